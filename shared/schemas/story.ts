import * as z from 'zod';
import { STORY_ENTRY_TEXTS } from '../texts.ts';
import { id, isoDate } from './common.ts';

export const textEntry = z.object({
  id,
  content: z.string(),
  createdAt: isoDate,
  pathId: id.optional(),
  stepId: id.optional(),
});
export const voiceMemoEntry = textEntry;
export const transcriptTurn = z.object({
  role: z.string().optional(),
  speaker: z.string().optional(),
  content: z.string().optional(),
  text: z.string().optional(),
  message: z.string().optional(),
});
export const transcriptEntry = z.object({
  id,
  conversationId: id,
  createdAt: isoDate,
  summary: z.string().optional(),
  path: z.object({ name: z.string() }).optional(),
  transcript: z.array(transcriptTurn),
});
export const storyPathCompletion = z.object({
  pathId: id,
  completedAt: isoDate.optional(),
  conversationId: id.optional(),
});
export const stepCompletion = z.object({ stepId: id, metadata: z.object({ completedAt: isoDate }) });

export const story = z.object({
  id,
  userId: id,
  title: z.string().optional(),
  displayName: z.string().optional(),
  content: z.string().optional(),
  journeyId: id.optional(),
  createdAt: isoDate,
  updatedAt: isoDate,
  storyPathCompletions: z.array(storyPathCompletion).default([]),
  textEntries: z.array(textEntry).default([]),
  voiceMemoEntries: z.array(voiceMemoEntry).default([]),
  transcriptEntries: z.array(transcriptEntry).default([]),
});
export type Story = z.infer<typeof story>;

const storyTitle = z.string().trim().max(300);

export const MAX_ENTRY_CHARS = 100_000;
/** An entry's text: required after trimming, with the spec's message. */
export const entryContent = z
  .string()
  .trim()
  .min(1, { error: STORY_ENTRY_TEXTS.writeSomething })
  .max(MAX_ENTRY_CHARS);
/**
 * A typed entry sent with a story's create or update. `id` is optional and chosen by the client, so a
 * retried save stores the entry once. `userId` is accepted for the spec's payload shape and ignored: the
 * entry always belongs to the caller.
 */
export const newTextEntry = z.object({
  id: z.uuid().optional(),
  content: entryContent,
  userId: id.optional(),
  stepId: id.optional(),
  pathId: id.optional(),
});
export type NewTextEntry = z.infer<typeof newTextEntry>;
export const updateEntryBody = z.object({ content: entryContent });
export const entryParams = z.object({ id, entryId: id });

/** Create payload: a story, optionally with its first typed entry. */
export const createStoryBody = z.object({
  title: storyTitle.optional(),
  content: z.string().max(200_000).optional(),
  journeyId: id.optional(),
  textEntry: newTextEntry.optional(),
});
/**
 * Update payload; a `textEntry` is added to the story. `name` is what the call's nameStory tool sends and is
 * stored as the title. Strict, so a field this version cannot store is refused rather than silently dropped.
 */
export const updateStoryBody = z
  .strictObject({
    title: storyTitle.optional(),
    name: storyTitle.optional(),
    displayName: storyTitle.optional(),
    content: z.string().max(200_000).optional(),
    textEntry: newTextEntry.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'Nothing to update',
  });
/** Completing a path (part A §5): the story comes from the route, the conversation is optional. */
export const completePathBody = z.object({ pathId: id, conversationId: id.optional() });
