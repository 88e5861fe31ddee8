import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionSummary } from '#functions/core/auth/session-list.ts';
import { SESSION_TEXTS } from '#shared/texts.ts';
import { ApiClient, signedInClient } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';
import { testTotpCode } from '#test/helpers/test-totp.ts';
import { signedInAdmin } from '#test/integration/admin/admin-fixtures.ts';
import {
  Browser,
  FIREFOX_WINDOWS,
  freshStep,
  narratorOnFirefox,
  SAFARI_IPHONE,
  signInOn,
  turnOnTwoFactor,
} from './support.ts';

/**
 * "Your sessions" (issue 23, M6): the narrator lists their sessions (device, network, last seen, this
 * device), ends one, and every other one ends when two-factor sign-in is turned on; an administrator can end
 * all of a user's sessions (audited).
 */

type SessionRow = SessionSummary;

/** The session id inside the signed token of a client's cookie (the JWT's `sid`). */
const sidOf = (client: ApiClient): string => {
  const token = [...client.cookies.values()][0] ?? '';
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  return payload.sid as string;
};

beforeAll(() => useRuntimeDatabase());

describe('GET /api/account/sessions', () => {
  it('lists each session with its device, network and last use, this device marked, and no token in sight', async () => {
    // Prepare: the narrator on Firefox (203.0.113.45) and on an iPhone (an IPv6 address).
    const narrator = await narratorOnFirefox();
    const phone = await signInOn(new Browser(SAFARI_IPHONE, '[2001:db8:aaaa:1::7]:443'), narrator.account);
    // Act
    const answer = await narrator.client.get<SessionRow[]>('/api/account/sessions');
    // Assert
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(2);
    const [here, other] = answer.body;
    expect(here).toMatchObject({ device: 'Firefox on Windows', current: true });
    expect(other).toMatchObject({ device: 'Safari on iPhone', current: false });
    // Only the network is shown, never the address (the local runtime sees every test client at its socket's
    // address, so the /24 here is of that one; networkOf's own test covers IPv6).
    for (const row of [here, other]) expect(row?.place).toMatch(/^\d+\.\d+\.\d+\.x$|::\/48$/);
    for (const row of answer.body) {
      expect(Number.isNaN(Date.parse(row.lastSeenAt))).toBe(false);
      expect(row.id).toMatch(/^[\w-]{22}$/);
    }
    const text = JSON.stringify(answer.body);
    for (const client of [narrator.client, phone]) {
      expect(text).not.toContain(sidOf(client));
      expect(text).not.toContain([...client.cookies.values()][0]);
    }
    // The public id is no token: sent as the cookie, it signs nobody in.
    const forged = new ApiClient();
    forged.cookies.set([...narrator.client.cookies.keys()][0] ?? 'session', other?.id ?? '');
    expect((await forged.get('/api/auth/status')).status).toBe(401);
  });

  it('shows each narrator their own sessions only, and nobody signed in none', async () => {
    const [ada, bob] = await Promise.all([signedInClient(), signedInClient()]);
    const adaList = await ada.client.get<SessionRow[]>('/api/account/sessions');
    const bobList = await bob.client.get<SessionRow[]>('/api/account/sessions');
    expect(adaList.body).toHaveLength(1);
    expect(bobList.body).toHaveLength(1);
    expect(adaList.body[0]?.id).not.toBe(bobList.body[0]?.id);
    expect((await new ApiClient().get('/api/account/sessions')).status).toBe(401);
  });
});

describe('DELETE /api/account/sessions/{id}', () => {
  it('ends another session of the narrator: that browser is signed out, this one is not', async () => {
    const narrator = await narratorOnFirefox();
    const phone = await signInOn(new Browser(SAFARI_IPHONE), narrator.account);
    const list = await narrator.client.get<SessionRow[]>('/api/account/sessions');
    const phoneRow = list.body.find((row) => !row.current);
    // Act
    const ended = await narrator.client.delete(`/api/account/sessions/${phoneRow?.id}`);
    // Assert
    expect(ended).toMatchObject({ status: 200, body: { message: SESSION_TEXTS.ended } });
    expect(ended.setCookies).toEqual([]);
    expect((await phone.get('/api/auth/status')).status).toBe(401);
    expect((await narrator.client.get('/api/auth/status')).status).toBe(200);
    const after = await narrator.client.get<SessionRow[]>('/api/account/sessions');
    expect(after.body.map((row) => row.id)).toEqual([list.body.find((row) => row.current)?.id]);
  });

  it("answers 404 for another narrator's session and for one that never was, and ends nothing", async () => {
    const [ada, bob] = await Promise.all([signedInClient(), signedInClient()]);
    const [adaSession] = (await ada.client.get<SessionRow[]>('/api/account/sessions')).body;
    // Act
    const foreign = await bob.client.delete(`/api/account/sessions/${adaSession?.id}`);
    const unknown = await bob.client.delete('/api/account/sessions/not-a-session');
    const bySid = await bob.client.delete(`/api/account/sessions/${sidOf(bob.client)}`);
    const anonymous = await new ApiClient().delete(`/api/account/sessions/${adaSession?.id}`);
    // Assert
    expect(foreign).toMatchObject({ status: 404, body: { error: SESSION_TEXTS.notFound } });
    expect(unknown.status).toBe(404);
    // The session id itself (were it known) names nothing here either: only the public id does.
    expect(bySid.status).toBe(404);
    expect(anonymous.status).toBe(401);
    expect((await ada.client.get('/api/auth/status')).status).toBe(200);
    expect((await bob.client.get('/api/auth/status')).status).toBe(200);
  });

  it('ends this device’s own session too, clearing its cookie', async () => {
    const { client } = await signedInClient();
    const [here] = (await client.get<SessionRow[]>('/api/account/sessions')).body;
    const ended = await client.delete(`/api/account/sessions/${here?.id}`);
    expect(ended.status).toBe(200);
    expect(ended.setCookies.some((cookie) => /max-age=0/i.test(cookie))).toBe(true);
    expect((await client.get('/api/auth/status')).status).toBe(401);
  });
});

describe('turning two-factor sign-in on', () => {
  it('ends every other session of the narrator and keeps the one that turned it on', async () => {
    await freshStep();
    const narrator = await narratorOnFirefox();
    const elsewhere = await signInOn(new Browser(SAFARI_IPHONE), narrator.account);
    const third = await signInOn(new ApiClient(), narrator.account);
    expect((await elsewhere.get('/api/auth/status')).status).toBe(200);
    // Act
    await turnOnTwoFactor(narrator.client, narrator.account.password);
    // Assert
    expect((await elsewhere.get('/api/auth/status')).status).toBe(401);
    expect((await third.get('/api/auth/status')).status).toBe(401);
    expect((await narrator.client.get('/api/auth/status')).status).toBe(200);
    const left = await narrator.client.get<SessionRow[]>('/api/account/sessions');
    expect(left.body).toHaveLength(1);
    expect(left.body[0]).toMatchObject({ current: true, device: 'Firefox on Windows' });
  });
});

describe('POST /api/admin/users/{id}/end-sessions', () => {
  it('ends every session of the user, is written to the audit trail, and only an administrator may', async () => {
    const admin = await signedInAdmin();
    const narrator = await narratorOnFirefox();
    const phone = await signInOn(new Browser(FIREFOX_WINDOWS), narrator.account);
    const bystander = await signedInClient();
    // Act
    const refused = await bystander.client.post(`/api/admin/users/${narrator.user.id}/end-sessions`);
    const ended = await admin.client.post(`/api/admin/users/${narrator.user.id}/end-sessions`);
    const missing = await admin.client.post('/api/admin/users/no-such-user/end-sessions');
    // Assert
    expect(refused.status).toBe(403);
    expect(ended).toMatchObject({ status: 200, body: { message: SESSION_TEXTS.endedForUser(2) } });
    expect(missing.status).toBe(404);
    expect((await narrator.client.get('/api/auth/status')).status).toBe(401);
    expect((await phone.get('/api/auth/status')).status).toBe(401);
    expect((await bystander.client.get('/api/auth/status')).status).toBe(200);
    expect((await admin.client.get('/api/auth/status')).status).toBe(200);
    const trail = await admin.client.get<{
      entries: { action: string; actorId: string; targetUserId?: string; detail?: string }[];
    }>('/api/admin/audit?limit=100');
    expect(trail.body.entries).toContainEqual(
      expect.objectContaining({
        action: 'admin.endUserSessions',
        actorId: admin.user.id,
        targetUserId: narrator.user.id,
        detail: `ended 2 sessions of ${narrator.account.email}`,
      }),
    );
  });

  it("keeps the administrator's own current session when they end their own", async () => {
    const admin = await signedInAdmin();
    // A second browser of the administrator's: the password, then a code from their app.
    const elsewhere = new ApiClient();
    const first = await elsewhere.post<{ challenge: string }>('/api/auth/login', {
      email: admin.account.email,
      password: admin.account.password,
    });
    const second = await elsewhere.post('/api/auth/login/two-factor', {
      challenge: first.body.challenge,
      code: testTotpCode(),
    });
    expect(second.status).toBe(200);
    expect((await elsewhere.get('/api/auth/status')).status).toBe(200);
    // Act
    const answer = await admin.client.post(`/api/admin/users/${admin.user.id}/end-sessions`);
    expect(answer.status).toBe(200);
    expect((await admin.client.get('/api/auth/status')).status).toBe(200);
    expect((await elsewhere.get('/api/auth/status')).status).toBe(401);
  });
});
