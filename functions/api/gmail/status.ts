import { status } from '#shared/contract/gmail.ts';
import { gmailStatusOf } from '../../core/gmail/connection.ts';
import { http } from '../../edge/http.ts';

export const handler = http(status, async ({ caller }) => ({
  body: await gmailStatusOf(caller.user.userId),
}));
