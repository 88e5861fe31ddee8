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

export { artefactGeneration };
export type ArtefactGeneration = z.infer<typeof artefactGeneration>;
