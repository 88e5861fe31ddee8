import { type RoutesOf, routes } from '../endpoint.ts';
import type * as contract from '../journeys.ts';

/*
 * The declarations of the journeys endpoints: name, method, path, auth and the rules the wrapper applies. Each is
 * the root its contract entry (../journeys.ts) extends with schemas; the browser imports only these.
 */
export const declared = /* @__PURE__ */ routes('journeys', {
  listJourneys: ['GET /api/journeys', 'admin'],
  listFeaturedJourneys: ['GET /api/journeys/featured/list', 'user'],
  createJourney: ['POST /api/journeys', 'admin', { status: 201, audit: 'write' }],
  getJourney: ['GET /api/journeys/{id}', 'admin'],
  updateJourney: ['PUT /api/journeys/{id}', 'admin', { audit: 'write' }],
  deleteJourney: ['DELETE /api/journeys/{id}', 'admin', { status: 204, audit: 'write' }],
  setFeatured: ['PATCH /api/journeys/{id}/featured', 'admin', { audit: 'write' }],
  setComingSoon: ['PATCH /api/journeys/{id}/coming-soon', 'admin', { audit: 'write' }],
  reorderFeatured: ['PATCH /api/journeys/featured/reorder', 'admin', { audit: 'write' }],
  listSteps: ['GET /api/journeys/{id}/steps', 'admin'],
  createStep: ['POST /api/journeys/{id}/steps', 'admin', { status: 201, audit: 'write' }],
  updateStep: ['PUT /api/journeys/{id}/steps/{stepId}', 'admin', { audit: 'write' }],
  deleteStep: ['DELETE /api/journeys/{id}/steps/{stepId}', 'admin', { status: 204, audit: 'write' }],
  reorderSteps: ['POST /api/journeys/{id}/steps/reorder', 'admin', { audit: 'write' }],
});

/** Every route of contract/journeys.ts, typed by its endpoint, for the browser's calls. */
export const journeys: RoutesOf<typeof contract> = declared;
