import {
  authResponse,
  forgotPasswordBody,
  loginBody,
  loginResponse,
  loginTwoFactorBody,
  registerBody,
  resetPasswordBody,
  verifyEmailBody,
} from '../schemas/auth.ts';
import { messageBody } from '../schemas/common.ts';
import { endpointsOf } from './define.ts';
import { declared } from './routes/auth.ts';

const define = /* @__PURE__ */ endpointsOf(declared);

export const register = /* @__PURE__ */ define('register', () => ({
  body: registerBody,
  response: authResponse,
}));
export const login = /* @__PURE__ */ define('login', () => ({ body: loginBody, response: loginResponse }));
/** The second step of sign-in when two-factor sign-in is on: the code (or a recovery code) opens the session. */
export const loginTwoFactor = /* @__PURE__ */ define('loginTwoFactor', () => ({
  body: loginTwoFactorBody,
  response: authResponse,
}));
export const status = /* @__PURE__ */ define('status', () => ({ response: authResponse }));
export const logout = /* @__PURE__ */ define('logout', () => ({ response: messageBody }));
export const forgotPassword = /* @__PURE__ */ define('forgotPassword', () => ({
  body: forgotPasswordBody,
  response: messageBody,
}));
/**
 * Spends a reset link and signs in. With two-factor sign-in on, the body must also carry a code (or a recovery
 * code): without it 400, with a wrong one 401 as at sign-in, and the link, the password and the sessions stay.
 */
export const resetPassword = /* @__PURE__ */ define('resetPassword', () => ({
  body: resetPasswordBody,
  response: authResponse,
}));
/** Spends the link mailed at registration; works signed in or not (the link may be opened on another device). */
export const verifyEmail = /* @__PURE__ */ define('verifyEmail', () => ({
  body: verifyEmailBody,
  response: messageBody,
}));
export const resendVerification = /* @__PURE__ */ define('resendVerification', () => ({
  response: messageBody,
}));
