import { type RoutesOf, route } from '../endpoint.ts';
import type * as contract from '../memory.ts';

/*
 * The declarations of Walt's memory of the narrator's life (issue 21): read it, correct, confirm or forget a
 * fact, settle a contradiction, and set the name Walt uses. Owner only: another narrator's ids answer 404.
 */
export const getMemory = /* @__PURE__ */ route('memory.getMemory', 'GET /api/memory', 'user');
export const updateFact = /* @__PURE__ */ route('memory.updateFact', 'PUT /api/memory/facts/{id}', 'user');
export const forgetFact = /* @__PURE__ */ route(
  'memory.forgetFact',
  'DELETE /api/memory/facts/{id}',
  'user',
  {
    status: 204,
  },
);
export const resolveConflict = /* @__PURE__ */ route(
  'memory.resolveConflict',
  'POST /api/memory/conflicts/{id}/resolve',
  'user',
);
export const updatePreferredName = /* @__PURE__ */ route(
  'memory.updatePreferredName',
  'PUT /api/memory/preferred-name',
  'user',
);

/** Every route of contract/memory.ts, typed by its endpoint, for the browser's calls. */
export const memory: RoutesOf<typeof contract> = {
  getMemory,
  updateFact,
  forgetFact,
  resolveConflict,
  updatePreferredName,
};
