import { createHash } from 'node:crypto';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { $add, $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ResetTokenEntity } from '#functions/db/entities/reset-token.ts';
import { SessionEntity } from '#functions/db/entities/session.ts';
import { UserEntity } from '#functions/db/entities/user.ts';
import { getItem } from '#functions/db/read.ts';
import { readOutbox } from '#functions/lib/ports/mailer-outbox.ts';
import { AUTH_TEXTS } from '#shared/texts.ts';
import { ApiClient, signedInClient } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';

/**
 * A password reset ends every session opened before it, even one whose item survived (a delete that was
 * dropped), and every reset link mailed before it.
 */

beforeAll(() => useRuntimeDatabase());

const COOKIE = '__Host-walt_session';

/** The session id a client's cookie names (the token's `sid` claim). */
const sessionIdOf = (client: ApiClient): string => {
  const payload = (client.cookies.get(COOKIE) ?? '').split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sid: string }).sid;
};

/** The tokens of every reset link mailed to this address, oldest first. */
const resetTokensMailedTo = async (email: string): Promise<string[]> =>
  (await readOutbox(inject('outboxDir')))
    .filter((mail) => mail.to === email)
    .map((mail) => /reset-password\?token=([\w-]+)/.exec(mail.text)?.[1] ?? '')
    .filter(Boolean);

const requestReset = async (email: string): Promise<string> => {
  const before = await resetTokensMailedTo(email);
  expect((await new ApiClient().post('/api/auth/forgot-password', { email })).status).toBe(200);
  const token = (await resetTokensMailedTo(email)).find((candidate) => !before.includes(candidate));
  if (!token) throw new Error(`no new reset mail for ${email}`);
  return token;
};

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

describe('a password reset ends the sessions opened before it', () => {
  it('even when the session item survives the reset (a dropped delete)', async () => {
    const { client: oldSession, account } = await signedInClient();
    const sessionId = sessionIdOf(oldSession);
    const stored = await getItem(SessionEntity, { sessionId });
    expect(stored).toBeDefined();

    const token = await requestReset(account.email);
    const resetter = new ApiClient();
    const reset = await resetter.post('/api/auth/reset-password', { token, password: 'a-new-river-stone' });
    expect(reset.status).toBe(200);

    // The reset's delete of this session is undone: the item is back exactly as it was.
    await SessionEntity.build(PutItemCommand).item(stored!).send();
    expect(await getItem(SessionEntity, { sessionId })).toBeDefined();

    const status = await oldSession.get('/api/auth/status');
    expect(status.status).toBe(401);
    expect(status.body).toEqual({ error: AUTH_TEXTS.notAuthenticated });
    expect((await oldSession.post('/api/stories', { title: 'After the reset' })).status).toBe(401);

    // The session the reset itself opened, and a fresh sign-in with the new password, both work.
    expect((await resetter.get('/api/auth/status')).status).toBe(200);
    const fresh = new ApiClient();
    expect(
      (await fresh.post('/api/auth/login', { email: account.email, password: 'a-new-river-stone' })).status,
    ).toBe(200);
    expect((await fresh.get('/api/auth/status')).status).toBe(200);
  });

  it('as soon as the user credentialsVersion moves past the session one', async () => {
    const { client, user } = await signedInClient();
    expect((await client.get('/api/auth/status')).status).toBe(200);
    await UserEntity.build(UpdateItemCommand)
      .item({ userId: user.id, credentialsVersion: $add(1) })
      .options({ condition: { attr: 'userId', exists: true } })
      .send();
    expect((await client.get('/api/auth/status')).status).toBe(401);
  });

  it('treats a session stored without a version (opened before versions were recorded) as version 1', async () => {
    const { client } = await signedInClient();
    const sessionId = sessionIdOf(client);
    await SessionEntity.build(UpdateItemCommand)
      .item({ sessionId, credentialsVersion: $remove() })
      .options({ condition: { attr: 'sessionId', exists: true } })
      .send();
    expect((await getItem(SessionEntity, { sessionId }))?.credentialsVersion).toBeUndefined();
    expect((await client.get('/api/auth/status')).status).toBe(200);
  });
});

describe('reset links die with the reset', () => {
  it('a second link mailed before the first was spent no longer works', async () => {
    const { account } = await signedInClient();
    const first = await requestReset(account.email);
    const second = await requestReset(account.email);
    expect(second).not.toBe(first);

    const spent = await new ApiClient().post('/api/auth/reset-password', {
      token: first,
      password: 'first-new-river-stone',
    });
    expect(spent.status).toBe(200);
    expect(await getItem(ResetTokenEntity, { tokenHash: hashOf(second) })).toBeUndefined();

    const reused = await new ApiClient().post('/api/auth/reset-password', {
      token: second,
      password: 'second-new-river-stone',
    });
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({ error: AUTH_TEXTS.invalidResetToken });
    expect(reused.setCookies).toEqual([]);
    const login = await new ApiClient().post('/api/auth/login', {
      email: account.email,
      password: 'first-new-river-stone',
    });
    expect(login.status).toBe(200);
  });

  it('leaves other accounts reset links alone', async () => {
    const [ada, bea] = [await signedInClient(), await signedInClient()];
    const adaToken = await requestReset(ada.account.email);
    const beaToken = await requestReset(bea.account.email);
    expect(
      (
        await new ApiClient().post('/api/auth/reset-password', {
          token: adaToken,
          password: 'ada-new-stone-1',
        })
      ).status,
    ).toBe(200);
    expect(await getItem(ResetTokenEntity, { tokenHash: hashOf(beaToken) })).toBeDefined();
    expect(
      (
        await new ApiClient().post('/api/auth/reset-password', {
          token: beaToken,
          password: 'bea-new-stone-1',
        })
      ).status,
    ).toBe(200);
  });
});
