import * as z from 'zod';
import { id, isoDate } from './common.ts';

const optionalText = (max: number) => z.string().max(max).optional();

export const pathQuestionInput = z.object({
  title: z.string().max(500),
  text: z.string().max(10_000),
});
/** A question as loaded: its id is its 1-based position in the path. */
export const pathQuestion = pathQuestionInput.extend({ id: z.number().int().positive() });
export type PathQuestion = z.infer<typeof pathQuestion>;

/** Create and update payload of the admin path editor (part B §7 Paths). */
export const pathInput = z.object({
  name: z.string().trim().min(1, { error: 'name is required' }).max(200),
  displayName: optionalText(200),
  instructions: z.string().trim().min(1, { error: 'instructions is required' }).max(50_000),
  introCardText: optionalText(5_000),
  introScript: optionalText(10_000),
  exitCriteria: optionalText(10_000),
  questions: z.array(pathQuestionInput).max(200).default([]),
});
export type PathInput = z.infer<typeof pathInput>;

export const path = pathInput.extend({
  id,
  questions: z.array(pathQuestion),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Path = z.infer<typeof path>;
