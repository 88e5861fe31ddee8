import { type RoutesOf, route } from '../endpoint.ts';
import type * as contract from '../profile.ts';

/*
 * The declarations of the profile endpoints: name, method, path, auth and the rules the wrapper applies. Each is
 * the root its contract entry (../profile.ts) extends with schemas; the browser imports only these.
 */
export const getProfile = /* @__PURE__ */ route('profile.getProfile', 'GET /api/profile', 'user');
export const updatePermissions = /* @__PURE__ */ route(
  'profile.updatePermissions',
  'PUT /api/profile/permissions',
  'user',
);

/** Every route of contract/profile.ts, typed by its endpoint, for the browser's calls. */
export const profile: RoutesOf<typeof contract> = { getProfile, updatePermissions };
