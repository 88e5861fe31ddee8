import { saveConversation } from '#shared/contract/conversations.ts';
import { installAiSummariser } from '../../core/conversations/ai-summariser.ts';
import { saveConversation as save } from '../../core/conversations/save.ts';
import { spend } from '../../core/quotas/quotas.ts';
import { TooManyRequestsError } from '../../lib/errors.ts';
import { http } from '../../lib/http.ts';

export const handler = http(saveConversation, async ({ params, body, caller, ip }) => {
  const userId = caller.user.userId;
  // A summary is spent from the caller's quota first; when that is used up the transcript is still saved
  // (without a summary) before the 429 is answered, so the narrator's words are never lost to a limit.
  const refused =
    body.shouldSummarize &&
    (await spend('summary', { userId, ip }).then(
      () => undefined,
      (error: unknown) => {
        if (error instanceof TooManyRequestsError) return error;
        throw error;
      },
    ));
  // Chosen per request, not at load: the provider depends on configuration read on first use.
  if (body.shouldSummarize && !refused) installAiSummariser();
  const conversation = await save(userId, params.id, {
    ...body,
    shouldSummarize: body.shouldSummarize && !refused,
  });
  if (refused) throw refused;
  return { body: { conversation } };
});
