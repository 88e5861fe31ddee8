import { Auth, type gmail_v1, google } from 'googleapis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_GOOGLE_CLIENT,
  type FakeGoogle,
  GMAIL_READONLY_SCOPE,
  sampleMailbox,
  startGoogleFake,
} from '#test/fakes/google-server.ts';

/**
 * The fake Google server driven by the real, unchanged googleapis SDK (google-auth-library v10): if the SDK
 * can run the whole PKCE flow, page through Gmail and get refused where Google refuses, product code tested
 * against the fake will behave the same against Google.
 */

const ACCOUNT = 'narrator@gmail.test';
const CONTACT = 'May Smith <may@example.test>';
const REDIRECT = 'http://127.0.0.1:5999/api/gmail/callback';

let fake: FakeGoogle;

const oauthClient = () =>
  new google.auth.OAuth2({
    clientId: FAKE_GOOGLE_CLIENT.clientId,
    clientSecret: FAKE_GOOGLE_CLIENT.clientSecret,
    redirectUri: REDIRECT,
    endpoints: {
      oauth2AuthBaseUrl: `${fake.url}/o/oauth2/v2/auth`,
      oauth2TokenUrl: `${fake.url}/token`,
      oauth2RevokeUrl: `${fake.url}/revoke`,
    },
  });

const gmailFor = (auth: Auth.OAuth2Client) => google.gmail({ version: 'v1', auth, rootUrl: `${fake.url}/` });

/** Runs the consent flow the way the product will; returns the client holding tokens and what was sent. */
const connect = async (options: { offline?: boolean; email?: string } = {}) => {
  const auth = oauthClient();
  const { codeVerifier, codeChallenge } = await auth.generateCodeVerifierAsync();
  const authUrl = auth.generateAuthUrl({
    access_type: options.offline === false ? 'online' : 'offline',
    scope: GMAIL_READONLY_SCOPE,
    state: 'state-123',
    code_challenge: codeChallenge,
    code_challenge_method: Auth.CodeChallengeMethod.S256,
  });
  const callback = new URL(fake.approve(authUrl, options.email));
  const code = callback.searchParams.get('code')!;
  const { tokens } = await auth.getToken({ code, codeVerifier });
  auth.setCredentials(tokens);
  return { auth, authUrl, callback, code, codeVerifier, tokens };
};

/** The status and Google error body of a rejected SDK call. */
const failure = async (call: Promise<unknown>) => {
  try {
    await call;
  } catch (error) {
    const gaxios = error as { status?: number; response?: { status: number; data: unknown } };
    return { status: gaxios.response?.status ?? gaxios.status, data: gaxios.response?.data };
  }
  throw new Error('expected the call to fail');
};

beforeAll(async () => {
  fake = await startGoogleFake();
  fake.addMessages(ACCOUNT, sampleMailbox(ACCOUNT, CONTACT, 25));
  fake.addMessages(ACCOUNT, [
    {
      from: 'Newsletter <news@shop.test>',
      to: ACCOUNT,
      subject: 'Spring sale',
      date: '2024-06-02T08:00:00Z',
      text: 'Everything must go.',
    },
    {
      from: 'Aunt Jo <jo@example.test>',
      to: ACCOUNT,
      cc: 'may@example.test',
      subject: 'Family reunion',
      date: '2024-05-20T08:00:00Z',
      text: 'May is copied in.',
    },
  ]);
});
afterAll(() => fake.stop());
beforeEach(() => fake.reset());

describe('fake google: OAuth with the googleapis SDK', () => {
  it('runs the PKCE code flow and returns Google-shaped tokens', async () => {
    const { authUrl, callback, tokens } = await connect();

    const sent = new URL(authUrl).searchParams;
    expect(sent.get('code_challenge_method')).toBe('S256');
    expect(callback.origin + callback.pathname).toBe(REDIRECT);
    expect(callback.searchParams.get('state')).toBe('state-123');
    expect(callback.searchParams.get('scope')).toBe(GMAIL_READONLY_SCOPE);
    expect(tokens).toMatchObject({ scope: GMAIL_READONLY_SCOPE, token_type: 'Bearer' });
    expect(tokens.access_token).toMatch(/^ya29\./);
    expect(tokens.refresh_token).toMatch(/^1\/\/0/);
    expect(tokens.id_token).toBeUndefined();
    // The SDK turns expires_in 3599 into an expiry date about an hour ahead.
    expect(tokens.expiry_date! - Date.now()).toBeGreaterThan(3_590_000);
    const [tokenCall] = fake.requests.filter((request) => request.path === '/token');
    expect(tokenCall?.status).toBe(200);
  });

  it('gives no refresh token without access_type=offline', async () => {
    const { tokens } = await connect({ offline: false });
    expect(tokens.access_token).toBeTruthy();
    expect(tokens.refresh_token).toBeUndefined();
  });

  it('refuses a wrong PKCE verifier, and the code is then spent', async () => {
    const auth = oauthClient();
    const { codeChallenge } = await auth.generateCodeVerifierAsync();
    const other = await auth.generateCodeVerifierAsync();
    const authUrl = auth.generateAuthUrl({
      access_type: 'offline',
      scope: GMAIL_READONLY_SCOPE,
      code_challenge: codeChallenge,
      code_challenge_method: Auth.CodeChallengeMethod.S256,
    });
    const code = new URL(fake.approve(authUrl)).searchParams.get('code')!;

    expect(await failure(auth.getToken({ code, codeVerifier: other.codeVerifier }))).toEqual({
      status: 400,
      data: { error: 'invalid_grant', error_description: 'Invalid code verifier.' },
    });
    expect(await failure(auth.getToken({ code, codeVerifier: other.codeVerifier }))).toMatchObject({
      status: 400,
      data: { error: 'invalid_grant' },
    });
  });

  it('refuses a reused code, a wrong client secret and a wrong redirect_uri', async () => {
    const { auth, code, codeVerifier } = await connect();
    expect(await failure(auth.getToken({ code, codeVerifier }))).toMatchObject({
      status: 400,
      data: { error: 'invalid_grant' },
    });

    const again = await (async () => {
      const client = oauthClient();
      const pair = await client.generateCodeVerifierAsync();
      const url = client.generateAuthUrl({
        scope: GMAIL_READONLY_SCOPE,
        code_challenge: pair.codeChallenge,
        code_challenge_method: Auth.CodeChallengeMethod.S256,
      });
      return { pair, url };
    })();
    const badSecret = new google.auth.OAuth2({
      clientId: FAKE_GOOGLE_CLIENT.clientId,
      clientSecret: 'wrong',
      redirectUri: REDIRECT,
      endpoints: { oauth2TokenUrl: `${fake.url}/token` },
    });
    const code2 = new URL(fake.approve(again.url)).searchParams.get('code')!;
    expect(await failure(badSecret.getToken({ code: code2, codeVerifier: again.pair.codeVerifier }))).toEqual(
      {
        status: 401,
        data: { error: 'invalid_client', error_description: 'Unauthorized' },
      },
    );

    const code3 = new URL(fake.approve(again.url)).searchParams.get('code')!;
    const client = oauthClient();
    expect(
      await failure(
        client.getToken({
          code: code3,
          codeVerifier: again.pair.codeVerifier,
          redirect_uri: 'http://127.0.0.1:5999/elsewhere',
        }),
      ),
    ).toMatchObject({ status: 400, data: { error: 'redirect_uri_mismatch' } });
  });

  it('refreshes an access token with the refresh token', async () => {
    const { tokens } = await connect();
    const auth = oauthClient();
    auth.setCredentials({ refresh_token: tokens.refresh_token });

    const profile = await gmailFor(auth).users.getProfile({ userId: 'me' });

    expect(profile.data.emailAddress).toBe(ACCOUNT);
    expect(auth.credentials.access_token).not.toBe(tokens.access_token);
    const refreshes = fake.requests.filter((request) => request.path === '/token');
    expect(refreshes.at(-1)?.status).toBe(200);
  });

  it('revokes a grant: its access and refresh tokens stop working', async () => {
    const { auth, tokens } = await connect();
    const gmail = gmailFor(auth);
    await gmail.users.getProfile({ userId: 'me' });

    await auth.revokeToken(tokens.access_token!);

    expect(await failure(gmail.users.getProfile({ userId: 'me' }))).toMatchObject({
      status: 401,
      data: { error: { code: 401, status: 'UNAUTHENTICATED', errors: [{ reason: 'authError' }] } },
    });
    const fresh = oauthClient();
    fresh.setCredentials({ refresh_token: tokens.refresh_token });
    expect(await failure(fresh.getAccessToken())).toMatchObject({
      status: 400,
      data: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' },
    });
    expect(await failure(auth.revokeToken(tokens.refresh_token!))).toEqual({
      status: 400,
      data: { error: 'invalid_token', error_description: 'Token expired or revoked' },
    });
    expect(fake.grantsFor(ACCOUNT).at(-1)).toMatchObject({ revoked: true, offline: true });
  });
});

describe('fake google: consent page over HTTP', () => {
  const authUrl = async (scope = GMAIL_READONLY_SCOPE, withPkce = true) => {
    const auth = oauthClient();
    const { codeChallenge } = await auth.generateCodeVerifierAsync();
    return auth.generateAuthUrl({
      access_type: 'offline',
      scope,
      state: 'xyz',
      ...(withPkce
        ? { code_challenge: codeChallenge, code_challenge_method: Auth.CodeChallengeMethod.S256 }
        : {}),
    });
  };
  const decide = async (pageHtml: string, decision: 'allow' | 'cancel', email?: string) => {
    const consent = /name="consent" value="([0-9a-f]+)"/.exec(pageHtml)![1]!;
    const form = new URLSearchParams({ consent, decision });
    if (email) form.set('email', email);
    return fetch(`${fake.url}/o/oauth2/v2/auth/decision`, { method: 'POST', body: form, redirect: 'manual' });
  };

  it('shows an accessible form and redirects with a code on Allow', async () => {
    const response = await fetch(await authUrl());
    const body = await response.text();

    expect(response.status).toBe(200);
    expect(body).toContain('<h1>Sign in with Google</h1>');
    expect(body).toContain('<label for="email">Email</label>');
    expect(body).toMatch(/<input id="email" name="email" type="email"[^>]*value="narrator@gmail.test"/);
    expect(body).toMatch(/<button type="submit" name="decision" value="allow">Allow<\/button>/);
    expect(body).toMatch(
      /<button type="submit" name="decision" value="cancel" formnovalidate>Cancel<\/button>/,
    );

    const allowed = await decide(body, 'allow', 'Other@Gmail.test');
    expect(allowed.status).toBe(302);
    const location = new URL(allowed.headers.get('location')!);
    expect(location.searchParams.get('code')).toMatch(/^4\/0A/);
    expect(location.searchParams.get('state')).toBe('xyz');
    expect(location.searchParams.get('scope')).toBe(GMAIL_READONLY_SCOPE);
    // The consent is single use.
    expect((await decide(body, 'allow')).status).toBe(400);
  });

  it('redirects with access_denied on Cancel', async () => {
    const body = await (await fetch(await authUrl())).text();
    const cancelled = await decide(body, 'cancel');
    const location = new URL(cancelled.headers.get('location')!);
    expect(Object.fromEntries(location.searchParams)).toEqual({ state: 'xyz', error: 'access_denied' });
  });

  it('shows an error page for a wrong scope, a missing PKCE challenge or an unknown client', async () => {
    const wrongScope = await fetch(await authUrl(`${GMAIL_READONLY_SCOPE} https://mail.google.com/`));
    expect(wrongScope.status).toBe(400);
    expect(await wrongScope.text()).toContain('Error 400: invalid_scope');

    const noPkce = await fetch(await authUrl(GMAIL_READONLY_SCOPE, false));
    expect(noPkce.status).toBe(400);
    expect(await noPkce.text()).toContain('Missing required parameter: code_challenge');

    const unknown = new URL(await authUrl());
    unknown.searchParams.set('client_id', 'stranger.apps.googleusercontent.com');
    const unknownClient = await fetch(unknown);
    expect(unknownClient.status).toBe(401);
    expect(() => fake.approve(unknown.toString())).toThrow(/invalid_client/);
  });
});

describe('fake google: Gmail API with the googleapis SDK', () => {
  let gmail: gmail_v1.Gmail;
  beforeAll(async () => {
    gmail = gmailFor((await connect()).auth);
  });

  it('lists a contact’s messages page by page, newest first', async () => {
    const q = 'from:may@example.test OR to:may@example.test';
    const ids: string[] = [];
    const pageSizes: number[] = [];
    let pageToken: string | undefined;
    do {
      const { data } = await gmail.users.messages.list({ userId: 'me', q, maxResults: 10, pageToken });
      expect(data.resultSizeEstimate).toBe(25);
      pageSizes.push(data.messages?.length ?? 0);
      ids.push(...(data.messages ?? []).map((message) => message.id!));
      pageToken = data.nextPageToken ?? undefined;
    } while (pageToken);

    expect(pageSizes).toEqual([10, 10, 5]);
    expect(new Set(ids).size).toBe(25);
    const dates = ids.map((id) => fake.messages(ACCOUNT).find((message) => message.id === id)!.internalDate);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('evaluates {a b} groups, OR, cc: and case-insensitive addresses', async () => {
    const list = async (q: string) =>
      (await gmail.users.messages.list({ userId: 'me', q })).data.resultSizeEstimate;
    expect(await list('{from:MAY@example.test to:may@example.test cc:may@example.test}')).toBe(26);
    expect(await list('from:may@example.test OR to:may@example.test')).toBe(25);
    expect(await list('cc:may@example.test')).toBe(1);
    expect(await list('from:news@shop.test')).toBe(1);
    expect(await list('from:nobody@example.test')).toBe(0);
    expect(await list('')).toBe(27);
    const empty = await gmail.users.messages.list({ userId: 'me', q: 'from:nobody@example.test' });
    expect(empty.data).toEqual({ resultSizeEstimate: 0 });
    expect(await failure(gmail.users.messages.list({ userId: 'me', q: 'has:attachment' }))).toMatchObject({
      status: 400,
      data: { error: { code: 400, status: 'INVALID_ARGUMENT' } },
    });
  });

  it('returns a message as raw RFC 822, as a full payload and as metadata', async () => {
    const stored = fake.messages(ACCOUNT).find((message) => message.payload.parts)!;

    const raw = (await gmail.users.messages.get({ userId: 'me', id: stored.id, format: 'raw' })).data;
    const source = Buffer.from(raw.raw!, 'base64url').toString('utf8');
    expect(source).toMatch(/^MIME-Version: 1\.0\r\n/);
    expect(source).toContain('Content-Type: multipart/alternative; boundary=');
    expect(source).toContain('Content-Transfer-Encoding: quoted-printable');
    expect(source).toMatch(/\r\nSubject: =\?UTF-8\?B\?/);
    expect(raw.payload).toBeUndefined();
    expect(raw.threadId).toBe(stored.threadId);

    const full = (await gmail.users.messages.get({ userId: 'me', id: stored.id })).data;
    expect(full.payload?.mimeType).toBe('multipart/alternative');
    const plain = full.payload?.parts?.find((part) => part.mimeType === 'text/plain');
    expect(Buffer.from(plain!.body!.data!, 'base64url').toString('utf8')).toBe(
      stored.seed.text.replace(/\n/g, '\r\n'),
    );
    expect(full.payload?.headers).toContainEqual({ name: 'Subject', value: stored.seed.subject });
    expect(full.internalDate).toBe(String(stored.internalDate));

    const metadata = (
      await gmail.users.messages.get({
        userId: 'me',
        id: stored.id,
        format: 'metadata',
        metadataHeaders: ['From', 'Date'],
      })
    ).data;
    expect(metadata.payload?.headers?.map((header) => header.name)).toEqual(['Date', 'From']);
    expect(metadata.payload?.parts).toBeUndefined();

    expect(await failure(gmail.users.messages.get({ userId: 'me', id: 'ffffffffffffffff' }))).toMatchObject({
      status: 404,
      data: { error: { code: 404, errors: [{ reason: 'notFound' }] } },
    });
  });

  it('answers getProfile and refuses calls without a token', async () => {
    const { data } = await gmail.users.getProfile({ userId: 'me' });
    expect(data).toMatchObject({ emailAddress: ACCOUNT, messagesTotal: 27 });

    const anonymous = await fetch(`${fake.url}/gmail/v1/users/me/profile`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toContain('invalid_token');
    expect(await anonymous.json()).toMatchObject({
      error: { code: 401, status: 'UNAUTHENTICATED', errors: [{ reason: 'required' }] },
    });
  });

  it('fails the next calls on demand; the SDK retries a 503', async () => {
    fake.failNext(1, 503);
    const retried = await gmail.users.getProfile({ userId: 'me' });
    expect(retried.status).toBe(200);

    fake.failNext(1, 500);
    expect(
      await failure(gmail.users.getProfile({ userId: 'me' }, { retryConfig: { retry: 0 } })),
    ).toMatchObject({ status: 500, data: { error: { code: 500, status: 'INTERNAL' } } });
    expect(fake.stats(ACCOUNT)).toMatchObject({ faults: 2, ok: 1 });
  });
});

describe('fake google: per-user quota', () => {
  it('answers 429 rateLimitExceeded when a user goes over the units per second', async () => {
    const gmail = gmailFor((await connect({ email: 'hammer@gmail.test' })).auth);
    fake.quotaUnitsPerSecond = 50;

    const started = Date.now();
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, () =>
        gmail.users.messages.list({ userId: 'me' }, { retryConfig: { retry: 0 } }).then(
          () => 200,
          (error: { response?: { status: number; data: unknown } }) => error.response,
        ),
      ),
    );
    const elapsed = (Date.now() - started) / 1000;

    const limited = outcomes.filter((outcome) => typeof outcome === 'object');
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0]).toMatchObject({
      status: 429,
      data: {
        error: {
          code: 429,
          message: 'User-rate limit exceeded',
          errors: [
            { message: 'User-rate limit exceeded', domain: 'usageLimits', reason: 'rateLimitExceeded' },
          ],
          status: 'RESOURCE_EXHAUSTED',
        },
      },
    });
    const stats = fake.stats('hammer@gmail.test');
    expect(stats.requests).toBe(40);
    expect(stats.rateLimited).toBe(limited.length);
    expect(stats.ok).toBe(40 - limited.length);
    // A full bucket (50) plus what refilled while the calls ran, at 5 units per messages.list.
    expect(stats.units).toBe(5 * stats.ok);
    expect(stats.units).toBeLessThanOrEqual(50 + 50 * elapsed + 5);
    // Other users have their own bucket.
    expect(fake.stats(ACCOUNT).requests).toBe(0);
  });

  it('lets a client that paces itself sustain the limit without 429s', async () => {
    const gmail = gmailFor((await connect({ email: 'paced@gmail.test' })).auth);
    fake.quotaUnitsPerSecond = 100;
    // 6 units (getProfile 1 + messages.list 5) every 75 ms: 80 units/s, under the 100 allowed.
    for (let index = 0; index < 30; index += 1) {
      const next = Date.now() + 75;
      await gmail.users.getProfile({ userId: 'me' }, { retryConfig: { retry: 0 } });
      await gmail.users.messages.list({ userId: 'me' }, { retryConfig: { retry: 0 } });
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
    }
    const stats = fake.stats('paced@gmail.test');
    expect(stats.rateLimited).toBe(0);
    expect(stats.units).toBe(30 * 6);
    expect(stats.unitsPerSecond).toBeGreaterThan(50);
    expect(stats.unitsPerSecond).toBeLessThanOrEqual(100);
  });
});
