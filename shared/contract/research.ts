import * as z from 'zod/mini';
import { emptyResponse, id, maxBytes, TEXT_LIMITS } from '../schemas/common.ts';
import { researchReport } from '../schemas/research.ts';
import { endpointsOf } from './define.ts';
import { declared } from './routes/research.ts';

const define = /* @__PURE__ */ endpointsOf(declared);

/** Paths are ours to choose (spec part B §7 leaves them open): one resource, listed by story or conversation. */
export const listReports = /* @__PURE__ */ define('listReports', () => ({
  query: z.object({ storyId: z.optional(id), conversationId: z.optional(id) }).check(
    z.refine((query) => query.storyId !== undefined || query.conversationId !== undefined, {
      error: 'storyId or conversationId is required',
    }),
  ),
  response: z.array(researchReport),
}));
export const getReport = /* @__PURE__ */ define('getReport', () => ({ response: researchReport }));
/** With content: a report the narrator writes. Without: Walt researches the query in the background. */
export const createReport = /* @__PURE__ */ define('createReport', () => ({
  body: z
    .object({
      query: z.string().check(z.trim(), z.minLength(1, { error: 'query is required' }), z.maxLength(1_000)),
      title: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
      content: z.optional(
        z.string().check(z.trim(), z.minLength(1), maxBytes('content', TEXT_LIMITS.researchContentBytes)),
      ),
      storyId: z.optional(id),
      conversationId: z.optional(id),
    })
    .check(
      z.refine((body) => body.storyId !== undefined || body.conversationId !== undefined, {
        error: 'storyId or conversationId is required',
      }),
    ),
  response: researchReport,
}));
export const updateReport = /* @__PURE__ */ define('updateReport', () => ({
  body: z
    .object({
      title: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
      query: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(1_000))),
      content: z.optional(
        z.string().check(z.trim(), z.minLength(1), maxBytes('content', TEXT_LIMITS.researchContentBytes)),
      ),
    })
    .check(
      z.refine((body) => Object.values(body).some((value) => value !== undefined), {
        error: 'Nothing to update: send title, query or content',
      }),
    ),
  response: researchReport,
}));
export const deleteReport = /* @__PURE__ */ define('deleteReport', () => ({ response: emptyResponse }));
