import { type RoutesOf, route } from '../endpoint.ts';
import type * as contract from '../journeys.ts';

/*
 * The declarations of the journeys endpoints: name, method, path, auth and the rules the wrapper applies. Each is
 * the root its contract entry (../journeys.ts) extends with schemas; the browser imports only these.
 */
export const listJourneys = /* @__PURE__ */ route('journeys.listJourneys', 'GET /api/journeys', 'admin');
export const listFeaturedJourneys = /* @__PURE__ */ route(
  'journeys.listFeaturedJourneys',
  'GET /api/journeys/featured/list',
  'user',
);
export const createJourney = /* @__PURE__ */ route('journeys.createJourney', 'POST /api/journeys', 'admin', {
  status: 201,
  audit: 'write',
});
export const getJourney = /* @__PURE__ */ route('journeys.getJourney', 'GET /api/journeys/{id}', 'admin');
export const updateJourney = /* @__PURE__ */ route(
  'journeys.updateJourney',
  'PUT /api/journeys/{id}',
  'admin',
  { audit: 'write' },
);
export const deleteJourney = /* @__PURE__ */ route(
  'journeys.deleteJourney',
  'DELETE /api/journeys/{id}',
  'admin',
  { status: 204, audit: 'write' },
);
export const setFeatured = /* @__PURE__ */ route(
  'journeys.setFeatured',
  'PATCH /api/journeys/{id}/featured',
  'admin',
  { audit: 'write' },
);
export const setComingSoon = /* @__PURE__ */ route(
  'journeys.setComingSoon',
  'PATCH /api/journeys/{id}/coming-soon',
  'admin',
  { audit: 'write' },
);
export const reorderFeatured = /* @__PURE__ */ route(
  'journeys.reorderFeatured',
  'PATCH /api/journeys/featured/reorder',
  'admin',
  { audit: 'write' },
);
export const listSteps = /* @__PURE__ */ route('journeys.listSteps', 'GET /api/journeys/{id}/steps', 'admin');
export const createStep = /* @__PURE__ */ route(
  'journeys.createStep',
  'POST /api/journeys/{id}/steps',
  'admin',
  { status: 201, audit: 'write' },
);
export const updateStep = /* @__PURE__ */ route(
  'journeys.updateStep',
  'PUT /api/journeys/{id}/steps/{stepId}',
  'admin',
  { audit: 'write' },
);
export const deleteStep = /* @__PURE__ */ route(
  'journeys.deleteStep',
  'DELETE /api/journeys/{id}/steps/{stepId}',
  'admin',
  { status: 204, audit: 'write' },
);
export const reorderSteps = /* @__PURE__ */ route(
  'journeys.reorderSteps',
  'POST /api/journeys/{id}/steps/reorder',
  'admin',
  { audit: 'write' },
);

/** Every route of contract/journeys.ts, typed by its endpoint, for the browser's calls. */
export const journeys: RoutesOf<typeof contract> = {
  listJourneys,
  listFeaturedJourneys,
  createJourney,
  getJourney,
  updateJourney,
  deleteJourney,
  setFeatured,
  setComingSoon,
  reorderFeatured,
  listSteps,
  createStep,
  updateStep,
  deleteStep,
  reorderSteps,
};
