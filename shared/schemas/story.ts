import { z } from 'zod';
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
export const storyPathCompletion = z.object({ pathId: id, completedAt: isoDate.optional() });
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
