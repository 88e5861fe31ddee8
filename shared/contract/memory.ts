import * as z from 'zod/mini';
import { emptyResponse } from '../schemas/common.ts';
import {
  conflict,
  fact,
  memory,
  preferredName,
  resolveConflictBody,
  updateFactBody,
  updatePreferredNameBody,
} from '../schemas/memory.ts';
import { endpointsOf } from './define.ts';
import { declared } from './routes/memory.ts';

const define = /* @__PURE__ */ endpointsOf(declared);

/** The narrator's memory: facts, timeline, what is not yet dated, contradictions and open threads. */
export const getMemory = /* @__PURE__ */ define('getMemory', () => ({ response: memory }));
/** The narrator corrects or confirms a fact; a corrected fact keeps its sources. */
export const updateFact = /* @__PURE__ */ define('updateFact', () => ({
  body: updateFactBody,
  response: z.object({ fact }),
}));
/** Forgotten: Walt does not use it again, and never extracts it again from the same sources. */
export const forgetFact = /* @__PURE__ */ define('forgetFact', () => ({ response: emptyResponse }));
/** The chosen fact becomes confirmed and the others superseded; its confirm-conflict thread closes. */
export const resolveConflict = /* @__PURE__ */ define('resolveConflict', () => ({
  body: resolveConflictBody,
  response: z.object({ conflict }),
}));
/** "What Walt calls you" on /profile: the name Walt greets the narrator by (empty: back to what they said). */
export const updatePreferredName = /* @__PURE__ */ define('updatePreferredName', () => ({
  body: updatePreferredNameBody,
  response: z.object({ preferredName: z.nullable(preferredName) }),
}));
