import { saveConversation } from '#shared/contract/conversations.ts';
import { installAiSummariser } from '../../core/conversations/ai-summariser.ts';
import { saveConversation as save } from '../../core/conversations/save.ts';
import { http } from '../../lib/http.ts';

export const handler = http(saveConversation, async ({ params, body, caller }) => {
  // Chosen per request, not at load: the provider depends on configuration read on first use.
  if (body.shouldSummarize) installAiSummariser();
  return { body: { conversation: await save(caller.user.userId, params.id, body) } };
});
