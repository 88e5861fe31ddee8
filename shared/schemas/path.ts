import { z } from 'zod';
import { id, isoDate } from './common.ts';

export const pathQuestionInput = z.object({
  title: z.string().max(500),
  text: z.string().max(10_000),
});
/** A question as loaded: its id is its 1-based position in the path. */
export const pathQuestion = pathQuestionInput.extend({ id: z.number().int().positive() });

export const pathInput = z.object({
  name: z.string().trim().min(1, { error: 'name is required' }).max(200),
  displayName: z.string().max(200).optional(),
  instructions: z.string().trim().min(1, { error: 'instructions is required' }).max(50_000),
  introCardText: z.string().max(5_000).optional(),
  introScript: z.string().max(10_000).optional(),
  exitCriteria: z.string().max(10_000).optional(),
  questions: z.array(pathQuestionInput).max(200).default([]),
});
export const path = pathInput.extend({
  id,
  questions: z.array(pathQuestion),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Path = z.infer<typeof path>;
