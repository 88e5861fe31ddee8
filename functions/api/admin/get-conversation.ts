import { getConversation } from '#shared/contract/admin.ts';
import { conversationWithTranscript } from '../../core/conversations/conversations.ts';
import { http } from '../../edge/guarded-http.ts';

/** Consent (the owner grants transcripts) and the audit entry are the endpoint's declared rules. */
export const handler = http(getConversation, async ({ params }) => ({
  body: await conversationWithTranscript(params.id),
}));
