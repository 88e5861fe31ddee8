import type { RoutesOf } from '../endpoint.ts';
import type * as contract from '../journeys.ts';

/** The method and path of every endpoint of contract/journeys.ts (no schemas: see ./index.ts). */
export const journeys: RoutesOf<typeof contract> = {
  listJourneys: { method: 'GET', path: '/api/journeys' },
  listFeaturedJourneys: { method: 'GET', path: '/api/journeys/featured/list' },
  createJourney: { method: 'POST', path: '/api/journeys' },
  getJourney: { method: 'GET', path: '/api/journeys/{id}' },
  updateJourney: { method: 'PUT', path: '/api/journeys/{id}' },
  deleteJourney: { method: 'DELETE', path: '/api/journeys/{id}' },
  setFeatured: { method: 'PATCH', path: '/api/journeys/{id}/featured' },
  setComingSoon: { method: 'PATCH', path: '/api/journeys/{id}/coming-soon' },
  reorderFeatured: { method: 'PATCH', path: '/api/journeys/featured/reorder' },
  listSteps: { method: 'GET', path: '/api/journeys/{id}/steps' },
  createStep: { method: 'POST', path: '/api/journeys/{id}/steps' },
  updateStep: { method: 'PUT', path: '/api/journeys/{id}/steps/{stepId}' },
  deleteStep: { method: 'DELETE', path: '/api/journeys/{id}/steps/{stepId}' },
  reorderSteps: { method: 'POST', path: '/api/journeys/{id}/steps/reorder' },
};
