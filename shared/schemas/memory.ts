import * as z from 'zod/mini';
import { id } from './common.ts';
import { contributor } from './story.ts';

/**
 * Walt's memory of the narrator (issue 21): facts drawn from the narrator's own words only (their messages,
 * entries, notes and email insights, never Walt's lines), with the conflicts between them and the threads
 * Walt will ask about next. docs/memory-extraction.md states the rules.
 */

/** Kinds of the narrator's material a fact can come from. */
export const MEMORY_SOURCE_KINDS = ['message', 'entry', 'note', 'emailInsight'] as const;
export type MemorySourceKind = (typeof MEMORY_SOURCE_KINDS)[number];

/** Where a fact came from, as "Where this came from" shows it; the excerpt holds the fact's value or year. */
export const memorySourceRef = /* @__PURE__ */ (() =>
  z.object({
    kind: z.enum(MEMORY_SOURCE_KINDS),
    id,
    conversationId: z.optional(id),
    storyId: z.optional(id),
    excerpt: z.string(),
    /**
     * A relative's accepted memory (issue 25): who wrote it. Absent for the narrator's own words. The name is
     * whatever the entry holds now ("a relative" once that account is gone).
     */
    author: z.optional(contributor),
  }))();
export type MemorySourceRef = z.infer<typeof memorySourceRef>;

/** A year, optionally its month, and whether the narrator said "around", "about" or "circa". */
export const factDate = /* @__PURE__ */ (() =>
  z.object({
    year: z
      .number({ error: 'year must be a number' })
      .check(
        z.int({ error: 'year must be a whole number' }),
        z.minimum(1000, { error: 'year must be a four-digit year' }),
        z.maximum(2999, { error: 'year must be a four-digit year' }),
      ),
    month: z.optional(
      z
        .number()
        .check(
          z.int({ error: 'month must be a whole number' }),
          z.minimum(1, { error: 'month must be between 1 and 12' }),
          z.maximum(12, { error: 'month must be between 1 and 12' }),
        ),
    ),
    approx: z.boolean({ error: 'approx must be true or false' }),
  }))();
export type FactDate = z.infer<typeof factDate>;

export const FACT_KINDS = ['person', 'place', 'event', 'relation', 'date'] as const;
export type FactKind = (typeof FACT_KINDS)[number];
export const FACT_STATUSES = ['stated', 'confirmed', 'conflicted', 'superseded'] as const;
export type FactStatus = (typeof FACT_STATUSES)[number];
/** The predicates the offline extractor produces; an AI extraction may use others. */
export const FACT_PREDICATES = ['born', 'married', 'started_work', 'moved_to', 'died', 'retired'] as const;
export type FactPredicate = (typeof FACT_PREDICATES)[number];
/** The subject of a fact about the narrator; any other subject is a person's name or label. */
export const NARRATOR = 'narrator';

/**
 * A relative's different version of a narrator's fact (issue 25): `label` reads it as the screen shows it
 * ("1962", "around 1970", "Leeds", "Leeds, 1962"); `value` and `date` are what taking it would set.
 */
export const factAlternative = /* @__PURE__ */ (() =>
  z.object({
    author: contributor,
    value: z.string(),
    date: z.nullable(factDate),
    label: z.string(),
    sources: z.array(memorySourceRef),
  }))();
export type FactAlternative = z.infer<typeof factAlternative>;

/**
 * One fact. `value` is the place, person or organisation ("Whitby", "Tom Hollins", "Hargreaves Mill"), and
 * '' when the statement names only a year ("Ruth was born in 1964", "Thomas passed away in 2009").
 */
export const fact = /* @__PURE__ */ (() =>
  z.object({
    id,
    kind: z.enum(FACT_KINDS),
    subject: z.string(),
    predicate: z.string(),
    value: z.string(),
    date: z.nullable(factDate),
    status: z.enum(FACT_STATUSES),
    sources: z.array(memorySourceRef),
    /**
     * Issue 25: set when only a relative says this (their accepted memory); the fact is theirs, shown as
     * "Ruth remembers …", never as the narrator's own statement.
     */
    author: z.optional(contributor),
    /**
     * Issue 25: how relatives remember this fact differently ("Ruth remembers it differently: 1962"). Never a
     * conflict and never the fact's value until the narrator takes it (PUT /api/memory/facts/{id}).
     */
    alternatives: z.optional(z.array(factAlternative)),
  }))();
export type Fact = z.infer<typeof fact>;

/** Facts that disagree: `values[i]` is how fact `factIds[i]` reads ("1961", "around 1970", "Whitby"). */
export const conflict = /* @__PURE__ */ (() =>
  z.object({
    id,
    subject: z.string(),
    predicate: z.string(),
    values: z.array(z.string()),
    factIds: z.array(id),
    status: z.enum(['open', 'resolved']),
  }))();
export type Conflict = z.infer<typeof conflict>;

export const OPEN_THREAD_KINDS = [
  'missing-name',
  'missing-date',
  'missing-place',
  'confirm-conflict',
  'follow-up',
] as const;
export type OpenThreadKind = (typeof OPEN_THREAD_KINDS)[number];

/** Something Walt will ask next: `question` is the text he asks, `about` what it is about. */
export const openThread = /* @__PURE__ */ (() =>
  z.object({
    id,
    kind: z.enum(OPEN_THREAD_KINDS),
    about: z.string(),
    question: z.string(),
    sources: z.array(memorySourceRef),
  }))();
export type OpenThread = z.infer<typeof openThread>;

export const timelineItem = /* @__PURE__ */ (() =>
  z.object({
    factId: id,
    year: z.number().check(z.int()),
    approx: z.boolean(),
    label: z.string(),
  }))();
export type TimelineItem = z.infer<typeof timelineItem>;

export const preferredName = /* @__PURE__ */ (() =>
  z.object({ value: z.string(), sources: z.array(memorySourceRef) }))();
export type PreferredName = z.infer<typeof preferredName>;

/** GET /api/memory. `timeline` is sorted by year; `undated` holds fact ids; `processedThrough` source ids. */
export const memory = /* @__PURE__ */ (() =>
  z.object({
    preferredName: z.nullable(preferredName),
    facts: z.array(fact),
    timeline: z.array(timelineItem),
    undated: z.array(id),
    conflicts: z.array(conflict),
    openThreads: z.array(openThread),
    processedThrough: z.array(z.string()),
  }))();
export type Memory = z.infer<typeof memory>;

const factValue = /* @__PURE__ */ (() =>
  z
    .string({ error: 'value must be text' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'value must not be empty' }),
      z.maxLength(200, { error: 'value must be at most 200 characters' }),
    ))();

/** PUT /api/memory/facts/{id}: the narrator corrects the value or the date, or confirms the fact. */
export const updateFactBody = /* @__PURE__ */ (() =>
  z
    .strictObject({
      value: z.optional(factValue),
      date: z.optional(z.nullable(factDate)),
      status: z.optional(z.literal('confirmed', { error: "status can only be 'confirmed'" })),
    })
    .check(
      z.refine((body) => Object.values(body).some((value) => value !== undefined), {
        error: 'Nothing to update: send value, date or status',
      }),
    ))();
export type UpdateFactBody = z.infer<typeof updateFactBody>;

/** POST /api/memory/conflicts/{id}/resolve: the fact that is right, or the right value typed. */
export const resolveConflictBody = /* @__PURE__ */ (() =>
  z.strictObject({ factId: z.optional(id), value: z.optional(factValue) }).check(
    z.refine((body) => body.factId !== undefined || body.value !== undefined, {
      error: 'factId or value is required',
    }),
    z.refine((body) => body.factId === undefined || body.value === undefined, {
      error: 'Send either factId or value, not both',
    }),
  ))();
export type ResolveConflictBody = z.infer<typeof resolveConflictBody>;

/** How a conflict was resolved: a fact chosen, or a value the narrator typed. */
export const conflictResolution = /* @__PURE__ */ (() =>
  z.union([z.strictObject({ factId: id }), z.strictObject({ value: factValue })]))();
export type ConflictResolution = z.infer<typeof conflictResolution>;

/** A resolve body (already validated: exactly one key) as the resolution stored in the overrides. */
export const toConflictResolution = (body: ResolveConflictBody): ConflictResolution =>
  body.factId !== undefined ? { factId: body.factId } : { value: body.value ?? '' };

/**
 * What the narrator did to the memory, kept beside it and applied on every rebuild (fact and conflict ids
 * are stable across rebuilds, so they keep applying). A forgotten fact loses the listed sources: the same
 * sources never bring it back, a new one can.
 */
export const memoryOverrides = /* @__PURE__ */ (() =>
  z.object({
    forgotten: z.array(z.object({ factId: id, sourceIds: z.array(id) })),
    edits: z.record(id, z.object({ value: z.optional(z.string()), date: z.optional(z.nullable(factDate)) })),
    /** Confirmed fact ids, oldest first: in a conflict the latest confirmation wins. */
    confirmed: z.array(id),
    resolutions: z.record(id, conflictResolution),
  }))();
export type MemoryOverrides = z.infer<typeof memoryOverrides>;

/** A fact as one source states it, before merging (the offline extractor's or the AI's). */
export const memoryClaim = /* @__PURE__ */ (() =>
  z.object({
    kind: z.enum(FACT_KINDS),
    subject: z.string(),
    predicate: z.string(),
    value: z.string(),
    date: z.nullable(factDate),
    /** The narrator corrected it in the same message ("in 1953, no, sorry, in 1954"). */
    superseded: z.boolean(),
    excerpt: z.string(),
  }))();
export type MemoryClaim = z.infer<typeof memoryClaim>;

/**
 * A question one source raises. A missing-date candidate names the fact it lacks a date for (`fact`);
 * `about` identifies the thread across sources ("your older brother", "the yard", "moving to Carlisle").
 */
export const threadCandidate = /* @__PURE__ */ (() =>
  z.object({
    kind: z.enum(['missing-name', 'missing-date', 'missing-place']),
    about: z.string(),
    question: z.string(),
    excerpt: z.string(),
    fact: z.optional(z.object({ subject: z.string(), predicate: z.string(), value: z.string() })),
  }))();
export type ThreadCandidate = z.infer<typeof threadCandidate>;

/** A source naming what a missing-name or missing-place thread asks ("my older brother Jack"). */
export const threadAnswer = /* @__PURE__ */ (() =>
  z.object({
    kind: z.enum(['missing-name', 'missing-place']),
    about: z.string(),
    value: z.string(),
    excerpt: z.string(),
  }))();
export type ThreadAnswer = z.infer<typeof threadAnswer>;

/** Everything one source says for the memory; stored per source so a rebuild needs no re-extraction. */
export const sourceExtraction = /* @__PURE__ */ (() =>
  z.object({
    claims: z.array(memoryClaim),
    threads: z.array(threadCandidate),
    answers: z.optional(z.array(threadAnswer)),
    preferredName: z.optional(z.object({ value: z.string(), excerpt: z.string() })),
  }))();
export type SourceExtraction = z.infer<typeof sourceExtraction>;

/** PUT /api/memory/preferred-name: what Walt calls the narrator; an empty value returns to what they said. */
export const updatePreferredNameBody = /* @__PURE__ */ (() =>
  z.strictObject({
    value: z
      .string({ error: 'value must be text' })
      .check(z.trim(), z.maxLength(60, { error: 'value must be at most 60 characters' })),
  }))();
export type UpdatePreferredNameBody = z.infer<typeof updatePreferredNameBody>;

/** GET /api/conversations/{id}/brief: exactly what the next call of that conversation receives. */
export const conversationBrief = /* @__PURE__ */ (() =>
  z.object({
    narratorName: z.optional(z.string()),
    carriedFacts: z.array(fact),
    openThreads: z.array(openThread),
    coveredQuestionIds: z.array(z.number().check(z.int(), z.positive())),
    nextQuestionId: z.nullable(z.number().check(z.int(), z.positive())),
    instructions: z.string(),
  }))();
export type ConversationBrief = z.infer<typeof conversationBrief>;
