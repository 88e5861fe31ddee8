import type * as contract from '../account.ts';
import type { RoutesOf } from '../endpoint.ts';

/** The method and path of every endpoint of contract/account.ts (no schemas: see ./index.ts). */
export const account: RoutesOf<typeof contract> = {
  changePassword: { method: 'POST', path: '/api/account/change-password' },
  deleteAccount: { method: 'POST', path: '/api/account/delete' },
  setupTwoFactor: { method: 'POST', path: '/api/account/two-factor/setup' },
  enableTwoFactor: { method: 'POST', path: '/api/account/two-factor/enable' },
  disableTwoFactor: { method: 'POST', path: '/api/account/two-factor/disable' },
};
