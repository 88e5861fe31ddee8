import { beforeAll, describe, expect, inject, it } from 'vitest';
import { findUserById } from '#functions/core/auth/users.ts';
import { readOutbox } from '#functions/lib/ports/mailer-outbox.ts';
import { ACCOUNT_CONTROL_TEXTS, SESSION_TEXTS, TWO_FACTOR_TEXTS } from '#shared/texts.ts';
import { ApiClient, type Session, signedInClient } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';
import { signedInAdmin } from '#test/integration/admin/admin-fixtures.ts';
import { codeOf, freshStep, turnOnTwoFactor } from './support.ts';

/**
 * Recovery codes (issue 23): 80 bits each, stored as scrypt hashes, renewed on /profile with the password or
 * a code (the old set stops working); and an administrator's reset of a narrator's two-factor sign-in.
 */

beforeAll(() => useRuntimeDatabase());

const CODE_FORMAT = /^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/;

const enrolled = async (): Promise<Session & { secret: string; recoveryCodes: string[] }> => {
  const session = await signedInClient();
  return { ...session, ...(await turnOnTwoFactor(session.client, session.account.password)) };
};

/** Signs in on a new browser with the password and a recovery code. */
const signInWithRecoveryCode = async (account: Session['account'], recoveryCode: string) => {
  const browser = new ApiClient();
  const first = await browser.post<{ challenge: string }>('/api/auth/login', {
    email: account.email,
    password: account.password,
  });
  return browser.post('/api/auth/login/two-factor', { challenge: first.body.challenge, recoveryCode });
};

describe('POST /api/account/two-factor/recovery-codes', () => {
  it('answers a new set once, with the password, and the old set stops working', async () => {
    await freshStep();
    const narrator = await enrolled();
    for (const code of narrator.recoveryCodes) expect(code).toMatch(CODE_FORMAT);
    const storedBefore = (await findUserById(narrator.user.id))?.twoFactorRecoveryCodes;
    // Act
    const renewed = await narrator.client.post<{ recoveryCodes: string[] }>(
      '/api/account/two-factor/recovery-codes',
      { password: narrator.account.password },
    );
    // Assert
    expect(renewed.status).toBe(200);
    const fresh = renewed.body.recoveryCodes;
    expect(fresh).toHaveLength(10);
    for (const code of fresh) expect(code).toMatch(CODE_FORMAT);
    expect(fresh.some((code) => narrator.recoveryCodes.includes(code))).toBe(false);
    const storedAfter = (await findUserById(narrator.user.id))?.twoFactorRecoveryCodes ?? '';
    expect(storedAfter).not.toBe(storedBefore);
    expect(storedAfter).toMatch(/^scrypt\$/);
    for (const code of fresh) expect(storedAfter).not.toContain(code.replace(/-/g, ''));
    const old = await signInWithRecoveryCode(narrator.account, narrator.recoveryCodes[0] ?? '');
    expect(old).toMatchObject({ status: 401, body: { error: TWO_FACTOR_TEXTS.wrongRecoveryCode } });
    const withNew = await signInWithRecoveryCode(narrator.account, fresh[0] ?? '');
    expect(withNew.status).toBe(200);
  });

  it('takes a current code from the app instead of the password', async () => {
    await freshStep();
    const narrator = await enrolled();
    const renewed = await narrator.client.post<{ recoveryCodes: string[] }>(
      '/api/account/two-factor/recovery-codes',
      { code: codeOf(narrator.secret, 1) },
    );
    expect(renewed.status).toBe(200);
    expect(renewed.body.recoveryCodes).toHaveLength(10);
  });

  it('refuses without a proof, with a wrong one, and when two-factor sign-in is off; the codes stay', async () => {
    await freshStep();
    const narrator = await enrolled();
    const before = (await findUserById(narrator.user.id))?.twoFactorRecoveryCodes;
    // Act
    const none = await narrator.client.post('/api/account/two-factor/recovery-codes', {});
    const wrongPassword = await narrator.client.post('/api/account/two-factor/recovery-codes', {
      password: 'not my password',
    });
    const wrongCode = await narrator.client.post('/api/account/two-factor/recovery-codes', {
      code: codeOf(narrator.secret, -1) === '000000' ? '111111' : '000000',
    });
    const anonymous = await new ApiClient().post('/api/account/two-factor/recovery-codes', {
      password: narrator.account.password,
    });
    const plain = await signedInClient();
    const off = await plain.client.post('/api/account/two-factor/recovery-codes', {
      password: plain.account.password,
    });
    // Assert
    expect(none).toMatchObject({ status: 400, body: { error: expect.stringContaining('password or code') } });
    expect(wrongPassword).toMatchObject({
      status: 403,
      body: { error: ACCOUNT_CONTROL_TEXTS.wrongPassword },
    });
    expect(wrongCode).toMatchObject({ status: 403, body: { error: TWO_FACTOR_TEXTS.wrongCode } });
    expect(anonymous.status).toBe(401);
    expect(off).toMatchObject({ status: 409, body: { error: TWO_FACTOR_TEXTS.notOn } });
    expect((await findUserById(narrator.user.id))?.twoFactorRecoveryCodes).toBe(before);
  });
});

describe('POST /api/admin/users/{id}/reset-two-factor', () => {
  it('turns the narrator’s two-factor sign-in off, mails them, and is written to the audit trail', async () => {
    await freshStep();
    const admin = await signedInAdmin();
    const narrator = await enrolled();
    // Act
    const answer = await admin.client.post(`/api/admin/users/${narrator.user.id}/reset-two-factor`);
    // Assert
    expect(answer).toMatchObject({ status: 200, body: { message: SESSION_TEXTS.twoFactorReset } });
    const user = await findUserById(narrator.user.id);
    expect(user?.twoFactorEnabled).toBeUndefined();
    expect(user?.twoFactorSecret).toBeUndefined();
    expect(user?.twoFactorRecoveryCodes).toBeUndefined();
    // The password alone signs in again.
    const login = await new ApiClient().post('/api/auth/login', {
      email: narrator.account.email,
      password: narrator.account.password,
    });
    expect(login.status).toBe(200);
    expect(login.body).not.toHaveProperty('twoFactorRequired');
    const mail = (await readOutbox(inject('outboxDir'))).filter((sent) => sent.to === narrator.account.email);
    expect(mail.at(-1)?.subject).toBe('Two-factor sign-in is off on your Walt account');
    expect(mail.at(-1)?.text).toContain('An administrator of Walt has turned off two-factor sign-in');
    const trail = await admin.client.get<{
      entries: { action: string; actorId: string; targetUserId?: string }[];
    }>('/api/admin/audit?limit=100');
    expect(trail.body.entries).toContainEqual(
      expect.objectContaining({
        action: 'admin.resetUserTwoFactor',
        actorId: admin.user.id,
        targetUserId: narrator.user.id,
      }),
    );
  });

  it('refuses a user without two-factor sign-in, the administrator’s own, and anyone but an administrator', async () => {
    const admin = await signedInAdmin();
    const plain = await signedInClient();
    const narrator = await enrolled();
    // Act
    const notOn = await admin.client.post(`/api/admin/users/${plain.user.id}/reset-two-factor`);
    const own = await admin.client.post(`/api/admin/users/${admin.user.id}/reset-two-factor`);
    const byUser = await plain.client.post(`/api/admin/users/${narrator.user.id}/reset-two-factor`);
    const missing = await admin.client.post('/api/admin/users/no-such-user/reset-two-factor');
    // Assert
    expect(notOn).toMatchObject({ status: 409, body: { error: SESSION_TEXTS.twoFactorNotOnForUser } });
    expect(own).toMatchObject({ status: 409, body: { error: SESSION_TEXTS.ownTwoFactor } });
    expect(byUser.status).toBe(403);
    expect(missing.status).toBe(404);
    expect((await findUserById(narrator.user.id))?.twoFactorEnabled).toBe(true);
    expect((await findUserById(admin.user.id))?.twoFactorEnabled).toBe(true);
  });
});
