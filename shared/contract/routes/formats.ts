import type { RoutesOf } from '../endpoint.ts';
import type * as contract from '../formats.ts';

/** The method and path of every endpoint of contract/formats.ts (no schemas: see ./index.ts). */
export const formats: RoutesOf<typeof contract> = {
  listFormats: { method: 'GET', path: '/api/admin/formats' },
  createFormat: { method: 'POST', path: '/api/admin/formats' },
  getAdminFormat: { method: 'GET', path: '/api/admin/formats/{id}' },
  updateFormat: { method: 'PUT', path: '/api/admin/formats/{id}' },
  deleteFormat: { method: 'DELETE', path: '/api/admin/formats/{id}' },
  getFormat: { method: 'GET', path: '/api/formats/{id}' },
};
