import * as z from 'zod/mini';
import { ARTEFACT_LENGTHS } from '../constants.ts';
import { id, isoDate, jobStatus } from './common.ts';

/** What the AI must return for an artefact (technical instructions appended to every format). */
export const artefactGeneration = /* @__PURE__ */ (() =>
  z.object({
    name: z.string().check(z.minLength(1)),
    content: z.string().check(z.minLength(1)),
    metadata: z.object({
      theme: z.string(),
      tone: z.string(),
      length: z.enum(ARTEFACT_LENGTHS),
    }),
  }))();
export type ArtefactGeneration = z.infer<typeof artefactGeneration>;

/** Kinds of the narrator's material a paragraph can draw on. */
export const SOURCE_KINDS = [
  'message',
  'textEntry',
  'voiceMemo',
  'note',
  'research',
  'emailInsight',
] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/** One piece of material a paragraph drew on: a transcript message, an entry, a note or a report. */
export const sourceRef = z.object({
  kind: z.enum(SOURCE_KINDS),
  id,
  storyId: z.optional(id),
  /** For a transcript message: the conversation it belongs to. */
  conversationId: z.optional(id),
  /** The start of the material, so the page can show "where this came from" without another call. */
  excerpt: z.string(),
  /** Who wrote it: a note is the narrator's own or Walt's (issue 22); absent on older versions. */
  by: z.optional(z.enum(['narrator', 'walt'])),
});
export type SourceRef = z.infer<typeof sourceRef>;

/** Per paragraph of the content (0-based, paragraphs split on blank lines), the material it drew on. */
export const paragraphSources = /* @__PURE__ */ (() =>
  z.object({
    paragraph: z.number().check(z.int(), z.minimum(0)),
    sources: z.array(sourceRef),
  }))();
export type ParagraphSources = z.infer<typeof paragraphSources>;

/** A year (or decade) or a proper name of the text that the narrator's material does not hold (issue 22). */
export const unsupportedToken = z.object({
  /** 0-based paragraph of the content, as `sources` counts them. */
  paragraph: z.number().check(z.int(), z.minimum(0)),
  token: z.string(),
  kind: z.enum(['year', 'name']),
});
export type UnsupportedToken = z.infer<typeof unsupportedToken>;

/** The server's check of a version against the narrator's material: what it could not find. */
export const grounding = /* @__PURE__ */ (() =>
  z.object({ checked: z.literal(true), unsupported: z.array(unsupportedToken) }))();
export type Grounding = z.infer<typeof grounding>;

export const artefactVersion = /* @__PURE__ */ (() =>
  z.object({
    id,
    version: z.number().check(z.int(), z.positive()),
    generatedContent: z.string(),
    createdAt: isoDate,
    metadata: z.optional(artefactGeneration.shape.metadata),
    /** Which AI provider wrote it ('offline' composes only from the narrator's own words). */
    provider: z.optional(z.string()),
    sources: z.optional(z.array(paragraphSources)),
    /** Absent on versions written before the check existed. */
    grounding: z.optional(grounding),
  }))();
export type ArtefactVersion = z.infer<typeof artefactVersion>;

/** Part B §3 Artefact; versions newest first (versions[0] is the latest). */
export const artefact = /* @__PURE__ */ (() =>
  z.object({
    id,
    name: z.string(),
    status: z.enum(['completed', 'pending', 'failed']),
    createdAt: isoDate,
    updatedAt: isoDate,
    story: z.object({ id, title: z.optional(z.string()) }),
    format: z.object({ id: z.optional(id), name: z.string(), icon: z.optional(z.string()) }),
    versions: z.array(artefactVersion),
    _count: z.object({ versions: z.number().check(z.int()) }),
  }))();
export type Artefact = z.infer<typeof artefact>;

/** Part B §3 Pending artefact job: a generation waiting for, or in, the worker. */
export const pendingArtefactJob = z.object({
  id,
  status: z.enum(['pending', 'processing']),
  format: z.object({ id: z.optional(id), name: z.string() }),
  story: z.object({ id: z.optional(id), title: z.optional(z.string()) }),
  createdAt: isoDate,
});
export type PendingArtefactJob = z.infer<typeof pendingArtefactJob>;

/** Part B §3 Generation job, as the format page polls it. */
export const generationJob = z.object({
  jobId: id,
  status: jobStatus,
  errorMessage: z.optional(z.string()),
});
export type GenerationJob = z.infer<typeof generationJob>;

/** A row of the admin artefact list: no content (it is the narrator's), just what identifies it. */
export const adminArtefactSummary = /* @__PURE__ */ (() =>
  z.object({
    id,
    name: z.string(),
    status: z.enum(['completed', 'pending', 'failed']),
    userId: id,
    story: z.object({ id, title: z.optional(z.string()) }),
    format: z.object({ id: z.optional(id), name: z.string() }),
    createdAt: isoDate,
    updatedAt: isoDate,
    _count: z.object({ versions: z.number().check(z.int()) }),
  }))();
export type AdminArtefactSummary = z.infer<typeof adminArtefactSummary>;

/** A background job row: what the UI polls and what a worker moves through its states. */
export const job = /* @__PURE__ */ (() =>
  z.object({
    jobId: id,
    kind: z.string(),
    status: jobStatus,
    errorMessage: z.optional(z.string()),
    attempts: z.number().check(z.int(), z.minimum(0)),
    createdAt: isoDate,
    updatedAt: isoDate,
  }))();
export type Job = z.infer<typeof job>;
