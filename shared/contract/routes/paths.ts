import { type RoutesOf, routes } from '../endpoint.ts';
import type * as contract from '../paths.ts';

/*
 * The declarations of the paths endpoints: name, method, path, auth and the rules the wrapper applies. Each is
 * the root its contract entry (../paths.ts) extends with schemas; the browser imports only these.
 */
export const declared = /* @__PURE__ */ routes('paths', {
  listPaths: ['GET /api/paths', 'admin'],
  createPath: ['POST /api/paths', 'admin', { status: 201, audit: 'write' }],
  getPath: ['GET /api/paths/{id}', 'user'],
  updatePath: ['PUT /api/paths/{id}', 'admin', { audit: 'write' }],
  deletePath: ['DELETE /api/paths/{id}', 'admin', { status: 204, audit: 'write' }],
  duplicatePath: ['POST /api/paths/{id}/duplicate', 'admin', { status: 201, audit: 'write' }],
});

/** Every route of contract/paths.ts, typed by its endpoint, for the browser's calls. */
export const paths: RoutesOf<typeof contract> = declared;
