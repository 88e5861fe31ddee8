import { type RoutesOf, routes } from '../endpoint.ts';
import type * as contract from '../research.ts';

/*
 * The declarations of the research endpoints: name, method, path, auth and the rules the wrapper applies. Each is
 * the root its contract entry (../research.ts) extends with schemas; the browser imports only these.
 */
export const declared = /* @__PURE__ */ routes('research', {
  listReports: ['GET /api/research', 'user'],
  getReport: ['GET /api/research/{id}', 'user'],
  createReport: ['POST /api/research', 'user', { status: 201 }],
  updateReport: ['PUT /api/research/{id}', 'user'],
  deleteReport: ['DELETE /api/research/{id}', 'user', { status: 204 }],
});

/** Every route of contract/research.ts, typed by its endpoint, for the browser's calls. */
export const research: RoutesOf<typeof contract> = declared;
