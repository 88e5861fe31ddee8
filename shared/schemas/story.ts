import * as z from 'zod';
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

/** Minimal create payload; the stories feature adds text entries and journeys' defaults. */
export const createStoryBody = z.object({
  title: storyTitle.optional(),
  content: z.string().max(200_000).optional(),
  journeyId: id.optional(),
});
/**
 * Update payload. `name` is what the call's nameStory tool sends and is stored as the title. Strict, so a
 * field this version cannot store yet (a text entry) is refused rather than silently dropped.
 */
export const updateStoryBody = z
  .strictObject({
    title: storyTitle.optional(),
    name: storyTitle.optional(),
    displayName: storyTitle.optional(),
    content: z.string().max(200_000).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'Nothing to update',
  });
/** Completing a path (part A §5): the story comes from the route, the conversation is optional. */
export const completePathBody = z.object({ pathId: id, conversationId: id.optional() });
