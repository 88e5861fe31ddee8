import { analyzeForNotes } from '#shared/contract/ai.ts';
import { analyseForNotes } from '../../core/analysis/notes.ts';
import { spend } from '../../core/quotas/quotas.ts';
import { http } from '../../lib/http.ts';

export const handler = http(analyzeForNotes, async ({ body, caller, ip }) => {
  await spend('analysis', { userId: caller.user.userId, ip });
  return { body: await analyseForNotes(caller.user.userId, body) };
});
