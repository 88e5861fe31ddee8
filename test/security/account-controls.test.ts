import { randomUUID } from 'node:crypto';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { StoryEntryEntity } from '#functions/db/entities/story-entry.ts';
import { ACCOUNT_CONTROL_TEXTS, AUTH_TEXTS } from '#shared/texts.ts';
import { createConversation, createStory } from '#test/factories/interviews.ts';
import { ApiClient, type Session, signedInClient } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';
import { everyItem } from '#test/integration/admin/admin-fixtures.ts';

/**
 * Account controls on /profile (issue 14): change password (the current one required, every other session
 * ended, this one kept) and delete my account (the password again; nothing of the account is left behind).
 */

beforeAll(() => useRuntimeDatabase());

/** The runtime's blob store folder (beside its outbox). */
const blobRoot = () => join(dirname(inject('outboxDir')), 'blobs');

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
};

/** Attempt counters and AI quotas carry an id only until their TTL (docs/decisions.md). */
const COUNTERS = new Set(['rateLimit', 'aiQuota']);
const itemsCarrying = async (needle: string) =>
  (await everyItem()).filter(
    (item) =>
      !COUNTERS.has(String(item.__edb_e__)) &&
      JSON.stringify(item).toLowerCase().includes(needle.toLowerCase()),
  );

/** A narrator with something of everything: stories, entries, conversations, notes, a recording, links. */
const narratorWithEverything = async (): Promise<Session> => {
  const narrator = await signedInClient();
  const userId = narrator.user.id;
  const story = await narrator.client.post<{ id: string }>('/api/stories', { title: 'The farm' });
  expect(story.status).toBe(201);
  const storyId = story.body.id;
  const otherStoryId = await createStory(userId, 'The war years');
  await createConversation(userId, { storyId, messages: [{ role: 'user', content: 'We kept bees.' }] });
  const loose = await createConversation(userId, {
    messages: [{ role: 'user', content: 'A conversation of no story.' }],
  });
  expect((await narrator.client.post('/api/notes', { content: 'Father: miner', storyId })).status).toBe(201);
  expect(
    (await narrator.client.post('/api/notes', { content: 'A loose note', conversationId: loose })).status,
  ).toBe(201);
  const recordingKey = `users/${userId}/recordings/${randomUUID()}.webm`;
  await StoryEntryEntity.build(PutItemCommand)
    .item({
      storyId: otherStoryId,
      entryId: randomUUID(),
      userId,
      kind: 'voiceMemo',
      content: 'Hello',
      recordingKey,
    })
    .send();
  await mkdir(dirname(join(blobRoot(), recordingKey)), { recursive: true });
  await writeFile(join(blobRoot(), recordingKey), 'webm bytes');
  expect(
    (await new ApiClient().post('/api/auth/forgot-password', { email: narrator.account.email })).status,
  ).toBe(200);
  // Walt's memory of them: a fact from their own note, built and stored.
  expect(
    (await narrator.client.post('/api/notes', { content: 'I was born in Whitby in 1938.', storyId })).status,
  ).toBe(201);
  const memory = await narrator.client.get<{ facts: unknown[] }>('/api/memory');
  expect(memory.body.facts).toHaveLength(1);
  return narrator;
};

describe('change password', () => {
  it('needs the current password, ends every other session and keeps this one', async () => {
    // Prepare
    const { client, account } = await signedInClient();
    const elsewhere = new ApiClient();
    expect((await elsewhere.post('/api/auth/login', account)).status).toBe(200);
    // Act
    const wrong = await client.post('/api/account/change-password', {
      currentPassword: 'not my password',
      newPassword: 'a-new-river-stone',
    });
    const changed = await client.post('/api/account/change-password', {
      currentPassword: account.password,
      newPassword: 'a-new-river-stone',
    });
    // Assess
    expect(wrong).toMatchObject({ status: 403, body: { error: ACCOUNT_CONTROL_TEXTS.wrongPassword } });
    expect(changed).toMatchObject({ status: 200, body: { message: ACCOUNT_CONTROL_TEXTS.passwordChanged } });
    expect((await client.get('/api/auth/status')).status).toBe(200);
    expect((await elsewhere.get('/api/auth/status')).status).toBe(401);
    const oldPassword = await new ApiClient().post('/api/auth/login', account);
    const newPassword = await new ApiClient().post('/api/auth/login', {
      ...account,
      password: 'a-new-river-stone',
    });
    expect(oldPassword).toMatchObject({ status: 401, body: { error: AUTH_TEXTS.invalidCredentials } });
    expect(newPassword.status).toBe(200);
  });

  it('refuses a common new password and keeps the old one', async () => {
    const { client, account } = await signedInClient();
    const answer = await client.post('/api/account/change-password', {
      currentPassword: account.password,
      newPassword: 'password123',
    });
    expect(answer).toMatchObject({ status: 400, body: { error: AUTH_TEXTS.commonPassword } });
    expect((await new ApiClient().post('/api/auth/login', account)).status).toBe(200);
  });

  it('takes 5 wrong current passwords at most, even sent at once', async () => {
    const { client, account } = await signedInClient();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        client.post('/api/account/change-password', {
          currentPassword: 'guess',
          newPassword: 'a-new-river-stone',
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      ...Array(5).fill(403),
      ...Array(7).fill(429),
    ]);
    expect((await new ApiClient().post('/api/auth/login', account)).status).toBe(200);
  });
});

describe('delete my account', () => {
  it('needs the password again, and a wrong one deletes nothing', async () => {
    const { client, user } = await signedInClient();
    const answer = await client.post('/api/account/delete', { password: 'not my password' });
    expect(answer).toMatchObject({ status: 403, body: { error: ACCOUNT_CONTROL_TEXTS.wrongPassword } });
    expect((await client.get('/api/auth/status')).status).toBe(200);
    expect(await itemsCarrying(user.id)).not.toEqual([]);
  });

  it('leaves nothing that carries the user’s id, in the table or the blob store; the session ends at once', async () => {
    // Prepare
    const narrator = await narratorWithEverything();
    const bystander = await narratorWithEverything();
    const elsewhere = new ApiClient();
    expect((await elsewhere.post('/api/auth/login', narrator.account)).status).toBe(200);
    expect(await itemsCarrying(narrator.user.id)).not.toEqual([]);
    expect(await filesUnder(join(blobRoot(), 'users', narrator.user.id))).toHaveLength(1);
    // Act
    const answer = await narrator.client.post('/api/account/delete', { password: narrator.account.password });
    // Assess
    expect(answer).toMatchObject({ status: 202, body: { message: ACCOUNT_CONTROL_TEXTS.accountDeleted } });
    expect(answer.setCookies[0]).toMatch(/max-age=0/i);
    // Closed at once: no session, no sign-in; then the deletions queue removes everything in it.
    expect((await elsewhere.get('/api/auth/status')).status).toBe(401);
    expect((await new ApiClient().post('/api/auth/login', narrator.account)).status).toBe(401);
    await expect.poll(() => itemsCarrying(narrator.user.id), { timeout: 30_000 }).toEqual([]);
    expect(await itemsCarrying(narrator.account.email)).toEqual([]);
    expect(await filesUnder(join(blobRoot(), 'users', narrator.user.id))).toEqual([]);
    // Every session of the account ends; the address is free again; nothing of the bystander went.
    expect((await elsewhere.get('/api/auth/status')).status).toBe(401);
    expect((await new ApiClient().post('/api/auth/login', narrator.account)).status).toBe(401);
    expect((await new ApiClient().post('/api/auth/register', narrator.account)).status).toBe(201);
    expect(await filesUnder(join(blobRoot(), 'users', bystander.user.id))).toHaveLength(1);
    expect((await bystander.client.get('/api/stories')).body).not.toEqual([]);
    expect((await bystander.client.get('/api/auth/status')).status).toBe(200);
  });

  it('needs a session', async () => {
    expect((await new ApiClient().post('/api/account/delete', { password: 'anything' })).status).toBe(401);
  });
});
