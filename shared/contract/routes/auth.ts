import type * as contract from '../auth.ts';
import type { RoutesOf } from '../endpoint.ts';

/** The method and path of every endpoint of contract/auth.ts (no schemas: see ./index.ts). */
export const auth: RoutesOf<typeof contract> = {
  register: { method: 'POST', path: '/api/auth/register' },
  login: { method: 'POST', path: '/api/auth/login' },
  loginTwoFactor: { method: 'POST', path: '/api/auth/login/two-factor' },
  status: { method: 'GET', path: '/api/auth/status' },
  logout: { method: 'POST', path: '/api/auth/logout' },
  forgotPassword: { method: 'POST', path: '/api/auth/forgot-password' },
  resetPassword: { method: 'POST', path: '/api/auth/reset-password' },
  verifyEmail: { method: 'POST', path: '/api/auth/verify-email' },
  resendVerification: { method: 'POST', path: '/api/auth/resend-verification' },
};
