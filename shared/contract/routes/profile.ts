import type { RoutesOf } from '../endpoint.ts';
import type * as contract from '../profile.ts';

/** The method and path of every endpoint of contract/profile.ts (no schemas: see ./index.ts). */
export const profile: RoutesOf<typeof contract> = {
  getProfile: { method: 'GET', path: '/api/profile' },
  updatePermissions: { method: 'PUT', path: '/api/profile/permissions' },
};
