import type { RoutesOf } from '../endpoint.ts';
import type * as contract from '../paths.ts';

/** The method and path of every endpoint of contract/paths.ts (no schemas: see ./index.ts). */
export const paths: RoutesOf<typeof contract> = {
  listPaths: { method: 'GET', path: '/api/paths' },
  createPath: { method: 'POST', path: '/api/paths' },
  getPath: { method: 'GET', path: '/api/paths/{id}' },
  updatePath: { method: 'PUT', path: '/api/paths/{id}' },
  deletePath: { method: 'DELETE', path: '/api/paths/{id}' },
  duplicatePath: { method: 'POST', path: '/api/paths/{id}/duplicate' },
};
