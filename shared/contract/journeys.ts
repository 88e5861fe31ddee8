import * as z from 'zod/mini';
import { idParams } from '../schemas/common.ts';
import {
  comingSoonBody,
  featuredBody,
  featuredReorderBody,
  journey,
  journeyInput,
  journeyStep,
  stepInput,
  stepParams,
  stepReorderBody,
} from '../schemas/journey.ts';
import { endpoint } from './endpoint.ts';
import * as r from './routes/journeys.ts';

/** Every journey, for the admin screens (part B §7 "Admin client > Journeys"). */
export const listJourneys = /* @__PURE__ */ (() =>
  endpoint({
    ...r.listJourneys,
    response: z.array(journey),
  }))();
/** The featured journeys in their order, for every signed-in user (the journey chooser). */
export const listFeaturedJourneys = /* @__PURE__ */ (() =>
  endpoint({
    ...r.listFeaturedJourneys,
    response: z.array(journey),
  }))();
export const createJourney = /* @__PURE__ */ (() =>
  endpoint({
    ...r.createJourney,
    body: journeyInput,
    response: journey,
  }))();
export const getJourney = /* @__PURE__ */ (() =>
  endpoint({
    ...r.getJourney,
    params: idParams,
    response: journey,
  }))();
/** Replaces the name, description and the ordered path and format lists (each id once). */
export const updateJourney = /* @__PURE__ */ (() =>
  endpoint({
    ...r.updateJourney,
    params: idParams,
    body: journeyInput,
    response: journey,
  }))();
/** Deletes the journey and its steps; stories made from it keep their material. */
export const deleteJourney = /* @__PURE__ */ (() =>
  endpoint({
    ...r.deleteJourney,
    params: idParams,
    response: z.object({}),
  }))();
/** Featuring puts the journey at the end of the featured order; unfeaturing takes it out. */
export const setFeatured = /* @__PURE__ */ (() =>
  endpoint({
    ...r.setFeatured,
    params: idParams,
    body: featuredBody,
    response: journey,
  }))();
export const setComingSoon = /* @__PURE__ */ (() =>
  endpoint({
    ...r.setComingSoon,
    params: idParams,
    body: comingSoonBody,
    response: journey,
  }))();
/** Persists the whole featured order: the ids given, in order (each must be a featured journey). */
export const reorderFeatured = /* @__PURE__ */ (() =>
  endpoint({
    ...r.reorderFeatured,
    body: featuredReorderBody,
    response: z.array(journey),
  }))();
export const listSteps = /* @__PURE__ */ (() =>
  endpoint({
    ...r.listSteps,
    params: idParams,
    response: z.array(journeyStep),
  }))();
/** Adds a step at the end (order = number of steps). */
export const createStep = /* @__PURE__ */ (() =>
  endpoint({
    ...r.createStep,
    params: idParams,
    body: stepInput,
    response: journeyStep,
  }))();
export const updateStep = /* @__PURE__ */ (() =>
  endpoint({
    ...r.updateStep,
    params: stepParams,
    body: stepInput,
    response: journeyStep,
  }))();
export const deleteStep = /* @__PURE__ */ (() =>
  endpoint({
    ...r.deleteStep,
    params: stepParams,
    response: z.object({}),
  }))();
/** Persists the whole step order: every step id of the journey exactly once. */
export const reorderSteps = /* @__PURE__ */ (() =>
  endpoint({
    ...r.reorderSteps,
    params: idParams,
    body: stepReorderBody,
    response: z.array(journeyStep),
  }))();
