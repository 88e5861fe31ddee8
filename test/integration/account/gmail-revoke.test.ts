import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInClient } from '#test/helpers/api.ts';
import { type GmailRuntime, startGmailRuntime } from '#test/helpers/gmail-runtime.ts';
import { everyItem } from '#test/integration/admin/admin-fixtures.ts';

/*
 * ASVS M4: deleting an account revokes its Gmail grant at Google (RFC 7009, the refresh token), so Walt's
 * access ends at Google too, not only in Walt's table. A refusal or an unreachable Google is logged and never
 * blocks the deletion.
 */

let runtime: GmailRuntime;
beforeAll(async () => {
  runtime = await startGmailRuntime();
});
afterAll(() => runtime.stop());
beforeEach(() => runtime.google.reset());

/** A narrator with Gmail linked through the fake consent page. */
const linkedNarrator = async () => {
  const session = await signedInClient();
  const client = runtime.clientOf(session);
  const account = `${session.user.id}@gmail.test`;
  const { body } = await client.get<{ authUrl: string }>('/api/gmail/auth-url');
  const callback = new URL(runtime.google.approve(body.authUrl, account));
  const answer = await fetch(callback, { redirect: 'manual', headers: client.headersFor() });
  expect(answer.headers.get('location')).toMatch(/gmail_connected=true$/);
  return { session, client, account };
};

const itemsOf = async (userId: string) =>
  (await everyItem()).filter(
    (item) =>
      !['rateLimit', 'aiQuota'].includes(String(item.__edb_e__)) && JSON.stringify(item).includes(userId),
  );

describe('account deletion and the Gmail grant', () => {
  it('revokes the refresh token at Google, then deletes the account', async () => {
    // Prepare
    const { session, client, account } = await linkedNarrator();
    const [refreshToken] = runtime.google.refreshTokensOf(account);
    expect(refreshToken).toBeTruthy();
    // Act
    const answer = await client.post('/api/account/delete', { password: session.account.password });
    // Assess
    expect(answer.status).toBe(202);
    await expect.poll(() => itemsOf(session.user.id), { timeout: 30_000 }).toEqual([]);
    expect(runtime.google.revocations).toEqual([
      { token: refreshToken, account, refreshToken: true, status: 200 },
    ]);
    expect(runtime.google.grantsFor(account)).toEqual([expect.objectContaining({ revoked: true })]);
    const revoke = runtime.google.requests.find((request) => request.path === '/revoke');
    expect(revoke?.method).toBe('POST');
    expect(await itemsOf(session.user.id)).toEqual([]);
  });

  it('still deletes the account when Google refuses the revocation', async () => {
    // Prepare: the grant was already ended at Google (the narrator removed Walt in their Google account).
    const { session, client, account } = await linkedNarrator();
    const [refreshToken] = runtime.google.refreshTokensOf(account);
    await fetch(`${runtime.google.url}/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: refreshToken ?? '' }).toString(),
    });
    runtime.google.revocations.length = 0;
    // Act
    const answer = await client.post('/api/account/delete', { password: session.account.password });
    // Assess
    expect(answer.status).toBe(202);
    await expect.poll(() => itemsOf(session.user.id), { timeout: 30_000 }).toEqual([]);
    expect(runtime.google.revocations).toEqual([
      { token: refreshToken, account, refreshToken: true, status: 400 },
    ]);
    expect(await itemsOf(session.user.id)).toEqual([]);
  });

  it('asks Google nothing for an account that never linked Gmail', async () => {
    const session = await signedInClient();
    const client = runtime.clientOf(session);
    const answer = await client.post('/api/account/delete', { password: session.account.password });
    expect(answer.status).toBe(202);
    await expect.poll(() => itemsOf(session.user.id), { timeout: 30_000 }).toEqual([]);
    expect(runtime.google.revocations).toEqual([]);
    expect(await itemsOf(session.user.id)).toEqual([]);
  });
});
