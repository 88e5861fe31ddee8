import { gmail_v1 } from '@googleapis/gmail';
import { OAuth2Client } from 'google-auth-library';
import { config } from '../../lib/config.ts';
import { readSecret } from '../../lib/secrets.ts';
import { assertGoogleConfigured, googleUrls, redirectUri } from './google-endpoints.ts';

/**
 * The Google SDK side: google-auth-library's OAuth2Client (code exchange with PKCE, refreshing access tokens)
 * and the googleapis Gmail v1 client, imported from its own module rather than the `googleapis` index, which
 * would bundle all 300+ Google APIs (13 MB against 0.44 MB).
 */
const clientSecret = async (): Promise<string> => {
  const { GOOGLE_CLIENT_SECRET, GOOGLE_SECRET_ARN } = config();
  if (GOOGLE_CLIENT_SECRET) return GOOGLE_CLIENT_SECRET;
  if (GOOGLE_SECRET_ARN) return readSecret('GOOGLE_SECRET_ARN', GOOGLE_SECRET_ARN);
  return '';
};

/** An OAuth2 client for this app; with a refresh token, it mints access tokens as calls need them. */
export const oauthClient = async (refreshToken?: string): Promise<OAuth2Client> => {
  assertGoogleConfigured();
  const urls = googleUrls();
  const client = new OAuth2Client({
    clientId: config().GOOGLE_CLIENT_ID,
    clientSecret: await clientSecret(),
    redirectUri: redirectUri(),
    endpoints: { oauth2AuthBaseUrl: urls.auth, oauth2TokenUrl: urls.token, oauth2RevokeUrl: urls.revoke },
  });
  if (refreshToken) client.setCredentials({ refresh_token: refreshToken });
  return client;
};

/** A Gmail API client acting for the holder of `auth`'s credentials. */
export const gmailClient = (auth: OAuth2Client): gmail_v1.Gmail =>
  new gmail_v1.Gmail({ auth, rootUrl: googleUrls().gmail });
