import { z } from 'zod';
import { id, isoDate } from './common.ts';

export const noteAuthor = z.enum(['walt', 'user']);
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
