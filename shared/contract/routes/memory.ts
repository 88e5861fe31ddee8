import { type RoutesOf, routes } from '../endpoint.ts';
import type * as contract from '../memory.ts';

/*
 * The declarations of Walt's memory of the narrator's life (issue 21): read it, correct, confirm or forget a
 * fact, settle a contradiction, and set the name Walt uses. Owner only: another narrator's ids answer 404.
 */
export const declared = /* @__PURE__ */ routes('memory', {
  getMemory: ['GET /api/memory', 'user'],
  updateFact: ['PUT /api/memory/facts/{id}', 'user'],
  forgetFact: ['DELETE /api/memory/facts/{id}', 'user', { status: 204 }],
  resolveConflict: ['POST /api/memory/conflicts/{id}/resolve', 'user'],
  updatePreferredName: ['PUT /api/memory/preferred-name', 'user'],
});

/** Every route of contract/memory.ts, typed by its endpoint, for the browser's calls. */
export const memory: RoutesOf<typeof contract> = declared;
