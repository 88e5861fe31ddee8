import type * as contract from '../ai.ts';
import { type RoutesOf, routes } from '../endpoint.ts';

/*
 * The declarations of the ai endpoints: name, method, path, auth and the rules the wrapper applies. Each is
 * the root its contract entry (../ai.ts) extends with schemas; the browser imports only these.
 */
export const declared = /* @__PURE__ */ routes('ai', {
  analyzeForNotes: ['POST /api/ai/analyze-for-notes', 'user', { quota: 'analysis' }],
  analyzeForQuestionCard: ['POST /api/ai/analyze-for-question-card', 'user', { quota: 'analysis' }],
  analyzeForResearch: ['POST /api/ai/analyze-for-research', 'user', { quota: 'researchAnalysis' }],
});

/** Every route of contract/ai.ts, typed by its endpoint, for the browser's calls. */
export const ai: RoutesOf<typeof contract> = declared;
