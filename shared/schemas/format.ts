import * as z from 'zod/mini';
import { CONTENT_SCOPES } from '../constants.ts';
import { id, isoDate } from './common.ts';

export const contentScope = z.enum(CONTENT_SCOPES);
export const formatInput = /* @__PURE__ */ (() =>
  z.object({
    name: z.string().check(z.trim(), z.minLength(1, { error: 'name is required' }), z.maxLength(200)),
    description: z.optional(z.string().check(z.maxLength(5_000))),
    icon: z.optional(z.string().check(z.maxLength(100))),
    writerPrompt: z
      .string()
      .check(z.trim(), z.minLength(1, { error: 'writerPrompt is required' }), z.maxLength(50_000)),
    contentScope: z._default(contentScope, 'current'),
  }))();
export const format = z.extend(formatInput, { id, createdAt: isoDate });
export type Format = z.infer<typeof format>;
/**
 * A format as a narrator reads it (the format page, a story's formats): what the page shows, never the
 * administrator's creative instructions (`writerPrompt`), which only the admin endpoints answer.
 */
export const narratorFormat = /* @__PURE__ */ (() => z.omit(format, { writerPrompt: true }))();
export type NarratorFormat = z.infer<typeof narratorFormat>;
export type FormatInput = z.infer<typeof formatInput>;
