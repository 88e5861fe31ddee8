import { Secret, TOTP } from 'otpauth';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { findUserById } from '#functions/core/auth/users.ts';
import { readOutbox } from '#functions/lib/ports/mailer-outbox.ts';
import { ACCOUNT_CONTROL_TEXTS, AUTH_TEXTS, TWO_FACTOR_TEXTS } from '#shared/texts.ts';
import { ApiClient, type Session, signedInClient } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';

/**
 * Two-factor sign-in (issue 14, ASVS 6.3.3): TOTP of RFC 6238 with ten single-use recovery codes. The codes
 * are computed here from the secret the API hands out, as an authenticator app would.
 */

beforeAll(() => useRuntimeDatabase());

const PERIOD_MS = 30_000;

/** The code of the current step plus `offset` steps (the server accepts −1, 0 and +1). */
const codeOf = (secret: string, offset = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offset * PERIOD_MS,
  });

/** Waits for a new step when this one ends within 8 s, so a test's steps all fall around one server step. */
const freshStep = async () => {
  const left = PERIOD_MS - (Date.now() % PERIOD_MS);
  if (left < 8_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
};

/** A signed-in account with two-factor sign-in on, turned on with the code of the previous step. */
const enrolled = async (): Promise<Session & { secret: string; recoveryCodes: string[] }> => {
  const session = await signedInClient();
  const setup = await session.client.post<{ secret: string; otpauthUrl: string }>(
    '/api/account/two-factor/setup',
    { password: session.account.password },
  );
  expect(setup.status).toBe(200);
  const { secret } = setup.body;
  const enable = await session.client.post<{ recoveryCodes: string[] }>('/api/account/two-factor/enable', {
    code: codeOf(secret, -1),
  });
  expect(enable.status).toBe(200);
  return { ...session, secret, recoveryCodes: enable.body.recoveryCodes };
};

/** The first step of sign-in on a new browser: the password answers a challenge. */
const firstStep = async (account: Session['account']) => {
  const browser = new ApiClient();
  const answer = await browser.post<{ challenge: string; twoFactorRequired: boolean }>('/api/auth/login', {
    email: account.email,
    password: account.password,
  });
  return { browser, answer, challenge: answer.body.challenge };
};

/** Asks for a reset link (from a viewer of its own) and reads its token from the outbox. */
const resetTokenFor = async (email: string): Promise<string> => {
  expect((await new ApiClient().post('/api/auth/forgot-password', { email })).status).toBe(200);
  const token = (await readOutbox(inject('outboxDir')))
    .filter((mail) => mail.to === email)
    .map((mail) => /reset-password\?token=([\w-]+)/.exec(mail.text)?.[1])
    .findLast(Boolean);
  if (!token) throw new Error(`no reset mail for ${email}`);
  return token;
};

describe('turning two-factor sign-in on', () => {
  it('asks for the password, hands out a secret, and turns on with a code from it', async () => {
    // Prepare
    await freshStep();
    const { client, account, user } = await signedInClient();
    // Act
    const wrongPassword = await client.post('/api/account/two-factor/setup', { password: 'not mine' });
    const setup = await client.post<{ secret: string; otpauthUrl: string }>('/api/account/two-factor/setup', {
      password: account.password,
    });
    const beforeEnable = await client.get<{ user: { twoFactorEnabled: boolean } }>('/api/auth/status');
    const wrongCode = await client.post('/api/account/two-factor/enable', {
      code: codeOf(setup.body.secret, 5),
    });
    const enable = await client.post<{ recoveryCodes: string[] }>('/api/account/two-factor/enable', {
      code: codeOf(setup.body.secret),
    });
    // Assess
    expect(wrongPassword).toMatchObject({
      status: 403,
      body: { error: ACCOUNT_CONTROL_TEXTS.wrongPassword },
    });
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Walt:.+secret=[A-Z2-7]{32}/);
    expect(setup.body.otpauthUrl).toContain(`issuer=Walt`);
    expect(beforeEnable.body.user.twoFactorEnabled).toBe(false);
    expect(wrongCode).toMatchObject({ status: 403, body: { error: TWO_FACTOR_TEXTS.wrongCode } });
    expect(enable.status).toBe(200);
    expect(enable.body.recoveryCodes).toHaveLength(10);
    expect(new Set(enable.body.recoveryCodes).size).toBe(10);
    expect((await client.get('/api/auth/status')).body).toMatchObject({ user: { twoFactorEnabled: true } });
    expect((await client.get('/api/profile')).body).toMatchObject({ twoFactorEnabled: true });
    // The secret is kept sealed, the recovery codes only as hashes.
    const stored = JSON.stringify(await findUserById(user.id));
    expect(stored).not.toContain(setup.body.secret);
    for (const code of enable.body.recoveryCodes) expect(stored).not.toContain(code);
  });

  it('cannot be turned on without setting up first, nor twice', async () => {
    const { client } = await signedInClient();
    const early = await client.post('/api/account/two-factor/enable', { code: '123456' });
    expect(early).toMatchObject({ status: 409, body: { error: TWO_FACTOR_TEXTS.notStarted } });
    await freshStep();
    const twice = await enrolled();
    const again = await twice.client.post('/api/account/two-factor/setup', {
      password: twice.account.password,
    });
    expect(again).toMatchObject({ status: 409, body: { error: TWO_FACTOR_TEXTS.alreadyOn } });
  });
});

describe('signing in with two-factor sign-in on', () => {
  it('needs the code after the password; a wrong one is refused and a used one never works again', async () => {
    // Prepare
    await freshStep();
    const { account, secret } = await enrolled();
    // Act
    const { browser, answer, challenge } = await firstStep(account);
    const statusBeforeCode = await browser.get('/api/auth/status');
    const wrong = await browser.post('/api/auth/login/two-factor', { challenge, code: codeOf(secret, 4) });
    const right = await browser.post('/api/auth/login/two-factor', { challenge, code: codeOf(secret) });
    // Assess
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    expect(answer.setCookies).toEqual([]);
    expect(statusBeforeCode.status).toBe(401);
    expect(wrong).toMatchObject({ status: 401, body: { error: TWO_FACTOR_TEXTS.wrongCode } });
    expect(right).toMatchObject({
      status: 200,
      body: { user: { email: account.email, twoFactorEnabled: true } },
    });
    expect((await browser.get('/api/auth/status')).status).toBe(200);
    // The same code on another browser (seen over a shoulder) is refused.
    const thief = await firstStep(account);
    const replay = await thief.browser.post('/api/auth/login/two-factor', {
      challenge: thief.challenge,
      code: codeOf(secret),
    });
    expect(replay).toMatchObject({ status: 401, body: { error: TWO_FACTOR_TEXTS.wrongCode } });
    expect((await thief.browser.get('/api/auth/status')).status).toBe(401);
  });

  it('takes a recovery code once', async () => {
    await freshStep();
    const { account, recoveryCodes } = await enrolled();
    const [code = ''] = recoveryCodes;
    const first = await firstStep(account);
    const used = await first.browser.post('/api/auth/login/two-factor', {
      challenge: first.challenge,
      recoveryCode: code.toUpperCase(),
    });
    const second = await firstStep(account);
    const again = await second.browser.post('/api/auth/login/two-factor', {
      challenge: second.challenge,
      recoveryCode: code,
    });
    const another = await second.browser.post('/api/auth/login/two-factor', {
      challenge: second.challenge,
      recoveryCode: recoveryCodes[1],
    });
    expect(used.status).toBe(200);
    expect(again).toMatchObject({ status: 401, body: { error: TWO_FACTOR_TEXTS.wrongRecoveryCode } });
    expect(another.status).toBe(200);
  });

  it('refuses a forged or foreign challenge, and one from before a password change', async () => {
    await freshStep();
    const owner = await enrolled();
    const forged = await new ApiClient().post('/api/auth/login/two-factor', {
      challenge: 'eyJhbGciOiJIUzI1NiJ9.e30.x',
      code: codeOf(owner.secret),
    });
    expect(forged).toMatchObject({ status: 401, body: { error: TWO_FACTOR_TEXTS.challengeExpired } });
    const { browser, challenge } = await firstStep(owner.account);
    expect(
      (
        await owner.client.post('/api/account/change-password', {
          currentPassword: owner.account.password,
          newPassword: 'a-new-river-stone',
        })
      ).status,
    ).toBe(200);
    const stale = await browser.post('/api/auth/login/two-factor', { challenge, code: codeOf(owner.secret) });
    expect(stale).toMatchObject({ status: 401, body: { error: TWO_FACTOR_TEXTS.challengeExpired } });
  });

  it('checks 5 codes per 15 minutes at most, even sent at once', async () => {
    await freshStep();
    const { account, secret } = await enrolled();
    const { browser, challenge } = await firstStep(account);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        browser.post('/api/auth/login/two-factor', { challenge, code: String(100000 + index) }),
      ),
    );
    const right = await browser.post('/api/auth/login/two-factor', { challenge, code: codeOf(secret) });
    // (A guess could be today's code by chance: one in 200,000 per guess.)
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      ...Array(5).fill(401),
      ...Array(7).fill(429),
    ]);
    expect(right.status).toBe(429);
    expect(right.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(right.body).toEqual({ error: TWO_FACTOR_TEXTS.tooManyAttempts });
  });
});

describe('turning two-factor sign-in off', () => {
  it('needs the password and a code, and then sign-in needs the password only', async () => {
    // Prepare
    await freshStep();
    const { client, account, secret } = await enrolled();
    // Act
    const wrongPassword = await client.post('/api/account/two-factor/disable', {
      password: 'not mine',
      code: codeOf(secret),
    });
    const wrongCode = await client.post('/api/account/two-factor/disable', {
      password: account.password,
      code: codeOf(secret, 5),
    });
    const off = await client.post('/api/account/two-factor/disable', {
      password: account.password,
      code: codeOf(secret),
    });
    // Assess
    expect(wrongPassword).toMatchObject({
      status: 403,
      body: { error: ACCOUNT_CONTROL_TEXTS.wrongPassword },
    });
    expect(wrongCode).toMatchObject({ status: 403, body: { error: TWO_FACTOR_TEXTS.wrongCode } });
    expect(off).toMatchObject({ status: 200, body: { message: TWO_FACTOR_TEXTS.turnedOff } });
    expect((await client.get('/api/auth/status')).body).toMatchObject({ user: { twoFactorEnabled: false } });
    const signIn = await new ApiClient().post('/api/auth/login', account);
    expect(signIn).toMatchObject({ status: 200, body: { user: { email: account.email } } });
    const again = await client.post('/api/account/two-factor/disable', {
      password: account.password,
      code: codeOf(secret, 1),
    });
    expect(again).toMatchObject({ status: 409, body: { error: TWO_FACTOR_TEXTS.notOn } });
  });

  it('needs a session', async () => {
    expect((await new ApiClient().post('/api/account/two-factor/setup', { password: 'x' })).status).toBe(401);
    expect(
      (await new ApiClient().post('/api/account/two-factor/disable', { password: 'x', code: '123456' }))
        .status,
    ).toBe(401);
  });
});

describe('resetting the password of an account with two-factor sign-in on (issue 23, M5)', () => {
  const NEW_PASSWORD = 'a-new-river-stone';

  it('needs the code as well as the link: without it or with a wrong one nothing changes and the link stays', async () => {
    // Prepare
    await freshStep();
    const { client, account, user, secret } = await enrolled();
    const token = await resetTokenFor(account.email);
    const before = await findUserById(user.id);
    const browser = new ApiClient();
    // Act
    const withoutCode = await browser.post('/api/auth/reset-password', { token, password: NEW_PASSWORD });
    const wrongCode = await browser.post('/api/auth/reset-password', {
      token,
      password: NEW_PASSWORD,
      code: codeOf(secret, 5),
    });
    const wrongRecovery = await browser.post('/api/auth/reset-password', {
      token,
      password: NEW_PASSWORD,
      recoveryCode: 'aaaaa-bbbbb',
    });
    const afterRefusals = await findUserById(user.id);
    const ownSessionAfterRefusals = await client.get('/api/auth/status');
    const oldPasswordAfterRefusals = await firstStep(account);
    const right = await browser.post<{ user: { email: string } }>('/api/auth/reset-password', {
      token,
      password: NEW_PASSWORD,
      code: codeOf(secret),
    });
    // Assess: refused as sign-in refuses (400 for the missing code, 401 for a wrong one), and nothing changed.
    expect(withoutCode).toMatchObject({ status: 400, body: { error: AUTH_TEXTS.resetCodeRequired } });
    expect(wrongCode).toMatchObject({ status: 401, body: { error: TWO_FACTOR_TEXTS.wrongCode } });
    expect(wrongRecovery).toMatchObject({ status: 401, body: { error: TWO_FACTOR_TEXTS.wrongRecoveryCode } });
    for (const refused of [withoutCode, wrongCode, wrongRecovery]) expect(refused.setCookies).toEqual([]);
    expect(afterRefusals?.passwordHash).toBe(before?.passwordHash);
    expect(afterRefusals?.credentialsVersion).toBe(before?.credentialsVersion);
    expect(afterRefusals?.twoFactorRecoveryCodes).toBe(before?.twoFactorRecoveryCodes);
    expect(ownSessionAfterRefusals.status).toBe(200);
    expect(oldPasswordAfterRefusals.answer).toMatchObject({ status: 200, body: { twoFactorRequired: true } });
    // The same link, with the right code, resets and signs in; the old session and password are gone.
    expect(right).toMatchObject({ status: 200, body: { user: { email: account.email } } });
    expect(right.setCookies).toHaveLength(1);
    expect((await browser.get('/api/auth/status')).status).toBe(200);
    expect((await client.get('/api/auth/status')).status).toBe(401);
    expect((await new ApiClient().post('/api/auth/login', account)).status).toBe(401);
    const withNew = await new ApiClient().post('/api/auth/login', { ...account, password: NEW_PASSWORD });
    expect(withNew).toMatchObject({ status: 200, body: { twoFactorRequired: true } });
    // A spent link does not work twice.
    const again = await new ApiClient().post('/api/auth/reset-password', {
      token,
      password: 'yet-another-stone',
      code: codeOf(secret, 1),
    });
    expect(again).toMatchObject({ status: 400, body: { error: AUTH_TEXTS.invalidResetToken } });
  });

  it('takes a recovery code instead, and uses it up', async () => {
    // Prepare
    await freshStep();
    const { account, recoveryCodes } = await enrolled();
    const [recoveryCode = ''] = recoveryCodes;
    const token = await resetTokenFor(account.email);
    // Act
    const reset = await new ApiClient().post('/api/auth/reset-password', {
      token,
      password: NEW_PASSWORD,
      recoveryCode,
    });
    const signIn = await firstStep({ ...account, password: NEW_PASSWORD });
    const reused = await signIn.browser.post('/api/auth/login/two-factor', {
      challenge: signIn.challenge,
      recoveryCode,
    });
    // Assess
    expect(reset).toMatchObject({ status: 200, body: { user: { email: account.email } } });
    expect(reused).toMatchObject({ status: 401, body: { error: TWO_FACTOR_TEXTS.wrongRecoveryCode } });
  });

  it('counts wrong codes with sign-in’s: 5 per 15 minutes, even sent at once', async () => {
    // Prepare
    await freshStep();
    const { account, secret } = await enrolled();
    const token = await resetTokenFor(account.email);
    const browser = new ApiClient();
    // Act
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        browser.post('/api/auth/reset-password', {
          token,
          password: NEW_PASSWORD,
          code: String(100000 + index),
        }),
      ),
    );
    const right = await browser.post('/api/auth/reset-password', {
      token,
      password: NEW_PASSWORD,
      code: codeOf(secret),
    });
    const { browser: signIn, challenge } = await firstStep(account);
    const atSignIn = await signIn.post('/api/auth/login/two-factor', { challenge, code: codeOf(secret) });
    // Assess (a guess could be today's code by chance: one in 200,000 per guess).
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      ...Array(5).fill(401),
      ...Array(7).fill(429),
    ]);
    expect(right).toMatchObject({ status: 429, body: { error: TWO_FACTOR_TEXTS.tooManyAttempts } });
    expect(atSignIn.status).toBe(429);
    // The password was not changed by any of them.
    expect((await new ApiClient().post('/api/auth/login', account)).status).toBe(200);
  });

  it('needs no code on an account without two-factor sign-in', async () => {
    const { account } = await signedInClient();
    const token = await resetTokenFor(account.email);
    const reset = await new ApiClient().post('/api/auth/reset-password', { token, password: NEW_PASSWORD });
    expect(reset).toMatchObject({ status: 200, body: { user: { email: account.email } } });
  });
});
