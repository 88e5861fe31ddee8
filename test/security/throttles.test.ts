import { randomInt, randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authenticate } from '#functions/core/auth/accounts.ts';
import { AUTH_TEXTS } from '#shared/texts.ts';
import { ApiClient, signedInClient, statusCounts } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';

/**
 * Sign-in attempt limits under concurrency and across networks (docs/decisions.md, "Attempt limits"). Some
 * tests call `authenticate` in this process, against the runtime's DynamoDB Local, to count how many
 * passwords are actually checked: the password module is the real one, wrapped to count its calls.
 */

const checks = vi.hoisted(() => {
  // Fifty refused guesses would otherwise log fifty warnings into the test output.
  process.env.LOG_LEVEL = 'ERROR';
  return { count: 0 };
});
vi.mock('#functions/core/auth/passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('#functions/core/auth/passwords.ts')>();
  return {
    ...real,
    verifyPassword: (password: string, stored: string) => {
      checks.count += 1;
      return real.verifyPassword(password, stored);
    },
    burnPasswordCheck: (password: string) => {
      checks.count += 1;
      return real.burnPasswordCheck(password);
    },
  };
});

beforeAll(() => useRuntimeDatabase());
beforeEach(() => {
  checks.count = 0;
});

/** A viewer address no other test uses (the suites' clients live in 198.51.100.0/24). */
const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** The status `authenticate` ends with, as the HTTP wrapper would answer it. */
const statusOf = async (attempt: Promise<unknown>): Promise<number> =>
  attempt.then(
    () => 200,
    (error: { statusCode?: number }) => error.statusCode ?? 500,
  );

describe('a sign-in attempt is counted before its password is checked', () => {
  it('of 50 concurrent wrong guesses for one account from one IP, 5 are checked and 45 refused with 429', async () => {
    // Prepare
    const { account } = await signedInClient();
    const ip = freshIp();
    // Act
    const statuses = await Promise.all(
      Array.from({ length: 50 }, () => statusOf(authenticate(account.email, 'wrong guess!', ip))),
    );
    // Assess
    expect(checks.count).toBe(5);
    expect(statusCounts(statuses)).toEqual({ 401: 5, 429: 45 });
  });

  it('of 60 concurrent wrong guesses from 60 addresses, no more than the daily 50 per account are checked', async () => {
    // Prepare
    const { account } = await signedInClient();
    // Act
    const statuses = await Promise.all(
      Array.from({ length: 60 }, () => statusOf(authenticate(account.email, 'wrong guess!', freshIp()))),
    );
    const owner = await authenticate(account.email, account.password, freshIp()).catch((error) => error);
    // Assess
    expect(checks.count).toBe(50);
    expect(statusCounts(statuses)).toEqual({ 401: 50, 429: 10 });
    // The slow limit holds the owner out too, until the end of the (UTC) day.
    const untilMidnight = 86_400 - ((Date.now() / 1000) % 86_400);
    expect(owner.statusCode).toBe(429);
    expect(Number(owner.headers['retry-after'])).toBeCloseTo(untilMidnight, -1);
  });

  it('answers the 50 concurrent guesses of one viewer through the API with 5 × 401 and 45 × 429', async () => {
    // Prepare
    const { account } = await signedInClient();
    const viewer = new ApiClient(undefined, `${freshIp()}:40000`);
    // Act
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        viewer.post('/api/auth/login', { email: account.email, password: 'wrong guess!' }),
      ),
    );
    // Assess
    expect(statusCounts(answers.map((answer) => answer.status))).toEqual({ 401: 5, 429: 45 });
    const refused = answers.find((answer) => answer.status === 429);
    expect(refused?.body).toEqual({ error: AUTH_TEXTS.tooManyAttempts });
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('does not count a successful sign-in as a failure, and starts the pair again', async () => {
    // Prepare
    const { account } = await signedInClient();
    const ip = freshIp();
    for (let guess = 0; guess < 4; guess += 1)
      expect(await statusOf(authenticate(account.email, 'wrong guess!', ip))).toBe(401);
    // Act
    const signedIn = await statusOf(authenticate(account.email, account.password, ip));
    const after = [];
    for (let guess = 0; guess < 6; guess += 1)
      after.push(await statusOf(authenticate(account.email, 'wrong guess!', ip)));
    // Assess
    expect(signedIn).toBe(200);
    expect(after).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe('a stranger cannot lock the owner out from another network', () => {
  it('after 6 wrong guesses from IP A, the right password from IP B signs in', async () => {
    // Prepare
    const { account } = await signedInClient();
    const stranger = new ApiClient(undefined, '203.0.113.61:5000');
    const guesses = [];
    for (let guess = 0; guess < 6; guess += 1)
      guesses.push(
        (await stranger.post('/api/auth/login', { email: account.email, password: 'wrong guess!' })).status,
      );
    // Act
    const owner = await new ApiClient(undefined, '192.0.2.62:6000').post('/api/auth/login', {
      email: account.email,
      password: account.password,
    });
    // Assess
    expect(guesses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(owner.status).toBe(200);
    // The stranger's network stays blocked for this account, even with the right password.
    const fromA = await stranger.post('/api/auth/login', {
      email: account.email,
      password: account.password,
    });
    expect(fromA.status).toBe(429);
  });

  it('refused guesses from a blocked network do not run down the account’s daily limit', async () => {
    // Prepare
    const { account } = await signedInClient();
    const ip = freshIp();
    for (let guess = 0; guess < 5; guess += 1)
      await statusOf(authenticate(account.email, 'wrong guess!', ip));
    // Act
    const hammering = await Promise.all(
      Array.from({ length: 60 }, () => statusOf(authenticate(account.email, 'wrong guess!', ip))),
    );
    const owner = await statusOf(authenticate(account.email, account.password, freshIp()));
    // Assess
    expect(statusCounts(hammering)).toEqual({ 429: 60 });
    expect(owner).toBe(200);
  });
});

describe('IPv6 viewers are counted per /64', () => {
  it('refuses the 31st failure from one /64, whichever of its addresses each guess comes from', async () => {
    // Prepare
    const prefix = `2001:db8:${randomInt(0x10000).toString(16)}:${randomInt(0x10000).toString(16)}`;
    const statuses = [];
    // Act
    for (let guess = 0; guess < 31; guess += 1) {
      const viewer = new ApiClient(
        undefined,
        `${prefix}:${randomInt(0x10000).toString(16)}::${guess + 1}:443`,
      );
      statuses.push(
        (
          await viewer.post('/api/auth/login', {
            email: `nobody-${randomUUID()}@example.com`,
            password: 'guess-guess',
          })
        ).status,
      );
    }
    // Assess
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses[30]).toBe(429);
  });
});
