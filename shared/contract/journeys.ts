import * as z from 'zod/mini';
import { emptyResponse, idParams } from '../schemas/common.ts';
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
import { endpointsOf } from './endpoint.ts';
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
export const getJourney = /* @__PURE__ */ define('getJourney', () => ({
  params: idParams,
  response: journey,
}));
/** Replaces the name, description and the ordered path and format lists (each id once). */
export const updateJourney = /* @__PURE__ */ define('updateJourney', () => ({
  params: idParams,
  body: journeyInput,
  response: journey,
}));
/** Deletes the journey and its steps; stories made from it keep their material. */
export const deleteJourney = /* @__PURE__ */ define('deleteJourney', () => ({
  params: idParams,
  response: emptyResponse,
}));
/** Featuring puts the journey at the end of the featured order; unfeaturing takes it out. */
export const setFeatured = /* @__PURE__ */ define('setFeatured', () => ({
  params: idParams,
  body: featuredBody,
  response: journey,
}));
export const setComingSoon = /* @__PURE__ */ define('setComingSoon', () => ({
  params: idParams,
  body: comingSoonBody,
  response: journey,
}));
/** Persists the whole featured order: the ids given, in order (each must be a featured journey). */
export const reorderFeatured = /* @__PURE__ */ define('reorderFeatured', () => ({
  body: featuredReorderBody,
  response: z.array(journey),
}));
export const listSteps = /* @__PURE__ */ define('listSteps', () => ({
  params: idParams,
  response: z.array(journeyStep),
}));
/** Adds a step at the end (order = number of steps). */
export const createStep = /* @__PURE__ */ define('createStep', () => ({
  params: idParams,
  body: stepInput,
  response: journeyStep,
}));
export const updateStep = /* @__PURE__ */ define('updateStep', () => ({
  params: stepParams,
  body: stepInput,
  response: journeyStep,
}));
export const deleteStep = /* @__PURE__ */ define('deleteStep', () => ({
  params: stepParams,
  response: emptyResponse,
}));
/** Persists the whole step order: every step id of the journey exactly once. */
export const reorderSteps = /* @__PURE__ */ define('reorderSteps', () => ({
  params: idParams,
  body: stepReorderBody,
  response: z.array(journeyStep),
}));
