import { disconnect } from '#shared/contract/gmail.ts';
import { disconnectGmail, gmailStatusOf } from '../../core/gmail/connection.ts';
import { http } from '../../edge/http.ts';

export const handler = http(disconnect, async ({ caller }) => {
  await disconnectGmail(caller.user.userId);
  return { body: await gmailStatusOf(caller.user.userId) };
});
