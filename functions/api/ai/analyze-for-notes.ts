import { analyzeForNotes } from '#shared/contract/ai.ts';
import { analyseForNotes } from '../../core/analysis/notes.ts';
import { http } from '../../edge/guarded-http.ts';

export const handler = http(analyzeForNotes, async ({ body, caller }) => ({
  body: await analyseForNotes(caller.user.userId, body),
}));
