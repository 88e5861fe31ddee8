import { randomUUID } from 'node:crypto';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { totpCodeAt } from '#functions/core/auth/totp.ts';
import { ADMIN_COUNTER_NAME, AdminCounterEntity } from '#functions/db/entities/admin-counter.ts';
import { StoryEntryEntity } from '#functions/db/entities/story-entry.ts';
import { getItem } from '#functions/db/read.ts';
import { NEXT_CURSOR_HEADER } from '#shared/page.ts';
import type { AdminUser } from '#shared/schemas/user.ts';
import { ADMIN_USER_TEXTS, GENERIC_ERRORS } from '#shared/texts.ts';
import { createConversation, createStory } from '#test/factories/interviews.ts';
import { ApiClient, type Session, signedInClient } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';
import { linkGmail, mboxWith, uploadMbox } from '#test/helpers/gmail-link.ts';
import { generateKeepsake } from '#test/helpers/keepsakes.ts';
import { apiOf, keepRecordings, openingSegment, savedCall } from '#test/integration/voice/voice-support.ts';
import { everyItem, putUsers, signedInAdmin } from './admin-fixtures.ts';

/** Issue 12, users part: the admin users list, a user's account, admin rights and deletion. */

interface UserPage {
  users: AdminUser[];
  total: number;
  page: number;
  limit: number;
}

let admin: Session;
let narrator: Session;

beforeAll(async () => {
  useRuntimeDatabase();
  [admin, narrator] = await Promise.all([signedInAdmin(), signedInClient({ name: 'Nora' })]);
});

const listPage = (query: string) => admin.client.get<UserPage>(`/api/admin/users?${query}`);

/** Every page of a filtered list, 50 at a time. */
const allPages = async (filters = '') => {
  const first = await listPage(`page=1&limit=50${filters}`);
  const pages = [first.body];
  for (let page = 2; page <= Math.ceil(first.body.total / 50); page += 1)
    pages.push((await listPage(`page=${page}&limit=50${filters}`)).body);
  return pages;
};

describe('GET /api/admin/users', () => {
  it('pages through every user, newest first, each exactly once, with the total', async () => {
    // Prepare: 120 users more than there were.
    const ids = await putUsers(120);
    // Act
    const pages = await allPages();
    // Assess
    const listed = pages.flatMap((page) => page.users.map((user) => user.id));
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.length).toBe(pages[0]?.total);
    expect(pages[0]?.total).toBeGreaterThanOrEqual(120);
    expect(pages.slice(0, -1).every((page) => page.users.length === 50)).toBe(true);
    const mine = listed.filter((id) => ids.includes(id));
    expect(mine).toEqual([...ids].reverse());
    const created = pages.flatMap((page) => page.users.map((user) => user.createdAt));
    expect(created).toEqual([...created].sort().reverse());
  });

  it('answers the list shape of part B §3, with Private when the user never chose', async () => {
    const answer = await listPage('page=1&limit=1000');
    const nora = answer.body.users.find((user) => user.id === narrator.user.id);
    expect(answer.status).toBe(200);
    expect(answer.body.limit).toBe(1000);
    expect(nora).toEqual({
      id: narrator.user.id,
      name: 'Nora',
      email: narrator.account.email,
      createdAt: expect.any(String),
      isAdmin: false,
      grantedPermissions: { canSeeProgress: false, canSeeTranscripts: false },
    });
  });

  it('filters by role and by transcript consent on the server, totals included', async () => {
    // Prepare: one user of each kind.
    const [adminPublic, adminPrivate, userPublic, userPrivate] = await putUsers(4, (index) => ({
      isAdmin: index < 2,
      transcripts: index % 2 === 0,
    }));
    // Act
    const ids = async (filters: string) => {
      const pages = await allPages(filters);
      const users = pages.flatMap((page) => page.users);
      expect(users.length).toBe(pages[0]?.total);
      return users;
    };
    const admins = await ids('&role=admins');
    const regular = await ids('&role=users');
    const publicOnes = await ids('&transcripts=public');
    const privateOnes = await ids('&transcripts=private');
    const publicAdmins = await ids('&role=admins&transcripts=public');
    const privateUsers = await ids('&role=users&transcripts=private');
    // Assess
    expect(admins.every((user) => user.isAdmin)).toBe(true);
    expect(regular.every((user) => !user.isAdmin)).toBe(true);
    expect(publicOnes.every((user) => user.grantedPermissions.canSeeTranscripts)).toBe(true);
    expect(privateOnes.every((user) => !user.grantedPermissions.canSeeTranscripts)).toBe(true);
    expect(admins.map((user) => user.id)).toEqual(expect.arrayContaining([adminPublic, adminPrivate]));
    expect(regular.map((user) => user.id)).toEqual(expect.arrayContaining([userPublic, userPrivate]));
    expect(publicAdmins.map((user) => user.id)).toContain(adminPublic);
    expect(publicAdmins.map((user) => user.id)).not.toContain(adminPrivate);
    expect(privateUsers.map((user) => user.id)).toContain(userPrivate);
    expect(privateUsers.map((user) => user.id)).not.toContain(userPublic);
  });

  it('follows a consent change and an admin grant at once', async () => {
    const user = await signedInClient();
    await user.client.put('/api/profile/permissions', { permissions: { 'can-see-transcripts': true } });
    await admin.client.put(`/api/admin/users/${user.user.id}/admin`, { isAdmin: true });
    const publicAdmins = (await allPages('&role=admins&transcripts=public')).flatMap((page) => page.users);
    const publicOnes = (await allPages('&transcripts=public')).flatMap((page) => page.users);
    expect(publicAdmins.map((u) => u.id)).toContain(user.user.id);
    expect(publicOnes.map((u) => u.id)).toContain(user.user.id);
  });

  it('reads the next page where the cursor of the one before left off, the same users as by number (issue 24)', async () => {
    await putUsers(30, (index) => ({ isAdmin: false, transcripts: index % 3 === 0 }));
    for (const filters of ['', '&role=users&transcripts=public']) {
      const byNumber = await allPages(filters);
      const byCursor: UserPage[] = [];
      let cursor: string | null = null;
      do {
        const answer: Awaited<ReturnType<typeof listPage>> = await listPage(
          `page=${byCursor.length + 1}&limit=50${filters}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        expect(answer.status).toBe(200);
        byCursor.push(answer.body);
        cursor = answer.headers.get(NEXT_CURSOR_HEADER);
      } while (cursor && byCursor.length < 100);

      const ids = (pages: UserPage[]) => pages.flatMap((page) => page.users.map((user) => user.id));
      expect(ids(byCursor)).toEqual(ids(byNumber));
      expect(new Set(ids(byCursor)).size).toBe(byNumber[0]?.total);
      expect(byCursor.every((page) => page.total === byNumber[0]?.total)).toBe(true);
    }
  });

  it('keeps its place when a user signs up between two pages: no user shown twice', async () => {
    await putUsers(12);
    const first = await listPage('page=1&limit=5');
    const cursor = first.headers.get(NEXT_CURSOR_HEADER);
    expect(cursor).toBeTruthy();
    await putUsers(1);

    const second = await listPage(`page=2&limit=5&cursor=${encodeURIComponent(cursor as string)}`);

    const shown = first.body.users.map((user) => user.id);
    expect(second.body.users).toHaveLength(5);
    expect(second.body.users.filter((user) => shown.includes(user.id))).toEqual([]);
    expect(second.body.total).toBe(first.body.total + 1);
  });

  it('refuses a cursor of another filter with 400', async () => {
    await putUsers(3, () => ({ isAdmin: false, transcripts: false }));
    const first = await listPage('page=1&limit=1&role=users');
    const cursor = encodeURIComponent(first.headers.get(NEXT_CURSOR_HEADER) as string);
    const crossed = await listPage(`page=2&limit=1&role=admins&cursor=${cursor}`);
    expect(crossed.status).toBe(400);
    expect(crossed.body).toEqual({ error: GENERIC_ERRORS.invalidCursor });
  });

  it('refuses a bad page, limit or filter with 400, a user with 403 and a stranger with 401', async () => {
    expect((await listPage('page=0')).status).toBe(400);
    expect((await listPage('limit=1001')).status).toBe(400);
    expect((await listPage('role=owners')).status).toBe(400);
    expect((await listPage('transcripts=maybe')).status).toBe(400);
    expect(await narrator.client.get('/api/admin/users')).toMatchObject({
      status: 403,
      body: { error: GENERIC_ERRORS.adminOnly },
    });
    expect((await new ApiClient().get('/api/admin/users')).status).toBe(401);
  });
});

describe('GET and PUT /api/admin/users/{id}', () => {
  it('reads and renames a user; a missing user is 404 User not found', async () => {
    const user = await signedInClient({ name: 'Old Name' });
    const read = await admin.client.get<AdminUser>(`/api/admin/users/${user.user.id}`);
    const renamed = await admin.client.put<AdminUser>(`/api/admin/users/${user.user.id}`, {
      name: ' New Name ',
    });
    const missing = await admin.client.get(`/api/admin/users/${randomUUID()}`);
    const missingPut = await admin.client.put(`/api/admin/users/${randomUUID()}`, { name: 'x' });
    const invalid = await admin.client.put(`/api/admin/users/${user.user.id}`, { name: 42 });
    expect(read.body).toMatchObject({ id: user.user.id, name: 'Old Name', email: user.account.email });
    expect(renamed.body.name).toBe('New Name');
    expect((await admin.client.get<AdminUser>(`/api/admin/users/${user.user.id}`)).body.name).toBe(
      'New Name',
    );
    expect(missing).toMatchObject({ status: 404, body: { error: ADMIN_USER_TEXTS.userNotFound } });
    expect(missingPut.status).toBe(404);
    expect(invalid.status).toBe(400);
  });
});

describe('PUT /api/admin/users/{id}/admin', () => {
  it('grants and revokes; the new admin may use the admin API once two-factor sign-in is on, and not after', async () => {
    const user = await signedInClient();
    const granted = await admin.client.put<AdminUser>(`/api/admin/users/${user.user.id}/admin`, {
      isAdmin: true,
    });
    const withoutTwoFactor = await user.client.get('/api/admin/users?limit=1');
    const { secret } = (
      await user.client.post<{ secret: string }>('/api/account/two-factor/setup', {
        password: user.account.password,
      })
    ).body;
    const enabled = await user.client.post('/api/account/two-factor/enable', {
      code: totpCodeAt(secret, Date.now()),
    });
    const asAdmin = await user.client.get('/api/admin/users?limit=1');
    const revoked = await admin.client.put<AdminUser>(`/api/admin/users/${user.user.id}/admin`, {
      isAdmin: false,
    });
    const afterwards = await user.client.get('/api/admin/users?limit=1');
    expect(granted.body.isAdmin).toBe(true);
    expect(withoutTwoFactor).toMatchObject({
      status: 403,
      body: { error: GENERIC_ERRORS.adminNeedsTwoFactor },
    });
    expect(enabled.status).toBe(200);
    expect(asAdmin.status).toBe(200);
    expect(revoked.body.isAdmin).toBe(false);
    expect(afterwards).toMatchObject({ status: 403, body: { error: GENERIC_ERRORS.adminOnly } });
  });

  it('refuses to revoke one’s own rights with 409', async () => {
    const answer = await admin.client.put(`/api/admin/users/${admin.user.id}/admin`, { isAdmin: false });
    expect(answer).toMatchObject({ status: 409, body: { error: ADMIN_USER_TEXTS.ownRights } });
    expect((await admin.client.get('/api/admin/users?limit=1')).status).toBe(200);
  });

  it('refuses to revoke the last administrator with 409 (the counter the revokes are conditioned on)', async () => {
    // Prepare: another admin, and the counter saying there is only one admin left.
    const other = await signedInAdmin();
    const key = { counter: ADMIN_COUNTER_NAME };
    const before = await getItem(AdminCounterEntity, key);
    await AdminCounterEntity.build(PutItemCommand)
      .item({ ...key, count: 1 })
      .send();
    // Act
    const answer = await admin.client.put(`/api/admin/users/${other.user.id}/admin`, { isAdmin: false });
    await AdminCounterEntity.build(PutItemCommand)
      .item({ ...key, count: before?.count ?? 1 })
      .send();
    // Assess
    expect(answer).toMatchObject({ status: 409, body: { error: ADMIN_USER_TEXTS.lastAdmin } });
    expect((await other.client.get('/api/admin/users?limit=1')).status).toBe(200);
  });

  it('keeps the counter right when two admins revoke each other at the same moment', async () => {
    // Prepare
    const [first, second] = await Promise.all([signedInAdmin(), signedInAdmin()]);
    const key = { counter: ADMIN_COUNTER_NAME };
    const before = (await getItem(AdminCounterEntity, key))?.count ?? 0;
    // Act
    const answers = await Promise.all([
      first.client.put(`/api/admin/users/${second.user.id}/admin`, { isAdmin: false }),
      second.client.put(`/api/admin/users/${first.user.id}/admin`, { isAdmin: false }),
    ]);
    // Assess: whatever won, the counter lost exactly the admins that lost their rights.
    const revoked = answers.filter((answer) => answer.status === 200).length;
    expect(revoked).toBeGreaterThanOrEqual(1);
    expect((await getItem(AdminCounterEntity, key))?.count).toBe(before - revoked);
  });

  it('validates the body and answers 404 for a missing user', async () => {
    expect(
      (await admin.client.put(`/api/admin/users/${narrator.user.id}/admin`, { isAdmin: 'yes' })).status,
    ).toBe(400);
    expect((await admin.client.put(`/api/admin/users/${randomUUID()}/admin`, { isAdmin: true })).status).toBe(
      404,
    );
  });
});

/** The runtime's blob store folder (beside its outbox). */
const blobRoot = () => join(dirname(inject('outboxDir')), 'blobs');
const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
};
/** Attempt counters and AI quotas carry an id only until their TTL; the audit trail keeps who was deleted. */
const KEPT = new Set(['rateLimit', 'aiQuota', 'auditEntry']);

describe('DELETE /api/admin/users/{id}', () => {
  it('deletes everything of the user, files included, and their session stops at once', async () => {
    // Prepare
    const victim = await signedInClient();
    const userId = victim.user.id;
    const storyId = await createStory(userId, 'The farm');
    await createConversation(userId, { storyId, messages: [{ role: 'user', content: 'We kept bees.' }] });
    await victim.client.post('/api/notes', { content: 'Father: miner', storyId });
    const recordingKey = `users/${userId}/recordings/${randomUUID()}.webm`;
    await StoryEntryEntity.build(PutItemCommand)
      .item({ storyId, entryId: randomUUID(), userId, kind: 'voiceMemo', content: 'Hello', recordingKey })
      .send();
    await mkdir(dirname(join(blobRoot(), recordingKey)), { recursive: true });
    await writeFile(join(blobRoot(), recordingKey), 'webm bytes');
    // Gmail: a link (sealed token), a sign-in under way, and a mailbox import with its run, insight and file.
    await linkGmail(victim);
    await victim.client.get('/api/gmail/auth-url');
    const uploadId = await uploadMbox(victim, mboxWith('aunt.may@example.org'));
    const run = await fetch(new URL(`/api/gmail/mbox/${uploadId}/process`, victim.client.baseUrl), {
      method: 'POST',
      headers: { ...victim.client.headersFor(), 'content-type': 'application/json' },
      body: JSON.stringify({ contactEmail: 'aunt.may@example.org' }),
    });
    expect(await run.text()).toContain('"type":"complete","count":1');
    expect((await filesUnder(join(blobRoot(), 'mbox', userId))).length).toBeGreaterThan(0);
    // Their voice and everything theirs (issue 26): a call's recording, a keepsake's listen links, an export.
    await keepRecordings(victim, true);
    const call = await savedCall(victim, storyId);
    await openingSegment(victim, call.conversationId, 5, [
      { messageId: 'item_Ada1', startMs: 0, endMs: 3_000 },
    ]);
    const keepsake = await generateKeepsake(apiOf(victim), storyId, 'format-short-story');
    const links = await victim.client.post<{ links: { token: string }[] }>(
      `/api/artefacts/${keepsake.id}/listen-links`,
    );
    expect(links.body.links.length).toBeGreaterThan(0);
    const exported = await victim.client.post<{ jobId: string }>('/api/account/export');
    await expect
      .poll(
        async () =>
          (await victim.client.get<{ status: string }>(`/api/account/export/${exported.body.jobId}`)).body
            .status,
      )
      .toBe('completed');
    expect((await filesUnder(join(blobRoot(), 'users', userId, 'calls'))).length).toBeGreaterThan(0);
    expect((await filesUnder(join(blobRoot(), 'users', userId, 'exports'))).length).toBeGreaterThan(0);
    expect((await victim.client.get('/api/auth/status')).status).toBe(200);
    // Act
    const answer = await admin.client.delete(`/api/admin/users/${userId}`);
    // Assess: the account closes at once (no session, no sign-in, gone from the lists)...
    expect(answer.status).toBe(204);
    expect((await victim.client.get('/api/auth/status')).status).toBe(401);
    expect((await admin.client.get(`/api/admin/users/${userId}`)).status).toBe(404);
    expect((await new ApiClient().post('/api/auth/login', victim.account)).status).toBe(401);
    const listed = await admin.client.get<{ users: AdminUser[] }>('/api/admin/users?limit=100');
    expect(listed.body.users.map((user) => user.id)).not.toContain(userId);
    // ...and the deletions queue removes everything in it.
    const residue = async () =>
      (await everyItem()).filter(
        (item) =>
          !KEPT.has(String(item.__edb_e__)) &&
          (JSON.stringify(item).includes(userId) || JSON.stringify(item).includes(victim.account.email)),
      );
    await expect.poll(residue, { timeout: 30_000 }).toEqual([]);
    expect(await filesUnder(join(blobRoot(), 'users', userId))).toEqual([]);
    expect(await filesUnder(join(blobRoot(), 'mbox', userId))).toEqual([]);
    expect((await admin.client.get(`/api/admin/users/${userId}`)).status).toBe(404);
    for (const { token } of links.body.links)
      expect((await new ApiClient().get(`/api/listen/${token}`)).status).toBe(404);
    expect((await new ApiClient().post('/api/auth/login', victim.account)).status).toBe(401);
  });

  it('refuses to delete one’s own account (409) and answers 404 for a missing user', async () => {
    expect(await admin.client.delete(`/api/admin/users/${admin.user.id}`)).toMatchObject({
      status: 409,
      body: { error: ADMIN_USER_TEXTS.ownAccount },
    });
    expect((await admin.client.delete(`/api/admin/users/${randomUUID()}`)).status).toBe(404);
    expect((await narrator.client.delete(`/api/admin/users/${admin.user.id}`)).status).toBe(403);
  });
});
