import type { AuthResponse } from '#shared/schemas/auth.ts';
import { apiRequest } from '../api-client';
import { AUTH_STATE_TEXTS } from './texts';

export interface Credentials {
  email: string;
  password: string;
}

/** Auth answers may also carry a token (spec part A §7); this API keeps the session in a cookie. */
export type SignInAnswer = AuthResponse & { token?: string };

const auth = { expireSessionOn401: false } as const;

export const loginRequest = (credentials: Credentials) =>
  apiRequest<SignInAnswer>('/api/auth/login', {
    ...auth,
    method: 'POST',
    body: credentials,
    fallbackError: AUTH_STATE_TEXTS.loginFailed,
  });

export const statusRequest = () =>
  apiRequest<SignInAnswer>('/api/auth/status', { ...auth, fallbackError: AUTH_STATE_TEXTS.notAuthenticated });

export const logoutRequest = () => apiRequest<unknown>('/api/auth/logout', { ...auth, method: 'POST' });

export const forgotPasswordRequest = (email: string) =>
  apiRequest<{ message: string }>('/api/auth/forgot-password', {
    ...auth,
    method: 'POST',
    body: { email },
    fallbackError: AUTH_STATE_TEXTS.resetRequestRejected,
  });

export const resetPasswordRequest = (token: string, password: string) =>
  apiRequest<SignInAnswer>('/api/auth/reset-password', {
    ...auth,
    method: 'POST',
    body: { token, password },
    fallbackError: AUTH_STATE_TEXTS.resetRejected,
  });
