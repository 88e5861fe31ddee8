import * as z from 'zod/mini';
import { id, isoDate, maxBytes, pageQuery, TEXT_LIMITS } from './common.ts';

export const noteAuthor = z.enum(['walt', 'user']);
/** Tag of notes Walt takes on his own from the conversation (part A §3). */
export const NOTE_SOURCE_AUTO = 'walt-auto';
export const noteSource = z.enum([NOTE_SOURCE_AUTO]);
const noteContent = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: 'content is required' }),
    maxBytes('content', TEXT_LIMITS.noteBytes),
  );

export const note = z.object({
  id,
  content: z.string(),
  createdBy: noteAuthor,
  conversationId: z.optional(id),
  storyId: z.optional(id),
  source: z.optional(z.string()),
  metadata: z.optional(z.object({ stepId: z.optional(id) })),
  createdAt: isoDate,
  updatedAt: z.optional(isoDate),
});
export type Note = z.infer<typeof note>;

export const createNoteBody = z
  .object({
    /** Chosen by the client, so a retried create stores the note once (issue 24). */
    id: z.optional(z.uuid()),
    content: noteContent,
    conversationId: z.optional(id),
    storyId: z.optional(id),
    createdBy: z._default(noteAuthor, 'user'),
    source: z.optional(noteSource),
  })
  .check(
    z.refine((body) => body.conversationId !== undefined || body.storyId !== undefined, {
      error: 'conversationId or storyId is required',
    }),
  );
export const updateNoteBody = z.object({ content: noteContent, createdBy: z.optional(noteAuthor) });
export const listNotesQuery = z.object({
  storyId: z.optional(id),
  conversationId: z.optional(id),
  ...pageQuery,
});
