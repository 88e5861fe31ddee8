import { createHash, randomBytes } from 'node:crypto';
import { GMAIL_TEXTS } from '#shared/texts.ts';
import { config } from '../../lib/config.ts';
import { HttpError } from '../../lib/errors.ts';
import { GMAIL_SCOPE } from './constants.ts';

/**
 * Google's OAuth 2.0 addresses and the two steps of the protocol that are plain HTTP and need no SDK: the
 * consent page's URL and token revocation (RFC 7009). The code exchange, token refresh and the Gmail API go
 * through google-auth-library and googleapis (google.ts), which cost about 0.4 MB per bundle: the status,
 * consent-URL, revoke and disconnect functions do without them. GOOGLE_BASE_URL points everything at a
 * Google-compatible server (the fake in test/fakes); unset, Google's own addresses.
 */
const GOOGLE = {
  auth: 'https://accounts.google.com/o/oauth2/v2/auth',
  token: 'https://oauth2.googleapis.com/token',
  revoke: 'https://oauth2.googleapis.com/revoke',
  gmail: 'https://gmail.googleapis.com/',
};

export const googleUrls = (): typeof GOOGLE => {
  const root = config().GOOGLE_BASE_URL?.replace(/\/$/, '');
  if (!root) return GOOGLE;
  return {
    auth: `${root}/o/oauth2/v2/auth`,
    token: `${root}/token`,
    revoke: `${root}/revoke`,
    gmail: `${root}/`,
  };
};

export const googleConfigured = (): boolean => Boolean(config().GOOGLE_CLIENT_ID);

/** 503 with a clear sentence when no Google client is configured here. */
export const assertGoogleConfigured = (): void => {
  if (!googleConfigured()) throw new HttpError(503, GMAIL_TEXTS.notConfigured);
};

/** Where Google sends the browser back: the app's own origin, so the session cookie comes along. */
export const redirectUri = (): string => `${new URL(config().APP_URL).origin}/api/gmail/callback`;

/** A PKCE verifier (RFC 7636: 43-128 unreserved characters) and its S256 challenge. */
export const pkcePair = (): { verifier: string; challenge: string } => {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

/**
 * The consent page's address (Google's "OAuth 2.0 for web server applications"): the authorization-code flow
 * with offline access (a refresh token), gmail.readonly only, PKCE S256 and our state. `prompt` asks for the
 * account and the consent every time, so a relink or "Change Account" gets a fresh refresh token.
 * test/unit: the same address google-auth-library's generateAuthUrl builds.
 */
export const consentUrl = (state: string, challenge: string): string => {
  assertGoogleConfigured();
  const url = new URL(googleUrls().auth);
  url.search = new URLSearchParams({
    access_type: 'offline',
    scope: GMAIL_SCOPE,
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    prompt: 'select_account consent',
    include_granted_scopes: 'false',
    response_type: 'code',
    client_id: config().GOOGLE_CLIENT_ID!,
    redirect_uri: redirectUri(),
  }).toString();
  return url.toString();
};

/** Revokes a token at Google (RFC 7009 as Google serves it): true when Google confirmed. */
export const revokeGoogleToken = async (token: string): Promise<boolean> => {
  const response = await fetch(googleUrls().revoke, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
    signal: AbortSignal.timeout(10_000),
  });
  return response.ok;
};

/** The HTTP status of a failed Google call (gaxios errors carry it), or undefined for a network failure. */
export const googleStatus = (error: unknown): number | undefined => {
  const candidate = error as { status?: unknown; response?: { status?: unknown }; code?: unknown };
  const status = candidate.response?.status ?? candidate.status ?? candidate.code;
  if (typeof status === 'number') return status;
  return typeof status === 'string' && /^\d+$/.test(status) ? Number(status) : undefined;
};

/**
 * Whether Google refused the link itself (the refresh token was revoked or expired: `invalid_grant` from the
 * token endpoint, or 401 from Gmail), as opposed to one call failing. The narrator must connect again.
 */
export const grantEnded = (error: unknown): boolean => {
  const status = googleStatus(error);
  const data = (error as { response?: { data?: { error?: unknown } } }).response?.data;
  return status === 401 || (status === 400 && data?.error === 'invalid_grant');
};
