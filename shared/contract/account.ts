import * as z from 'zod/mini';
import {
  changePasswordBody,
  deleteAccountBody,
  renewRecoveryCodesBody,
  sessionList,
  twoFactorDisableBody,
  twoFactorEnableBody,
  twoFactorEnableResponse,
  twoFactorSetupBody,
  twoFactorSetupResponse,
} from '../schemas/account.ts';
import { emptyBody, messageBody } from '../schemas/common.ts';
import { exportJob, exportStatus } from '../schemas/voice.ts';
import { endpointsOf } from './define.ts';
import { declared } from './routes/account.ts';

const define = /* @__PURE__ */ endpointsOf(declared);

/** Account controls on /profile (issue 14): both ask for the password again. */
export const changePassword = /* @__PURE__ */ define('changePassword', () => ({
  body: changePasswordBody,
  response: messageBody,
}));
export const deleteAccount = /* @__PURE__ */ define('deleteAccount', () => ({
  body: deleteAccountBody,
  response: messageBody,
}));
/** Two-factor sign-in (ASVS 6.3.3): set up with the password again, turn on with a first code, turn off. */
export const setupTwoFactor = /* @__PURE__ */ define('setupTwoFactor', () => ({
  body: twoFactorSetupBody,
  response: twoFactorSetupResponse,
}));
export const enableTwoFactor = /* @__PURE__ */ define('enableTwoFactor', () => ({
  body: twoFactorEnableBody,
  response: twoFactorEnableResponse,
}));
export const disableTwoFactor = /* @__PURE__ */ define('disableTwoFactor', () => ({
  body: twoFactorDisableBody,
  response: messageBody,
}));
/** A new set of recovery codes, shown once; the old set stops working (issue 23). */
export const renewRecoveryCodes = /* @__PURE__ */ define('renewRecoveryCodes', () => ({
  body: renewRecoveryCodesBody,
  response: twoFactorEnableResponse,
}));
/** The narrator's open sessions, this device first (issue 23, M6). */
export const listSessions = /* @__PURE__ */ define('listSessions', () => ({ response: sessionList }));
/** Ends one of the narrator's own sessions by its opaque id; another user's id answers 404. */
export const endSession = /* @__PURE__ */ define('endSession', () => ({ response: messageBody }));
/** Starts "Download everything": 202 with the job that builds the zip on a queue. */
export const startExport = /* @__PURE__ */ define('startExport', () => ({
  body: z.optional(emptyBody),
  response: exportJob,
}));
/** The export's progress, and once ready the owner's download address. */
export const getExport = /* @__PURE__ */ define('getExport', () => ({ response: exportStatus }));
/** The zip itself: a 302 to a short-lived address of the file, for its owner's session only. */
export const downloadExport = /* @__PURE__ */ define('downloadExport', () => ({ response: z.unknown() }));
