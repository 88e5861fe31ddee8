import * as z from 'zod/mini';
import { id, isoDate, maxJsonBytes, TEXT_LIMITS } from './common.ts';

const optionalText = (max: number) => z.optional(z.string().check(z.maxLength(max)));

export const pathQuestionInput = /* @__PURE__ */ (() =>
  z.object({
    title: z.string().check(z.maxLength(500)),
    text: z.string().check(z.maxLength(10_000)),
  }))();
/** A question as loaded: its id is its 1-based position in the path. */
export const pathQuestion = /* @__PURE__ */ (() =>
  z.extend(pathQuestionInput, { id: z.number().check(z.int(), z.positive()) }))();
export type PathQuestion = z.infer<typeof pathQuestion>;

/** Create and update payload of the admin path editor (part B §7 Paths). */
export const pathInput = /* @__PURE__ */ (() =>
  z.object({
    name: z.string().check(z.trim(), z.minLength(1, { error: 'name is required' }), z.maxLength(200)),
    displayName: optionalText(200),
    instructions: z
      .string()
      .check(z.trim(), z.minLength(1, { error: 'instructions is required' }), z.maxLength(50_000)),
    introCardText: optionalText(5_000),
    introScript: optionalText(10_000),
    exitCriteria: optionalText(10_000),
    questions: z._default(z.array(pathQuestionInput).check(z.maxLength(200)), []),
  }))();
export type PathInput = z.infer<typeof pathInput>;
/** The body the editor sends: all of a path's texts together stay under its byte limit (one item). */
export const pathBody = /* @__PURE__ */ (() =>
  z.extend(pathInput, {}).check(maxJsonBytes('path', TEXT_LIMITS.pathBytes)))();

export const path = z.extend(pathInput, {
  id,
  questions: z.array(pathQuestion),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Path = z.infer<typeof path>;
