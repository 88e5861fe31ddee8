import { getConversation } from '#shared/contract/admin.ts';
import { CONVERSATION_TEXTS } from '#shared/texts.ts';
import { requireTranscriptConsent } from '../../core/admin/consent.ts';
import { findConversation, withTranscript } from '../../core/conversations/conversations.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { http } from '../../lib/http.ts';

export const handler = http(getConversation, async ({ params }) => {
  const record = await findConversation(params.id);
  if (!record) throw new NotFoundError(CONVERSATION_TEXTS.conversationNotFound);
  await requireTranscriptConsent(record.userId);
  return { body: await withTranscript(record) };
});
