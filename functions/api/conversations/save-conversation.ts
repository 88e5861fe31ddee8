import { saveConversation } from '#shared/contract/conversations.ts';
import { aiSummariser } from '../../core/conversations/ai-summariser.ts';
import { saveConversation as save } from '../../core/conversations/save.ts';
import { http } from '../../edge/guarded-http.ts';

/**
 * A summary is spent from the caller's quota first (the endpoint's degrading quota rule); when that is used up
 * the transcript is still saved without a summary, and the wrapper answers the 429 afterwards, so the
 * narrator's words are never lost to a limit. A summary not ready within SUMMARY_INLINE_MS finishes on the
 * summaries queue, and the save answers 202 with the conversation as stored.
 */
export const handler = http(saveConversation, async ({ params, body, caller, quotaRefused }) => {
  const shouldSummarize = body.shouldSummarize && !quotaRefused;
  const summariser = shouldSummarize ? aiSummariser() : undefined;
  const { conversation, summaryQueued } = await save(
    caller.user.userId,
    params.id,
    { ...body, shouldSummarize },
    summariser,
  );
  return { ...(summaryQueued ? { status: 202 } : {}), body: { conversation } };
});
