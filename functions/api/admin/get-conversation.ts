import { getConversation } from '#shared/contract/admin.ts';
import { CONVERSATION_TEXTS } from '#shared/texts.ts';
import { recordAudit } from '../../core/admin/audit-record.ts';
import { requireTranscriptConsent } from '../../core/admin/consent.ts';
import { findConversation, withTranscript } from '../../core/conversations/conversations.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { http } from '../../lib/http.ts';

export const handler = http(getConversation, async ({ params, caller }) => {
  const record = await findConversation(params.id);
  if (!record) throw new NotFoundError(CONVERSATION_TEXTS.conversationNotFound);
  await requireTranscriptConsent(record.userId);
  const conversation = await withTranscript(record);
  await recordAudit({
    actor: { userId: caller.user.userId, email: caller.user.email },
    action: 'admin.readConversation',
    targetUserId: record.userId,
    target: { id: params.id },
  });
  return { body: conversation };
});
