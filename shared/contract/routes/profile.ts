import { type RoutesOf, routes } from '../endpoint.ts';
import type * as contract from '../profile.ts';

/*
 * The declarations of the profile endpoints: name, method, path, auth and the rules the wrapper applies. Each is
 * the root its contract entry (../profile.ts) extends with schemas; the browser imports only these.
 */
export const declared = /* @__PURE__ */ routes('profile', {
  getProfile: ['GET /api/profile', 'user'],
  updatePermissions: ['PUT /api/profile/permissions', 'user'],
});

/** Every route of contract/profile.ts, typed by its endpoint, for the browser's calls. */
export const profile: RoutesOf<typeof contract> = declared;
