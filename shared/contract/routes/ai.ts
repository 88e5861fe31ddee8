import type * as contract from '../ai.ts';
import type { RoutesOf } from '../endpoint.ts';

/** The method and path of every endpoint of contract/ai.ts (no schemas: see ./index.ts). */
export const ai: RoutesOf<typeof contract> = {
  analyzeForNotes: { method: 'POST', path: '/api/ai/analyze-for-notes' },
  analyzeForQuestionCard: { method: 'POST', path: '/api/ai/analyze-for-question-card' },
  analyzeForResearch: { method: 'POST', path: '/api/ai/analyze-for-research' },
};
