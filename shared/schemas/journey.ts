import * as z from 'zod/mini';
import { STEP_TYPES } from '../constants.ts';
import { id, isoDate } from './common.ts';

export const stepType = z.enum(STEP_TYPES);
export const journeyStep = z.object({
  id,
  name: z.string().check(z.trim(), z.minLength(1, { error: 'Step name is required' }), z.maxLength(200)),
  description: z.optional(z.string().check(z.maxLength(5_000))),
  order: z.number().check(z.int(), z.minimum(0)),
  stepType,
  stepConfig: z._default(z.object({ pathId: z.optional(id), formatId: z.optional(id) }), {}),
});
export const journeyInput = z.object({
  name: z.string().check(z.trim(), z.minLength(1, { error: 'name is required' }), z.maxLength(200)),
  description: z.optional(z.string().check(z.maxLength(5_000))),
  pathIds: z._default(z.array(id), []),
  formatIds: z._default(z.array(id), []),
});
export const journey = z.object({
  id,
  name: z.string(),
  description: z.optional(z.string()),
  featured: z.boolean(),
  featuredOrder: z.optional(z.number().check(z.int())),
  comingSoon: z.boolean(),
  paths: z.array(z.object({ pathId: id, order: z.number().check(z.int()) })),
  formats: z.array(z.object({ formatId: id })),
  steps: z.array(journeyStep),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Journey = z.infer<typeof journey>;
