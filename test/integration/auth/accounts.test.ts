import { createHash } from 'node:crypto';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ResetTokenEntity } from '#functions/db/entities/reset-token.ts';
import { getItem } from '#functions/db/read.ts';
import { readOutbox } from '#functions/lib/ports/mailer-outbox.ts';
import { AUTH_TEXTS } from '#shared/texts.ts';
import { ApiClient, newAccount, signedInClient } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';

beforeAll(() => useRuntimeDatabase());

const resetLinkFor = async (email: string): Promise<string> => {
  const mails = (await readOutbox(inject('outboxDir'))).filter((mail) => mail.to === email);
  const link = mails.at(-1)?.text.match(/https?:\/\/\S+reset-password\?token=\S+/)?.[0];
  if (!link) throw new Error(`no reset mail for ${email}`);
  return link;
};
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

/** The status of the last of `times` posts from one address: the limiter's answer once it is spent. */
const lastOfPostsFrom = async (
  address: string,
  path: string,
  times: number,
  body: (attempt: number) => Record<string, unknown>,
) => {
  const client = new ApiClient(undefined, address);
  let last = 0;
  for (let attempt = 0; attempt < times; attempt += 1) last = (await client.post(path, body(attempt))).status;
  return last;
};

describe('register → login → status → logout', () => {
  it('signs a user in and out with a Secure HttpOnly SameSite=Lax __Host- cookie', async () => {
    const client = new ApiClient();
    const account = newAccount({ email: 'Grace.Hopper@Example.COM' });

    const registered = await client.post<{ user: { email: string; name: string; isAdmin: boolean } }>(
      '/api/auth/register',
      account,
    );
    expect(registered.status).toBe(201);
    expect(registered.body.user).toMatchObject({
      email: 'grace.hopper@example.com',
      name: 'Ada Lovelace',
      isAdmin: false,
    });
    expect(JSON.stringify(registered.body)).not.toMatch(/password|hash/i);
    const cookie = registered.setCookies[0] ?? '';
    expect(cookie).toMatch(/^__Host-walt_session=/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(registered.headers.get('cache-control')).toBe('no-store');

    const fresh = new ApiClient();
    const login = await fresh.post('/api/auth/login', {
      email: 'GRACE.hopper@example.com',
      password: account.password,
    });
    expect(login.status).toBe(200);
    expect(login.setCookies[0]).toMatch(/HttpOnly.*Secure.*SameSite=Lax/);

    const status = await fresh.get<{ user: { email: string } }>('/api/auth/status');
    expect(status.status).toBe(200);
    expect(status.body.user.email).toBe('grace.hopper@example.com');

    const stolenCookie = new Map(fresh.cookies);
    const logout = await fresh.post('/api/auth/logout');
    expect(logout.status).toBe(200);
    expect(logout.setCookies[0]).toMatch(/Max-Age=0/);
    expect((await fresh.get('/api/auth/status')).status).toBe(401);

    // The session is revoked server-side: replaying the old cookie does not work either.
    const replay = new ApiClient();
    for (const [name, value] of stolenCookie) replay.cookies.set(name, value);
    const replayed = await replay.get('/api/auth/status');
    expect(replayed.status).toBe(401);
    expect(replayed.body).toEqual({ error: 'Not authenticated' });
  });

  it('opens a new session on every login', async () => {
    const { client, account } = await signedInClient();
    const before = client.cookies.get('__Host-walt_session');
    await client.post('/api/auth/login', { email: account.email, password: account.password });
    const after = client.cookies.get('__Host-walt_session');
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    const old = new ApiClient();
    old.cookies.set('__Host-walt_session', before ?? '');
    expect((await old.get('/api/auth/status')).status).toBe(401);
  });

  it('rejects a forged or tampered token', async () => {
    const { client } = await signedInClient();
    const token = client.cookies.get('__Host-walt_session') ?? '';
    const [header, payload] = token.split('.');
    const forged = new ApiClient();
    forged.cookies.set('__Host-walt_session', `${header}.${payload}.AAAA`);
    expect((await forged.get('/api/auth/status')).status).toBe(401);
    const none = new ApiClient();
    none.cookies.set(
      '__Host-walt_session',
      `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`,
    );
    expect((await none.get('/api/auth/status')).status).toBe(401);
  });
});

describe('register', () => {
  it('refuses a duplicate email, whatever its case, with 409 and a clear message', async () => {
    const account = newAccount();
    expect((await new ApiClient().post('/api/auth/register', account)).status).toBe(201);
    const again = await new ApiClient().post('/api/auth/register', {
      ...account,
      email: account.email.toUpperCase(),
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: AUTH_TEXTS.emailTaken });
  });

  it('tells the owner of an address when someone tries to register it again, once an hour (issue 23)', async () => {
    // Prepare
    const account = newAccount();
    await new ApiClient().post('/api/auth/register', account);
    // Act
    const again = await new ApiClient().post('/api/auth/register', {
      ...account,
      password: 'another-pass-9f3k',
    });
    const thrice = await new ApiClient().post('/api/auth/register', account);
    // Assess
    expect([again.status, thrice.status]).toEqual([409, 409]);
    const mails = (await readOutbox(inject('outboxDir'))).filter(
      (mail) => mail.to === account.email && mail.subject.startsWith('Someone tried to create'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('/login');
    expect(mails[0]?.text).not.toContain('another-pass-9f3k');
  });

  it('lets only one of two simultaneous sign-ups with one email through', async () => {
    const account = newAccount();
    const answers = await Promise.all(
      [1, 2, 3].map(() => new ApiClient().post('/api/auth/register', account)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
  });

  it.each([
    [{ password: 'long enough pass', name: 'A' }, 'email is required'],
    [{ email: 'a@example.com', password: 'long enough pass' }, 'name is required'],
    [{ email: 'a@example.com', password: 'long enough pass', name: '   ' }, 'name is required'],
    [
      { email: 'not-an-email', password: 'long enough pass', name: 'A' },
      'email must be a valid email address',
    ],
    [{ email: 'a@example.com', password: 'short', name: 'A' }, 'Password must be at least 8 characters long'],
    [
      { email: 'a@example.com', password: 'x'.repeat(129), name: 'A' },
      'Password must be at most 128 characters long',
    ],
    [{ email: 'a@example.com', password: 'password123', name: 'A' }, AUTH_TEXTS.commonPassword],
  ])('answers 400 naming the problem for %j', async (body, error) => {
    const answer = await new ApiClient().post('/api/auth/register', body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const answer = await new ApiClient().post('/api/auth/register', '{"email":');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'Request body is not valid JSON' });
  });
});

describe('login', () => {
  it('gives the same 401 for a wrong password and an unknown email', async () => {
    const { account } = await signedInClient();
    const wrong = await new ApiClient().post('/api/auth/login', {
      email: account.email,
      password: 'not the password',
    });
    const unknown = await new ApiClient().post('/api/auth/login', {
      email: 'nobody-here@example.com',
      password: 'whatever1',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ error: AUTH_TEXTS.invalidCredentials });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('limits failed attempts per account and IP with 429 and Retry-After', async () => {
    const { account } = await signedInClient();
    const viewer = new ApiClient();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await viewer.post('/api/auth/login', {
        email: account.email,
        password: 'wrong guess!',
      });
      expect(answer.status).toBe(401);
    }
    const blocked = await viewer.post('/api/auth/login', {
      email: account.email,
      password: account.password,
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ error: AUTH_TEXTS.tooManyAttempts });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits failed attempts per IP across accounts', async () => {
    const last = await lastOfPostsFrom('203.0.113.77:4444', '/api/auth/login', 31, (attempt) => ({
      email: `victim${attempt}@example.com`,
      password: 'guess-guess',
    }));
    expect(last).toBe(429);
  });
});

describe('forgot and reset password', () => {
  it('answers the same whether or not the account exists, and mails a link only to a real account', async () => {
    const { account } = await signedInClient();
    const known = await new ApiClient().post('/api/auth/forgot-password', { email: account.email });
    const unknown = await new ApiClient().post('/api/auth/forgot-password', {
      email: 'ghost-account@example.com',
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body).toEqual({ message: AUTH_TEXTS.forgotPasswordSent });
    const link = await resetLinkFor(account.email);
    expect(link).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    const mails = await readOutbox(inject('outboxDir'));
    expect(mails.some((mail) => mail.to === 'ghost-account@example.com')).toBe(false);
  });

  it('stores only the hash of the token', async () => {
    const { account } = await signedInClient();
    await new ApiClient().post('/api/auth/forgot-password', { email: account.email });
    const token = tokenOf(await resetLinkFor(account.email));
    const tokenHash = createHash('sha256').update(token).digest('base64url');
    const data = await getItem(ResetTokenEntity, { tokenHash });
    expect(data?.tokenHash).toBe(tokenHash);
    expect(JSON.stringify(data)).not.toContain(token);
    expect(data!.expiresAt - Date.now() / 1000).toBeLessThanOrEqual(3600);
  });

  it('of 20 concurrent resets with one token exactly one succeeds; all old sessions end', async () => {
    const { client: oldSession, account } = await signedInClient();
    await new ApiClient().post('/api/auth/forgot-password', { email: account.email });
    const token = tokenOf(await resetLinkFor(account.email));

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        new ApiClient().post('/api/auth/reset-password', { token, password: `brand-new-secret-${index}` }),
      ),
    );
    const winners = answers.filter((answer) => answer.status === 200);
    expect(winners).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(19);
    for (const loser of answers.filter((answer) => answer.status === 400)) {
      expect(loser.body).toEqual({ error: AUTH_TEXTS.invalidResetToken });
    }

    expect((await oldSession.get('/api/auth/status')).status).toBe(401);
    const winnerIndex = answers.indexOf(winners[0]!);
    const relogin = await new ApiClient().post('/api/auth/login', {
      email: account.email,
      password: `brand-new-secret-${winnerIndex}`,
    });
    expect(relogin.status).toBe(200);
    const oldPassword = await new ApiClient().post('/api/auth/login', {
      email: account.email,
      password: account.password,
    });
    expect(oldPassword.status).toBe(401);
    // The winner is signed in by the reset itself.
    expect(winners[0]!.setCookies[0]).toMatch(/^__Host-walt_session=.+HttpOnly/);
  });

  it('rejects an expired token', async () => {
    const { account, user } = await signedInClient();
    await new ApiClient().post('/api/auth/forgot-password', { email: account.email });
    const token = tokenOf(await resetLinkFor(account.email));
    const tokenHash = createHash('sha256').update(token).digest('base64url');
    await ResetTokenEntity.build(UpdateItemCommand)
      .item({ tokenHash, expiresAt: Math.floor(Date.now() / 1000) - 1 })
      .options({ condition: { attr: 'tokenHash', exists: true } })
      .send();
    const answer = await new ApiClient().post('/api/auth/reset-password', {
      token,
      password: 'another-good-secret',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: AUTH_TEXTS.invalidResetToken });
    expect(user.id).toBeTruthy();
    const login = await new ApiClient().post('/api/auth/login', {
      email: account.email,
      password: account.password,
    });
    expect(login.status).toBe(200);
  });

  it('rejects an unknown token and a short new password', async () => {
    expect(
      (
        await new ApiClient().post('/api/auth/reset-password', {
          token: 'made-up',
          password: 'long-enough-1',
        })
      ).body,
    ).toEqual({
      error: AUTH_TEXTS.invalidResetToken,
    });
    const short = await new ApiClient().post('/api/auth/reset-password', {
      token: 'made-up',
      password: 'short',
    });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ error: 'Password must be at least 8 characters long' });
  });

  it('limits reset attempts per IP', async () => {
    const last = await lastOfPostsFrom('203.0.113.88:5555', '/api/auth/reset-password', 21, (attempt) => ({
      token: `guess-${attempt}`,
      password: 'long-enough-1',
    }));
    expect(last).toBe(429);
  });
});

describe('profile and permissions', () => {
  it('returns the profile with no permission granted until the user chooses', async () => {
    const { client, account } = await signedInClient();
    const profile = await client.get<Record<string, unknown>>('/api/profile');
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({
      email: account.email,
      name: account.name,
      isAdmin: false,
      grantedPermissions: {},
    });
    expect(JSON.stringify(profile.body)).not.toMatch(/passwordHash|credentialsVersion/);
    expect((await client.get('/api/profile/')).status).toBe(200);
  });

  it('saves the three permissions and merges later changes', async () => {
    const { client } = await signedInClient();
    const saved = await client.put('/api/profile/permissions', {
      permissions: {
        'can-see-progress': true,
        'can-see-transcripts': true,
        'contribute-to-world-story': false,
      },
    });
    expect(saved.status).toBe(200);
    await client.put('/api/profile/permissions', { permissions: { 'can-see-transcripts': false } });
    const profile = await client.get<{ grantedPermissions: Record<string, boolean> }>('/api/profile');
    expect(profile.body.grantedPermissions).toEqual({
      'can-see-progress': true,
      'can-see-transcripts': false,
      'contribute-to-world-story': false,
    });
  });

  it('refuses unknown permission keys and non-boolean values, keeping what was saved', async () => {
    const { client } = await signedInClient();
    await client.put('/api/profile/permissions', { permissions: { 'can-see-progress': true } });
    const unknownKey = await client.put('/api/profile/permissions', {
      permissions: { 'read-my-mind': true },
    });
    expect(unknownKey.status).toBe(400);
    expect(String(unknownKey.body.error)).toMatch(/permissions/);
    const notBoolean = await client.put('/api/profile/permissions', {
      permissions: { 'can-see-progress': 'yes' },
    });
    expect(notBoolean.status).toBe(400);
    const profile = await client.get<{ grantedPermissions: Record<string, boolean> }>('/api/profile');
    expect(profile.body.grantedPermissions).toEqual({ 'can-see-progress': true });
  });

  it('needs a session', async () => {
    expect((await new ApiClient().get('/api/profile')).status).toBe(401);
    expect((await new ApiClient().put('/api/profile/permissions', { permissions: {} })).status).toBe(401);
  });
});

describe('unknown API paths', () => {
  it('answer 404 JSON, never the web app', async () => {
    const answer = await new ApiClient().get('/api/no-such-thing');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: 'Not found' });
    expect((await new ApiClient().request('DELETE', '/api/auth/login')).status).toBe(404);
  });
});
