import * as z from 'zod/mini';
import { id, idParams, maxBytes, TEXT_LIMITS } from '../schemas/common.ts';
import { researchReport } from '../schemas/research.ts';
import { endpoint } from './endpoint.ts';

/** Paths are ours to choose (spec part B §7 leaves them open): one resource, listed by story or conversation. */
export const listReports = /* @__PURE__ */ (() =>
  endpoint({
    name: 'research.listReports',
    method: 'GET',
    path: '/api/research',
    auth: 'user',
    query: z.object({ storyId: z.optional(id), conversationId: z.optional(id) }).check(
      z.refine((query) => query.storyId !== undefined || query.conversationId !== undefined, {
        error: 'storyId or conversationId is required',
      }),
    ),
    response: z.array(researchReport),
  }))();
export const getReport = /* @__PURE__ */ (() =>
  endpoint({
    name: 'research.getReport',
    method: 'GET',
    path: '/api/research/{id}',
    auth: 'user',
    params: idParams,
    response: researchReport,
  }))();
/** With content: a report the narrator writes. Without: Walt researches the query in the background. */
export const createReport = /* @__PURE__ */ (() =>
  endpoint({
    name: 'research.createReport',
    method: 'POST',
    path: '/api/research',
    auth: 'user',
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
    status: 201,
  }))();
export const updateReport = /* @__PURE__ */ (() =>
  endpoint({
    name: 'research.updateReport',
    method: 'PUT',
    path: '/api/research/{id}',
    auth: 'user',
    params: idParams,
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
  }))();
export const deleteReport = /* @__PURE__ */ (() =>
  endpoint({
    name: 'research.deleteReport',
    method: 'DELETE',
    path: '/api/research/{id}',
    auth: 'user',
    params: idParams,
    response: z.object({}),
    status: 204,
  }))();
