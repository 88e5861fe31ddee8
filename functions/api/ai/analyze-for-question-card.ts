import { analyzeForQuestionCard } from '#shared/contract/ai.ts';
import { analyseForQuestionCard } from '../../core/analysis/question-card.ts';
import { spend } from '../../core/quotas/quotas.ts';
import { http } from '../../lib/http.ts';

export const handler = http(analyzeForQuestionCard, async ({ body, caller, ip }) => {
  await spend('analysis', { userId: caller.user.userId, ip });
  return { body: await analyseForQuestionCard(caller.user.userId, body) };
});
