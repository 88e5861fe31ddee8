import type * as contract from '../auth.ts';
import { type RoutesOf, routes } from '../endpoint.ts';

/*
 * The declarations of the auth endpoints: name, method, path, auth and the rules the wrapper applies. Each is
 * the root its contract entry (../auth.ts) extends with schemas; the browser imports only these.
 */
export const declared = /* @__PURE__ */ routes('auth', {
  register: ['POST /api/auth/register', 'public', { status: 201 }],
  login: ['POST /api/auth/login', 'public'],
  loginTwoFactor: ['POST /api/auth/login/two-factor', 'public'],
  status: ['GET /api/auth/status', 'user'],
  logout: ['POST /api/auth/logout', 'public'],
  forgotPassword: ['POST /api/auth/forgot-password', 'public'],
  resetPassword: ['POST /api/auth/reset-password', 'public'],
  verifyEmail: ['POST /api/auth/verify-email', 'public'],
  resendVerification: ['POST /api/auth/resend-verification', 'user'],
});

/** Every route of contract/auth.ts, typed by its endpoint, for the browser's calls. */
export const auth: RoutesOf<typeof contract> = declared;
