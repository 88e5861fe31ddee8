import * as z from 'zod';
import { STEP_TYPES } from '../constants.ts';
import { id, isoDate } from './common.ts';

export const stepType = z.enum(STEP_TYPES);
export const journeyStep = z.object({
  id,
  name: z.string().trim().min(1, { error: 'Step name is required' }).max(200),
  description: z.string().max(5_000).optional(),
  order: z.number().int().min(0),
  stepType,
  stepConfig: z.object({ pathId: id.optional(), formatId: id.optional() }).default({}),
});
export const journeyInput = z.object({
  name: z.string().trim().min(1, { error: 'name is required' }).max(200),
  description: z.string().max(5_000).optional(),
  pathIds: z.array(id).default([]),
  formatIds: z.array(id).default([]),
});
export const journey = z.object({
  id,
  name: z.string(),
  description: z.string().optional(),
  featured: z.boolean(),
  featuredOrder: z.number().int().optional(),
  comingSoon: z.boolean(),
  paths: z.array(z.object({ pathId: id, order: z.number().int() })),
  formats: z.array(z.object({ formatId: id })),
  steps: z.array(journeyStep),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Journey = z.infer<typeof journey>;
