import { sendWriterReport } from '#shared/contract/admin.ts';
import { takeWriterReport } from '../../core/account/outgoing-mail.ts';
import { getUser } from '../../core/auth/users.ts';
import { conversationWithTranscript } from '../../core/conversations/conversations.ts';
import { sendWriterReport as send } from '../../core/conversations/writer-report.ts';
import { http } from '../../edge/guarded-http.ts';

/** The report goes to the administrator who asks, never to an address the request names. */
export const handler = http(sendWriterReport, async ({ params, caller, ownerId }) => {
  const [conversation, owner] = await Promise.all([conversationWithTranscript(params.id), getUser(ownerId!)]);
  await takeWriterReport(caller.user);
  return { body: await send(conversation, owner, caller.user.email) };
});
