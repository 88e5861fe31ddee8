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

/** Every journey, for the admin screens (part B §7 "Admin client > Journeys"). */
export const listJourneys = /* @__PURE__ */ (() =>
  endpoint({
    name: 'journeys.listJourneys',
    method: 'GET',
    path: '/api/journeys',
    auth: 'admin',
    response: z.array(journey),
  }))();
/** The featured journeys in their order, for every signed-in user (the journey chooser). */
export const listFeaturedJourneys = /* @__PURE__ */ (() =>
  endpoint({
    name: 'journeys.listFeaturedJourneys',
    method: 'GET',
    path: '/api/journeys/featured/list',
    auth: 'user',
    response: z.array(journey),
  }))();
export const createJourney = /* @__PURE__ */ (() =>
  endpoint({
    name: 'journeys.createJourney',
    method: 'POST',
    path: '/api/journeys',
    auth: 'admin',
    body: journeyInput,
    response: journey,
    status: 201,
  }))();
export const getJourney = /* @__PURE__ */ (() =>
  endpoint({
    name: 'journeys.getJourney',
    method: 'GET',
    path: '/api/journeys/{id}',
    auth: 'admin',
    params: idParams,
    response: journey,
  }))();
/** Replaces the name, description and the ordered path and format lists (each id once). */
export const updateJourney = /* @__PURE__ */ (() =>
  endpoint({
    name: 'journeys.updateJourney',
    method: 'PUT',
    path: '/api/journeys/{id}',
    auth: 'admin',
    params: idParams,
    body: journeyInput,
    response: journey,
  }))();
/** Deletes the journey and its steps; stories made from it keep their material. */
export const deleteJourney = /* @__PURE__ */ (() =>
  endpoint({
    name: 'journeys.deleteJourney',
    method: 'DELETE',
    path: '/api/journeys/{id}',
    auth: 'admin',
    params: idParams,
    response: z.object({}),
    status: 204,
  }))();
/** Featuring puts the journey at the end of the featured order; unfeaturing takes it out. */
export const setFeatured = /* @__PURE__ */ (() =>
  endpoint({
    name: 'journeys.setFeatured',
    method: 'PATCH',
    path: '/api/journeys/{id}/featured',
    auth: 'admin',
    params: idParams,
    body: featuredBody,
    response: journey,
  }))();
export const setComingSoon = /* @__PURE__ */ (() =>
  endpoint({
    name: 'journeys.setComingSoon',
    method: 'PATCH',
    path: '/api/journeys/{id}/coming-soon',
    auth: 'admin',
    params: idParams,
    body: comingSoonBody,
    response: journey,
  }))();
/** Persists the whole featured order: the ids given, in order (each must be a featured journey). */
export const reorderFeatured = /* @__PURE__ */ (() =>
  endpoint({
    name: 'journeys.reorderFeatured',
    method: 'PATCH',
    path: '/api/journeys/featured/reorder',
    auth: 'admin',
    body: featuredReorderBody,
    response: z.array(journey),
  }))();
export const listSteps = /* @__PURE__ */ (() =>
  endpoint({
    name: 'journeys.listSteps',
    method: 'GET',
    path: '/api/journeys/{id}/steps',
    auth: 'admin',
    params: idParams,
    response: z.array(journeyStep),
  }))();
/** Adds a step at the end (order = number of steps). */
export const createStep = /* @__PURE__ */ (() =>
  endpoint({
    name: 'journeys.createStep',
    method: 'POST',
    path: '/api/journeys/{id}/steps',
    auth: 'admin',
    params: idParams,
    body: stepInput,
    response: journeyStep,
    status: 201,
  }))();
export const updateStep = /* @__PURE__ */ (() =>
  endpoint({
    name: 'journeys.updateStep',
    method: 'PUT',
    path: '/api/journeys/{id}/steps/{stepId}',
    auth: 'admin',
    params: stepParams,
    body: stepInput,
    response: journeyStep,
  }))();
export const deleteStep = /* @__PURE__ */ (() =>
  endpoint({
    name: 'journeys.deleteStep',
    method: 'DELETE',
    path: '/api/journeys/{id}/steps/{stepId}',
    auth: 'admin',
    params: stepParams,
    response: z.object({}),
    status: 204,
  }))();
/** Persists the whole step order: every step id of the journey exactly once. */
export const reorderSteps = /* @__PURE__ */ (() =>
  endpoint({
    name: 'journeys.reorderSteps',
    method: 'POST',
    path: '/api/journeys/{id}/steps/reorder',
    auth: 'admin',
    params: idParams,
    body: stepReorderBody,
    response: z.array(journeyStep),
  }))();
