import { analyzeForQuestionCard } from '#shared/contract/ai.ts';
import { analyseForQuestionCard } from '../../ai/analysis.ts';
import { withAiErrors } from '../../ai/http-errors.ts';
import { http } from '../../lib/http.ts';

export const handler = http(analyzeForQuestionCard, async ({ body, caller }) => ({
  body: await withAiErrors(() => analyseForQuestionCard(caller.user.userId, body)),
}));
