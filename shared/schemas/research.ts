import * as z from 'zod/mini';
import { id, isoDate, jobStatus } from './common.ts';

export const researchReport = z.object({
  id,
  title: z.string(),
  query: z.string(),
  content: z.optional(z.string()),
  status: jobStatus,
  errorMessage: z.optional(z.string()),
  createdAt: isoDate,
  createdBy: z.string(),
  storyId: z.optional(id),
  conversationId: z.optional(id),
  story: z.optional(z.object({ title: z.optional(z.string()) })),
});
export type ResearchReport = z.infer<typeof researchReport>;
