import { analyzeForNotes } from '#shared/contract/ai.ts';
import { analyseForNotes } from '../../ai/analysis.ts';
import { withAiErrors } from '../../ai/http-errors.ts';
import { http } from '../../lib/http.ts';

export const handler = http(analyzeForNotes, async ({ body, caller }) => ({
  body: await withAiErrors(() => analyseForNotes(caller.user.userId, body)),
}));
