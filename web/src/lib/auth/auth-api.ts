import type { login } from '#shared/contract/auth.ts';
import type { BodyOf } from '#shared/contract/endpoint.ts';
import { auth } from '#shared/contract/routes/auth.ts';
import type { AuthResponse, LoginResponse } from '#shared/schemas/auth.ts';
import { callEndpoint } from '../api-client';
import { AUTH_STATE_TEXTS } from './texts';

export type Credentials = BodyOf<typeof login>;

/** Auth answers may also carry a token (spec part A §7); this API keeps the session in a cookie. */
export type SignInAnswer = AuthResponse & { token?: string };

/** Auth calls answer 401 as part of their own flow (a wrong password, no session), not as an expiry. */
const own401 = { expireSessionOn401: false } as const;

/** The user and session, or (two-factor sign-in on) a challenge for the second step and no session yet. */
export type LoginAnswer = LoginResponse & { token?: string };

export const loginRequest = (credentials: Credentials): Promise<LoginAnswer> =>
  callEndpoint(auth.login, { ...own401, body: credentials, fallbackError: AUTH_STATE_TEXTS.loginFailed });

/** What proves the second factor: a code from the authenticator app, or one recovery code. */
export type SecondFactor = { code: string } | { recoveryCode: string };

export const loginTwoFactorRequest = (challenge: string, proof: SecondFactor): Promise<SignInAnswer> =>
  callEndpoint(auth.loginTwoFactor, {
    ...own401,
    body: { challenge, ...proof },
    fallbackError: AUTH_STATE_TEXTS.loginFailed,
  });

export const statusRequest = (): Promise<SignInAnswer> =>
  callEndpoint(auth.status, { ...own401, fallbackError: AUTH_STATE_TEXTS.notAuthenticated });

let pageLoadCheck: Promise<SignInAnswer> | undefined;

/**
 * Sends the page load's session check as soon as the entry script runs, before React renders, so it
 * overlaps the first screen's chunks instead of following them (main.tsx calls it first).
 */
export const startPageLoadStatus = (): void => {
  pageLoadCheck ??= statusRequest();
  // Read by the first session check; a failure is its answer, not an unhandled rejection.
  pageLoadCheck.catch(() => undefined);
};

/** The page load's session check if it was started and not yet read, else a new one. */
export const sessionStatus = (): Promise<SignInAnswer> => {
  const started = pageLoadCheck;
  pageLoadCheck = undefined;
  return started ?? statusRequest();
};

export const logoutRequest = () => callEndpoint(auth.logout, own401);

export const forgotPasswordRequest = (email: string) =>
  callEndpoint(auth.forgotPassword, {
    ...own401,
    body: { email },
    fallbackError: AUTH_STATE_TEXTS.resetRequestRejected,
  });

/** Sets the new password and signs in; an account with two-factor sign-in on also sends its second factor. */
export const resetPasswordRequest = (
  token: string,
  password: string,
  proof?: SecondFactor,
): Promise<SignInAnswer> =>
  callEndpoint(auth.resetPassword, {
    ...own401,
    body: { token, password, ...proof },
    fallbackError: AUTH_STATE_TEXTS.resetRejected,
  });

export const verifyEmailRequest = (token: string) =>
  callEndpoint(auth.verifyEmail, { ...own401, body: { token } });

export const resendVerificationRequest = () => callEndpoint(auth.resendVerification);
