import * as z from 'zod/mini';
import { STEP_TYPES } from '../constants.ts';
import { JOURNEY_TEXTS } from '../texts.ts';
import { id, isoDate } from './common.ts';

export const stepType = z.enum(STEP_TYPES);
export type StepType = z.infer<typeof stepType>;
const stepName = z
  .string()
  .check(z.trim(), z.minLength(1, { error: JOURNEY_TEXTS.stepNameRequired }), z.maxLength(200));
export const stepConfig = z.object({ pathId: z.optional(id), formatId: z.optional(id) });
export const journeyStep = /* @__PURE__ */ (() =>
  z.object({
    id,
    name: z.string(),
    description: z.optional(z.string()),
    order: z.number().check(z.int(), z.minimum(0)),
    stepType,
    stepConfig: z._default(stepConfig, {}),
  }))();
export type JourneyStep = z.infer<typeof journeyStep>;
/** A step as the admin editor sends it; the server keeps only the config its type uses. */
export const stepInput = /* @__PURE__ */ (() =>
  z.object({
    name: stepName,
    description: z.optional(z.string().check(z.maxLength(5_000))),
    stepType,
    stepConfig: z._default(stepConfig, {}),
  }))();
export const stepReorderBody = /* @__PURE__ */ (() =>
  z.object({ stepIds: z.array(id).check(z.maxLength(200)) }))();

/** Form payload (part B §3): each path and format at most once, paths in the order given. */
export const journeyInput = /* @__PURE__ */ (() =>
  z.object({
    name: z.string().check(z.trim(), z.minLength(1, { error: 'name is required' }), z.maxLength(200)),
    description: z.optional(z.string().check(z.maxLength(5_000))),
    pathIds: z._default(z.array(id).check(z.maxLength(100)), []),
    formatIds: z._default(z.array(id).check(z.maxLength(100)), []),
  }))();
export const featuredBody = z.object({ featured: z.boolean() });
export const comingSoonBody = z.object({ comingSoon: z.boolean() });
export const featuredReorderBody = /* @__PURE__ */ (() =>
  z.object({ journeyIds: z.array(id).check(z.maxLength(200)) }))();

/** A path of a journey, with the path's names as the story page shows them. */
export const journeyPath = /* @__PURE__ */ (() =>
  z.object({
    pathId: id,
    order: z.number().check(z.int()),
    path: z.optional(z.object({ id, name: z.string(), displayName: z.optional(z.string()) })),
  }))();
export const journey = /* @__PURE__ */ (() =>
  z.object({
    id,
    name: z.string(),
    description: z.optional(z.string()),
    featured: z.boolean(),
    featuredOrder: z.optional(z.number().check(z.int())),
    comingSoon: z.boolean(),
    paths: z.array(journeyPath),
    formats: z.array(z.object({ formatId: id })),
    steps: z.array(journeyStep),
    createdAt: isoDate,
    updatedAt: isoDate,
  }))();
export type Journey = z.infer<typeof journey>;
