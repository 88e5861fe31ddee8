import { sendWriterReport } from '#shared/contract/admin.ts';
import { CONVERSATION_TEXTS } from '#shared/texts.ts';
import { takeWriterReport } from '../../core/account/outgoing-mail.ts';
import { requireTranscriptConsent } from '../../core/admin/consent.ts';
import { findConversation, withTranscript } from '../../core/conversations/conversations.ts';
import { sendWriterReport as send } from '../../core/conversations/writer-report.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { http } from '../../lib/http.ts';

/** The report goes to the administrator who asks, never to an address the request names. */
export const handler = http(sendWriterReport, async ({ params, caller }) => {
  const record = await findConversation(params.id);
  if (!record) throw new NotFoundError(CONVERSATION_TEXTS.conversationNotFound);
  const owner = await requireTranscriptConsent(record.userId);
  await takeWriterReport(caller.user);
  return { body: await send(await withTranscript(record), owner, caller.user.email) };
});
