import { type RoutesOf, route } from '../endpoint.ts';
import type * as contract from '../formats.ts';

/*
 * The declarations of the formats endpoints: name, method, path, auth and the rules the wrapper applies. Each is
 * the root its contract entry (../formats.ts) extends with schemas; the browser imports only these.
 */
export const listFormats = /* @__PURE__ */ route('formats.listFormats', 'GET /api/admin/formats', 'admin');
export const createFormat = /* @__PURE__ */ route(
  'formats.createFormat',
  'POST /api/admin/formats',
  'admin',
  { status: 201, audit: 'write' },
);
export const getAdminFormat = /* @__PURE__ */ route(
  'formats.getAdminFormat',
  'GET /api/admin/formats/{id}',
  'admin',
);
export const updateFormat = /* @__PURE__ */ route(
  'formats.updateFormat',
  'PUT /api/admin/formats/{id}',
  'admin',
  { audit: 'write' },
);
export const deleteFormat = /* @__PURE__ */ route(
  'formats.deleteFormat',
  'DELETE /api/admin/formats/{id}',
  'admin',
  { status: 204, audit: 'write' },
);
export const getFormat = /* @__PURE__ */ route('formats.getFormat', 'GET /api/formats/{id}', 'user');

/** Every route of contract/formats.ts, typed by its endpoint, for the browser's calls. */
export const formats: RoutesOf<typeof contract> = {
  listFormats,
  createFormat,
  getAdminFormat,
  updateFormat,
  deleteFormat,
  getFormat,
};
