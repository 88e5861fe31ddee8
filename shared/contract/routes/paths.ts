import { type RoutesOf, route } from '../endpoint.ts';
import type * as contract from '../paths.ts';

/*
 * The declarations of the paths endpoints: name, method, path, auth and the rules the wrapper applies. Each is
 * the root its contract entry (../paths.ts) extends with schemas; the browser imports only these.
 */
export const listPaths = /* @__PURE__ */ route('paths.listPaths', 'GET /api/paths', 'admin');
export const createPath = /* @__PURE__ */ route('paths.createPath', 'POST /api/paths', 'admin', {
  status: 201,
  audit: 'write',
});
export const getPath = /* @__PURE__ */ route('paths.getPath', 'GET /api/paths/{id}', 'user');
export const updatePath = /* @__PURE__ */ route('paths.updatePath', 'PUT /api/paths/{id}', 'admin', {
  audit: 'write',
});
export const deletePath = /* @__PURE__ */ route('paths.deletePath', 'DELETE /api/paths/{id}', 'admin', {
  status: 204,
  audit: 'write',
});
export const duplicatePath = /* @__PURE__ */ route(
  'paths.duplicatePath',
  'POST /api/paths/{id}/duplicate',
  'admin',
  { status: 201, audit: 'write' },
);

/** Every route of contract/paths.ts, typed by its endpoint, for the browser's calls. */
export const paths: RoutesOf<typeof contract> = {
  listPaths,
  createPath,
  getPath,
  updatePath,
  deletePath,
  duplicatePath,
};
