import * as z from 'zod';
import { id, isoDate } from './common.ts';

export const noteAuthor = z.enum(['walt', 'user']);
/** Tag of notes Walt takes on his own from the conversation (part A §3). */
export const NOTE_SOURCE_AUTO = 'walt-auto';
export const noteSource = z.enum([NOTE_SOURCE_AUTO]);
export const MAX_NOTE_CHARS = 20_000;
const noteContent = z.string().trim().min(1, { error: 'content is required' }).max(MAX_NOTE_CHARS);

export const note = z.object({
  id,
  content: z.string(),
  createdBy: noteAuthor,
  conversationId: id.optional(),
  storyId: id.optional(),
  source: z.string().optional(),
  metadata: z.object({ stepId: id.optional() }).optional(),
  createdAt: isoDate,
  updatedAt: isoDate.optional(),
});
export type Note = z.infer<typeof note>;

export const createNoteBody = z
  .object({
    content: noteContent,
    conversationId: id.optional(),
    storyId: id.optional(),
    createdBy: noteAuthor.default('user'),
    source: noteSource.optional(),
  })
  .refine((body) => body.conversationId !== undefined || body.storyId !== undefined, {
    error: 'conversationId or storyId is required',
  });
export const updateNoteBody = z.object({ content: noteContent, createdBy: noteAuthor.optional() });
export const listNotesQuery = z.object({ storyId: id.optional(), conversationId: id.optional() });
