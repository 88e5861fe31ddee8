import type * as contract from '../auth.ts';
import { type RoutesOf, route } from '../endpoint.ts';

/*
 * The declarations of the auth endpoints: name, method, path, auth and the rules the wrapper applies. Each is
 * the root its contract entry (../auth.ts) extends with schemas; the browser imports only these.
 */
export const register = /* @__PURE__ */ route('auth.register', 'POST /api/auth/register', 'public', {
  status: 201,
});
export const login = /* @__PURE__ */ route('auth.login', 'POST /api/auth/login', 'public');
export const loginTwoFactor = /* @__PURE__ */ route(
  'auth.loginTwoFactor',
  'POST /api/auth/login/two-factor',
  'public',
);
export const status = /* @__PURE__ */ route('auth.status', 'GET /api/auth/status', 'user');
export const logout = /* @__PURE__ */ route('auth.logout', 'POST /api/auth/logout', 'public');
export const forgotPassword = /* @__PURE__ */ route(
  'auth.forgotPassword',
  'POST /api/auth/forgot-password',
  'public',
);
export const resetPassword = /* @__PURE__ */ route(
  'auth.resetPassword',
  'POST /api/auth/reset-password',
  'public',
);
export const verifyEmail = /* @__PURE__ */ route('auth.verifyEmail', 'POST /api/auth/verify-email', 'public');
export const resendVerification = /* @__PURE__ */ route(
  'auth.resendVerification',
  'POST /api/auth/resend-verification',
  'user',
);

/** Every route of contract/auth.ts, typed by its endpoint, for the browser's calls. */
export const auth: RoutesOf<typeof contract> = {
  register,
  login,
  loginTwoFactor,
  status,
  logout,
  forgotPassword,
  resetPassword,
  verifyEmail,
  resendVerification,
};
