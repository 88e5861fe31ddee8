import { OAuth2Client } from 'google-auth-library';
import { afterEach, describe, expect, it } from 'vitest';
import { resetConfig } from '../../lib/config.ts';
import { GMAIL_SCOPE } from './constants.ts';
import { consentUrl, googleUrls, pkcePair, redirectUri } from './google-endpoints.ts';

const setEnv = (values: Record<string, string | undefined>) => {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetConfig();
};

afterEach(() => setEnv({ GOOGLE_CLIENT_ID: undefined, GOOGLE_BASE_URL: undefined }));

describe('the consent page address, built without the SDK', () => {
  it('is the address google-auth-library builds for the same request', async () => {
    setEnv({
      TABLE_NAME: 'walt',
      GOOGLE_CLIENT_ID: 'client-1.apps.googleusercontent.com',
      // Google's own addresses (the suite may run with a fake's set in the environment).
      GOOGLE_BASE_URL: undefined,
      APP_URL: 'https://walt.example/',
    });
    const { challenge } = pkcePair();
    const ours = new URL(consentUrl('state-123', challenge));
    const sdk = new URL(
      new OAuth2Client({
        clientId: 'client-1.apps.googleusercontent.com',
        redirectUri: redirectUri(),
      }).generateAuthUrl({
        access_type: 'offline',
        scope: [GMAIL_SCOPE],
        state: 'state-123',
        code_challenge: challenge,
        code_challenge_method: 'S256' as never,
        prompt: 'select_account consent',
        include_granted_scopes: false,
      }),
    );
    expect(ours.origin + ours.pathname).toBe(sdk.origin + sdk.pathname);
    expect(Object.fromEntries([...ours.searchParams].sort())).toEqual(
      Object.fromEntries([...sdk.searchParams].sort()),
    );
    expect(ours.searchParams.get('redirect_uri')).toBe('https://walt.example/api/gmail/callback');
  });

  it('answers 503 "not configured" without a client id, and points at a Google-compatible server when set', () => {
    setEnv({ TABLE_NAME: 'walt', GOOGLE_CLIENT_ID: undefined });
    expect(() => consentUrl('s', 'c')).toThrow(/Gmail is not configured/);
    setEnv({ GOOGLE_BASE_URL: 'http://127.0.0.1:9999/' });
    expect(googleUrls()).toEqual({
      auth: 'http://127.0.0.1:9999/o/oauth2/v2/auth',
      token: 'http://127.0.0.1:9999/token',
      revoke: 'http://127.0.0.1:9999/revoke',
      gmail: 'http://127.0.0.1:9999/',
    });
  });

  it('makes a fresh PKCE pair each time, the challenge the S256 of the verifier', () => {
    const one = pkcePair();
    const two = pkcePair();
    expect(one.verifier).not.toBe(two.verifier);
    expect(one.verifier).toMatch(/^[\w-]{64}$/);
    expect(one.challenge).toMatch(/^[\w-]{43}$/);
  });
});
