import type * as contract from '../account.ts';
import { type RoutesOf, route } from '../endpoint.ts';

/*
 * The declarations of the account endpoints: name, method, path, auth and the rules the wrapper applies. Each is
 * the root its contract entry (../account.ts) extends with schemas; the browser imports only these.
 */
export const changePassword = /* @__PURE__ */ route(
  'account.changePassword',
  'POST /api/account/change-password',
  'user',
);
/** Closes the account at once; everything in it is deleted on a queue (202). */
export const deleteAccount = /* @__PURE__ */ route(
  'account.deleteAccount',
  'POST /api/account/delete',
  'user',
  {
    status: 202,
  },
);
export const setupTwoFactor = /* @__PURE__ */ route(
  'account.setupTwoFactor',
  'POST /api/account/two-factor/setup',
  'user',
);
export const enableTwoFactor = /* @__PURE__ */ route(
  'account.enableTwoFactor',
  'POST /api/account/two-factor/enable',
  'user',
);
export const disableTwoFactor = /* @__PURE__ */ route(
  'account.disableTwoFactor',
  'POST /api/account/two-factor/disable',
  'user',
);
export const renewRecoveryCodes = /* @__PURE__ */ route(
  'account.renewRecoveryCodes',
  'POST /api/account/two-factor/recovery-codes',
  'user',
);
/** "Your sessions" on /profile (issue 23, M6). */
export const listSessions = /* @__PURE__ */ route(
  'account.listSessions',
  'GET /api/account/sessions',
  'user',
);
export const endSession = /* @__PURE__ */ route(
  'account.endSession',
  'DELETE /api/account/sessions/{id}',
  'user',
);
/** "Download everything" (issue 26): a zip built on a queue, for its owner only. */
export const startExport = /* @__PURE__ */ route('account.startExport', 'POST /api/account/export', 'user', {
  status: 202,
});
export const getExport = /* @__PURE__ */ route(
  'account.getExport',
  'GET /api/account/export/{jobId}',
  'user',
);
export const downloadExport = /* @__PURE__ */ route(
  'account.downloadExport',
  'GET /api/account/export/{jobId}/download',
  'user',
  { redirect: true },
);

/** Every route of contract/account.ts, typed by its endpoint, for the browser's calls. */
export const account: RoutesOf<typeof contract> = {
  changePassword,
  deleteAccount,
  setupTwoFactor,
  enableTwoFactor,
  disableTwoFactor,
  renewRecoveryCodes,
  listSessions,
  endSession,
  startExport,
  getExport,
  downloadExport,
};
