import * as z from 'zod/mini';
import { emptyResponse } from '../schemas/common.ts';
import {
  comingSoonBody,
  featuredBody,
  featuredReorderBody,
  journey,
  journeyInput,
  journeyStep,
  stepInput,
  stepReorderBody,
} from '../schemas/journey.ts';
import { endpointsOf } from './define.ts';
import { declared } from './routes/journeys.ts';

const define = /* @__PURE__ */ endpointsOf(declared);

/** Every journey, for the admin screens (part B §7 "Admin client > Journeys"). */
export const listJourneys = /* @__PURE__ */ define('listJourneys', () => ({ response: z.array(journey) }));
/** The featured journeys in their order, for every signed-in user (the journey chooser). */
export const listFeaturedJourneys = /* @__PURE__ */ define('listFeaturedJourneys', () => ({
  response: z.array(journey),
}));
export const createJourney = /* @__PURE__ */ define('createJourney', () => ({
  body: journeyInput,
  response: journey,
}));
export const getJourney = /* @__PURE__ */ define('getJourney', () => ({ response: journey }));
/** Replaces the name, description and the ordered path and format lists (each id once). */
export const updateJourney = /* @__PURE__ */ define('updateJourney', () => ({
  body: journeyInput,
  response: journey,
}));
/** Deletes the journey and its steps; stories made from it keep their material. */
export const deleteJourney = /* @__PURE__ */ define('deleteJourney', () => ({ response: emptyResponse }));
/** Featuring puts the journey at the end of the featured order; unfeaturing takes it out. */
export const setFeatured = /* @__PURE__ */ define('setFeatured', () => ({
  body: featuredBody,
  response: journey,
}));
export const setComingSoon = /* @__PURE__ */ define('setComingSoon', () => ({
  body: comingSoonBody,
  response: journey,
}));
/** Persists the whole featured order: the ids given, in order (each must be a featured journey). */
export const reorderFeatured = /* @__PURE__ */ define('reorderFeatured', () => ({
  body: featuredReorderBody,
  response: z.array(journey),
}));
export const listSteps = /* @__PURE__ */ define('listSteps', () => ({ response: z.array(journeyStep) }));
/** Adds a step at the end (order = number of steps). */
export const createStep = /* @__PURE__ */ define('createStep', () => ({
  body: stepInput,
  response: journeyStep,
}));
export const updateStep = /* @__PURE__ */ define('updateStep', () => ({
  body: stepInput,
  response: journeyStep,
}));
export const deleteStep = /* @__PURE__ */ define('deleteStep', () => ({ response: emptyResponse }));
/** Persists the whole step order: every step id of the journey exactly once. */
export const reorderSteps = /* @__PURE__ */ define('reorderSteps', () => ({
  body: stepReorderBody,
  response: z.array(journeyStep),
}));
