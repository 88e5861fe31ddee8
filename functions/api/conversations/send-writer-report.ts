import { sendWriterReport } from '#shared/contract/conversations.ts';
import { takeWriterReport } from '../../core/account/outgoing-mail.ts';
import { getConversationForUser, withTranscript } from '../../core/conversations/conversations.ts';
import { sendWriterReport as send } from '../../core/conversations/writer-report.ts';
import { http } from '../../edge/http.ts';

export const handler = http(sendWriterReport, async ({ params, caller }) => {
  const conversation = await withTranscript(await getConversationForUser(caller.user.userId, params.id));
  await takeWriterReport(caller.user);
  return { body: await send(conversation, caller.user, caller.user.email) };
});
