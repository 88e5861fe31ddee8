import type { RoutesOf } from '../endpoint.ts';
import type * as contract from '../research.ts';

/** The method and path of every endpoint of contract/research.ts (no schemas: see ./index.ts). */
export const research: RoutesOf<typeof contract> = {
  listReports: { method: 'GET', path: '/api/research' },
  getReport: { method: 'GET', path: '/api/research/{id}' },
  createReport: { method: 'POST', path: '/api/research' },
  updateReport: { method: 'PUT', path: '/api/research/{id}' },
  deleteReport: { method: 'DELETE', path: '/api/research/{id}' },
};
