import { analyzeForQuestionCard } from '#shared/contract/ai.ts';
import { analyseForQuestionCard } from '../../core/analysis/question-card.ts';
import { http } from '../../edge/guarded-http.ts';

export const handler = http(analyzeForQuestionCard, async ({ body, caller }) => ({
  body: await analyseForQuestionCard(caller.user.userId, body),
}));
