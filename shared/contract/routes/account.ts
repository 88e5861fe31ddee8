import type * as contract from '../account.ts';
import { type RoutesOf, routes } from '../endpoint.ts';

/*
 * The declarations of the account endpoints: name, method, path, auth and the rules the wrapper applies. Each is
 * the root its contract entry (../account.ts) extends with schemas; the browser imports only these.
 */
export const declared = /* @__PURE__ */ routes('account', {
  changePassword: ['POST /api/account/change-password', 'user'],
  /** Closes the account at once; everything in it is deleted on a queue (202). */
  deleteAccount: ['POST /api/account/delete', 'user', { status: 202 }],
  setupTwoFactor: ['POST /api/account/two-factor/setup', 'user'],
  enableTwoFactor: ['POST /api/account/two-factor/enable', 'user'],
  disableTwoFactor: ['POST /api/account/two-factor/disable', 'user'],
  renewRecoveryCodes: ['POST /api/account/two-factor/recovery-codes', 'user'],
  /** "Your sessions" on /profile (issue 23, M6). */
  listSessions: ['GET /api/account/sessions', 'user'],
  endSession: ['DELETE /api/account/sessions/{id}', 'user'],
  /** "Download everything" (issue 26): a zip built on a queue, for its owner only. */
  startExport: ['POST /api/account/export', 'user', { status: 202 }],
  getExport: ['GET /api/account/export/{jobId}', 'user'],
  downloadExport: ['GET /api/account/export/{jobId}/download', 'user', { redirect: true }],
});

/** Every route of contract/account.ts, typed by its endpoint, for the browser's calls. */
export const account: RoutesOf<typeof contract> = declared;
