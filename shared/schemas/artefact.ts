import * as z from 'zod/mini';
import { ARTEFACT_LENGTHS } from '../constants.ts';
import { id, isoDate, jobStatus } from './common.ts';

/** What the AI must return for an artefact (technical instructions appended to every format). */
export const artefactGeneration = z.object({
  name: z.string().check(z.minLength(1)),
  content: z.string().check(z.minLength(1)),
  metadata: z.object({
    theme: z.string(),
    tone: z.string(),
    length: z.enum(ARTEFACT_LENGTHS),
  }),
});
export const artefactVersion = z.object({
  id,
  version: z.number().check(z.int(), z.positive()),
  generatedContent: z.string(),
  createdAt: isoDate,
});
export const artefact = z.object({
  id,
  name: z.string(),
  status: z.enum(['completed', 'pending', 'failed']),
  createdAt: isoDate,
  updatedAt: isoDate,
  story: z.object({ id, title: z.optional(z.string()) }),
  format: z.object({ name: z.string() }),
  versions: z.array(artefactVersion),
  _count: z.object({ versions: z.number().check(z.int()) }),
});
export type Artefact = z.infer<typeof artefact>;

/** A background job row: what the UI polls and what a worker moves through its states. */
export const job = z.object({
  jobId: id,
  kind: z.string(),
  status: jobStatus,
  errorMessage: z.optional(z.string()),
  attempts: z.number().check(z.int(), z.minimum(0)),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Job = z.infer<typeof job>;
