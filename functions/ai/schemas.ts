import * as z from 'zod/mini';
import { artefactGeneration } from '#shared/schemas/artefact.ts';

/**
 * The structured outputs the models must return. Every field is required (OpenAI strict mode); "none" is
 * an empty string or null, never a missing key.
 */
export const noteAnalysis = z.object({
  shouldTakeNote: z.boolean(),
  noteContent: z.string().check(z.maxLength(2_000)),
});
export type NoteAnalysis = z.infer<typeof noteAnalysis>;

export const questionCardAnalysis = z.object({
  shouldShowQuestionCard: z.boolean(),
  predefinedQuestionId: z.nullable(z.number().check(z.int(), z.positive())),
  customQuestion: z.nullable(
    z.object({ title: z.string().check(z.maxLength(200)), text: z.string().check(z.maxLength(2_000)) }),
  ),
});
export type QuestionCardAnalysis = z.infer<typeof questionCardAnalysis>;

export const researchTopic = z.object({
  title: z.string().check(z.minLength(1), z.maxLength(200)),
  query: z.string().check(z.minLength(1), z.maxLength(1_000)),
});
export type ResearchTopic = z.infer<typeof researchTopic>;
export const researchTopics = z.object({ topics: z.array(researchTopic).check(z.maxLength(8)) });

export const researchFindings = z.object({
  title: z.string().check(z.minLength(1), z.maxLength(200)),
  content: z.string().check(z.minLength(1)),
});
export type ResearchFindings = z.infer<typeof researchFindings>;

export const transcriptSummary = z.object({ summary: z.string() });

export const emailSummary = z.object({
  summary: z.string(),
  categories: z.array(z.string()),
  biographicalInfo: z.object({ user: z.array(z.string()), correspondent: z.array(z.string()) }),
});
export type EmailSummary = z.infer<typeof emailSummary>;

export const biographicalFacts = z.object({ user: z.string(), correspondents: z.string() });
export type BiographicalFacts = z.infer<typeof biographicalFacts>;

/**
 * What the model returns for one source of the narrator's memory: strict structured output wants every key
 * present, so optional parts are nullable here and mapped onto the memory's own shapes (`SourceExtraction`).
 */
export const memoryExtraction = /* @__PURE__ */ (() =>
  z.object({
    claims: z.array(
      z.object({
        kind: z.enum(['person', 'place', 'event', 'relation', 'date']),
        subject: z.string(),
        predicate: z.enum(['born', 'married', 'started_work', 'moved_to', 'died', 'retired']),
        value: z.string(),
        year: z.nullable(z.number()),
        approx: z.boolean(),
        superseded: z.boolean(),
        excerpt: z.string(),
      }),
    ),
    threads: z.array(
      z.object({
        kind: z.enum(['missing-name', 'missing-date', 'missing-place']),
        about: z.string(),
        question: z.string(),
        excerpt: z.string(),
        factSubject: z.nullable(z.string()),
        factPredicate: z.nullable(z.string()),
        factValue: z.nullable(z.string()),
      }),
    ),
    preferredName: z.nullable(z.object({ value: z.string(), excerpt: z.string() })),
  }))();
export type MemoryExtraction = z.infer<typeof memoryExtraction>;

export { artefactGeneration };
export type ArtefactGeneration = z.infer<typeof artefactGeneration>;
