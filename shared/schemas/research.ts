import * as z from 'zod';
import { id, isoDate, jobStatus } from './common.ts';

export const researchReport = z.object({
  id,
  title: z.string(),
  query: z.string(),
  content: z.string().optional(),
  status: jobStatus,
  errorMessage: z.string().optional(),
  createdAt: isoDate,
  createdBy: z.string(),
  storyId: id.optional(),
  conversationId: id.optional(),
  story: z.object({ title: z.string().optional() }).optional(),
});
export type ResearchReport = z.infer<typeof researchReport>;
