import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { readOutbox } from '#functions/lib/ports/mailer-outbox.ts';
import { AUTH_TEXTS } from '#shared/texts.ts';
import { ApiClient, signedInClient, statusCounts } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';

/**
 * Forgot-password and reset take their attempt before the work, like sign-in (docs/decisions.md, "Attempt
 * limits"): requests sent at once cannot all pass a limit that a check-then-count would let through.
 */

beforeAll(() => useRuntimeDatabase());

/** A viewer address no other test uses. */
const freshViewer = () =>
  new ApiClient(
    undefined,
    `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}:${randomInt(1024, 60000)}`,
  );

const resetMailsTo = async (email: string): Promise<number> =>
  (await readOutbox(inject('outboxDir'))).filter(
    (mail) => mail.to === email && /reset-password\?token=/.test(mail.text),
  ).length;

describe('forgot-password takes its attempt before mailing', () => {
  it('of 12 concurrent requests for one account, 5 mail a link and 7 are refused with 429', async () => {
    // Prepare
    const { account } = await signedInClient();
    const viewer = freshViewer();
    // Act
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => viewer.post('/api/auth/forgot-password', { email: account.email })),
    );
    // Assess
    expect(statusCounts(answers.map((answer) => answer.status))).toEqual({ 200: 5, 429: 7 });
    expect(answers.find((answer) => answer.status === 429)?.body).toEqual({
      error: AUTH_TEXTS.tooManyAttempts,
    });
    expect(await resetMailsTo(account.email)).toBe(5);
  });
});

describe('reset takes its attempt before the token is looked up', () => {
  it('of 30 concurrent guessed tokens from one IP, 20 are checked and 10 refused with 429', async () => {
    // Prepare
    const viewer = freshViewer();
    // Act
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, guess) =>
        viewer.post('/api/auth/reset-password', { token: `guess-${guess}`, password: 'long-enough-1' }),
      ),
    );
    // Assess
    expect(statusCounts(answers.map((answer) => answer.status))).toEqual({ 400: 20, 429: 10 });
    expect(
      Number(answers.find((answer) => answer.status === 429)?.headers.get('retry-after')),
    ).toBeGreaterThan(0);
  });

  it('does not count a successful reset as a failure', async () => {
    // Prepare
    const { account } = await signedInClient();
    const viewer = freshViewer();
    for (let guess = 0; guess < 19; guess += 1)
      await viewer.post('/api/auth/reset-password', { token: `guess-${guess}`, password: 'long-enough-1' });
    expect((await viewer.post('/api/auth/forgot-password', { email: account.email })).status).toBe(200);
    const mails = (await readOutbox(inject('outboxDir'))).filter((mail) => mail.to === account.email);
    const token = /reset-password\?token=([\w-]+)/.exec(mails.at(-1)?.text ?? '')?.[1] ?? '';
    // Act
    const reset = await viewer.post('/api/auth/reset-password', { token, password: 'a-new-river-stone' });
    const guess = await viewer.post('/api/auth/reset-password', {
      token: 'guess-last',
      password: 'long-enough-1',
    });
    // Assess
    expect(reset.status).toBe(200);
    expect(guess.status).toBe(400);
  });
});
