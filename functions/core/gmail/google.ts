import { createHash, randomBytes } from 'node:crypto';
import { OAuth2Client } from 'google-auth-library';
import { gmail_v1 } from 'googleapis/build/src/apis/gmail/v1.js';
import { GMAIL_TEXTS } from '#shared/texts.ts';
import { config } from '../../lib/config.ts';
import { HttpError } from '../../lib/errors.ts';
import { readSecret } from '../../lib/secrets.ts';
import { GMAIL_SCOPE } from './constants.ts';

/**
 * The Google side of Gmail linking, through googleapis (the Gmail v1 client on its own, imported from its
 * module rather than the `googleapis` index, which would bundle all 300+ Google APIs) and
 * google-auth-library's OAuth2Client. GOOGLE_BASE_URL points both at a Google-compatible server (the fake in
 * test/fakes); unset, they talk to Google.
 */
const GOOGLE_AUTH_URL = 'https://accounts.google.com/o/oauth2/v2/auth';
const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
const GOOGLE_REVOKE_URL = 'https://oauth2.googleapis.com/revoke';
const GMAIL_ROOT_URL = 'https://gmail.googleapis.com/';

export const googleConfigured = (): boolean => Boolean(config().GOOGLE_CLIENT_ID);

/** 503 with a clear sentence when no Google client is configured here. */
export const assertGoogleConfigured = (): void => {
  if (!googleConfigured()) throw new HttpError(503, GMAIL_TEXTS.notConfigured);
};

/** Where Google sends the browser back: the app's own origin, so the session cookie comes along. */
export const redirectUri = (): string => `${new URL(config().APP_URL).origin}/api/gmail/callback`;

const clientSecret = async (): Promise<string> => {
  const { GOOGLE_CLIENT_SECRET, GOOGLE_SECRET_ARN } = config();
  if (GOOGLE_CLIENT_SECRET) return GOOGLE_CLIENT_SECRET;
  if (GOOGLE_SECRET_ARN) return readSecret('GOOGLE_SECRET_ARN', GOOGLE_SECRET_ARN);
  return '';
};

const base = () => config().GOOGLE_BASE_URL?.replace(/\/$/, '');

/** An OAuth2 client for this app; with a refresh token, it mints access tokens as calls need them. */
export const oauthClient = async (
  refreshToken?: string,
  { secret = true }: { secret?: boolean } = {},
): Promise<OAuth2Client> => {
  assertGoogleConfigured();
  const root = base();
  const client = new OAuth2Client({
    clientId: config().GOOGLE_CLIENT_ID,
    // Building the consent page's address needs no secret: that function is not granted it.
    clientSecret: secret ? await clientSecret() : undefined,
    redirectUri: redirectUri(),
    endpoints: {
      oauth2AuthBaseUrl: root ? `${root}/o/oauth2/v2/auth` : GOOGLE_AUTH_URL,
      oauth2TokenUrl: root ? `${root}/token` : GOOGLE_TOKEN_URL,
      oauth2RevokeUrl: root ? `${root}/revoke` : GOOGLE_REVOKE_URL,
    },
  });
  if (refreshToken) client.setCredentials({ refresh_token: refreshToken });
  return client;
};

/** A Gmail API client acting for the holder of `auth`'s credentials. */
export const gmailClient = (auth: OAuth2Client): gmail_v1.Gmail =>
  new gmail_v1.Gmail({ auth, rootUrl: base() ? `${base()}/` : GMAIL_ROOT_URL });

/** A PKCE verifier (RFC 7636: 43-128 unreserved characters) and its S256 challenge. */
export const pkcePair = (): { verifier: string; challenge: string } => {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

/** The consent page's address: offline access (a refresh token), gmail.readonly only, PKCE, our state. */
export const consentUrl = async (state: string, challenge: string): Promise<string> =>
  (await oauthClient(undefined, { secret: false })).generateAuthUrl({
    access_type: 'offline',
    scope: [GMAIL_SCOPE],
    state,
    code_challenge: challenge,
    // google-auth-library's enum; the value is the protocol's 'S256'.
    code_challenge_method: 'S256' as never,
    // Ask every time, so a relink (or "Change Account") gets a fresh refresh token and an account chooser.
    prompt: 'select_account consent',
    include_granted_scopes: false,
  });

/** The HTTP status of a failed Google call (gaxios errors carry it), or undefined for a network failure. */
export const googleStatus = (error: unknown): number | undefined => {
  const candidate = error as { status?: unknown; response?: { status?: unknown }; code?: unknown };
  const status = candidate.response?.status ?? candidate.status ?? candidate.code;
  return typeof status === 'number'
    ? status
    : typeof status === 'string' && /^\d+$/.test(status)
      ? Number(status)
      : undefined;
};
