import * as z from 'zod';
import { CONTENT_SCOPES } from '../constants.ts';
import { id, isoDate } from './common.ts';

export const contentScope = z.enum(CONTENT_SCOPES);
export const formatInput = z.object({
  name: z.string().trim().min(1, { error: 'name is required' }).max(200),
  description: z.string().max(5_000).optional(),
  icon: z.string().max(100).optional(),
  writerPrompt: z.string().trim().min(1, { error: 'writerPrompt is required' }).max(50_000),
  contentScope: contentScope.default('current'),
});
export const format = formatInput.extend({ id, createdAt: isoDate });
export type Format = z.infer<typeof format>;
