import { analyzeForResearch } from '#shared/contract/ai.ts';
import { analyseForResearch } from '../../core/research/analyze.ts';
import { http } from '../../edge/guarded-http.ts';

export const handler = http(analyzeForResearch, async ({ body, caller, ip }) => ({
  body: await analyseForResearch(caller.user.userId, body, ip),
}));
