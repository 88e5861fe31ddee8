import { type RoutesOf, route } from '../endpoint.ts';
import type * as contract from '../research.ts';

/*
 * The declarations of the research endpoints: name, method, path, auth and the rules the wrapper applies. Each is
 * the root its contract entry (../research.ts) extends with schemas; the browser imports only these.
 */
export const listReports = /* @__PURE__ */ route('research.listReports', 'GET /api/research', 'user');
export const getReport = /* @__PURE__ */ route('research.getReport', 'GET /api/research/{id}', 'user');
export const createReport = /* @__PURE__ */ route('research.createReport', 'POST /api/research', 'user', {
  status: 201,
});
export const updateReport = /* @__PURE__ */ route('research.updateReport', 'PUT /api/research/{id}', 'user');
export const deleteReport = /* @__PURE__ */ route(
  'research.deleteReport',
  'DELETE /api/research/{id}',
  'user',
  { status: 204 },
);

/** Every route of contract/research.ts, typed by its endpoint, for the browser's calls. */
export const research: RoutesOf<typeof contract> = {
  listReports,
  getReport,
  createReport,
  updateReport,
  deleteReport,
};
