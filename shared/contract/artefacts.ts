import * as z from 'zod/mini';
import { ADMIN_ARTEFACTS_DEFAULT_LIMIT, ADMIN_ARTEFACTS_DEFAULT_PAGE } from '../constants.ts';
import { adminArtefactSummary, artefact, generationJob, pendingArtefactJob } from '../schemas/artefact.ts';
import { id, pageOnlyQuery, pageQuery } from '../schemas/common.ts';
import { narratorFormat } from '../schemas/format.ts';
import { endpointsOf } from './define.ts';
import { declared } from './routes/artefacts.ts';

const define = /* @__PURE__ */ endpointsOf(declared);

const generateBody = z.object({ storyId: id, formatId: id });
const pageNumber = (fallback: number, max: number) =>
  z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(max)), fallback);

/** Part B §7: queues a generation; a second click while one is pending or processing gets the same job. */
export const generateArtefact = /* @__PURE__ */ define('generateArtefact', () => ({
  body: generateBody,
  response: z.object({ jobId: id }),
}));
/** Polled every 2 s by the format page: the job, and the artefact once it is completed. */
export const getJob = /* @__PURE__ */ define('getJob', () => ({
  response: z.object({ job: generationJob, artefact: z.optional(artefact) }),
}));
/** The story page's artefacts and the generations still pending or processing. */
export const listStoryArtefacts = /* @__PURE__ */ define('listStoryArtefacts', () => ({
  /** A page of the artefacts (issue 24); the next page's cursor is the `X-Next-Cursor` header. */
  query: pageOnlyQuery,
  response: z.object({
    artefacts: z.array(artefact),
    pendingJobs: z.array(pendingArtefactJob),
  }),
}));
/** The formats a story can be turned into: its journey's target formats, or every format (no writerPrompt). */
export const listStoryFormats = /* @__PURE__ */ define('listStoryFormats', () => ({
  response: z.array(narratorFormat),
}));
export const getArtefact = /* @__PURE__ */ define('getArtefact', () => ({ response: artefact }));
/** An administrator generates for a user's story (only while the user grants can-see-transcripts). */
export const adminGenerateArtefact = /* @__PURE__ */ define('adminGenerateArtefact', () => ({
  body: generateBody,
  response: z.object({ jobId: id }),
}));
export const adminListArtefacts = /* @__PURE__ */ define('adminListArtefacts', () => ({
  query: z.object({
    page: pageNumber(ADMIN_ARTEFACTS_DEFAULT_PAGE, 100_000),
    limit: pageNumber(ADMIN_ARTEFACTS_DEFAULT_LIMIT, 200),
    /** Where the page starts: the previous page's `X-Next-Cursor` (issue 24); without it the page is counted to. */
    cursor: pageQuery.cursor,
  }),
  response: z.object({
    artefacts: z.array(adminArtefactSummary),
    total: z.number().check(z.int()),
    page: z.number().check(z.int()),
    limit: z.number().check(z.int()),
  }),
}));
export const adminGetArtefact = /* @__PURE__ */ define('adminGetArtefact', () => ({ response: artefact }));
