import { type RoutesOf, routes } from '../endpoint.ts';
import type * as contract from '../formats.ts';

/*
 * The declarations of the formats endpoints: name, method, path, auth and the rules the wrapper applies. Each is
 * the root its contract entry (../formats.ts) extends with schemas; the browser imports only these.
 */
export const declared = /* @__PURE__ */ routes('formats', {
  listFormats: ['GET /api/admin/formats', 'admin'],
  createFormat: ['POST /api/admin/formats', 'admin', { status: 201, audit: 'write' }],
  getAdminFormat: ['GET /api/admin/formats/{id}', 'admin'],
  updateFormat: ['PUT /api/admin/formats/{id}', 'admin', { audit: 'write' }],
  deleteFormat: ['DELETE /api/admin/formats/{id}', 'admin', { status: 204, audit: 'write' }],
  getFormat: ['GET /api/formats/{id}', 'user'],
});

/** Every route of contract/formats.ts, typed by its endpoint, for the browser's calls. */
export const formats: RoutesOf<typeof contract> = declared;
