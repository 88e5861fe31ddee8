import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '#shared/schemas/conversation.ts';
import type { Story } from '#shared/schemas/story.ts';
import { ADMIN_USER_TEXTS, GENERIC_ERRORS } from '#shared/texts.ts';
import { createConversation, createStory } from '#test/factories/interviews.ts';
import { type Session, signedInClient } from '#test/helpers/api.ts';
import { adminNarratorAndOther } from './admin-fixtures.ts';

/** A user's progress, conversations and stories, read by an admin only while the user consents; audited. */

interface AuditPage {
  entries: {
    id: string;
    at: string;
    actorId: string;
    action: string;
    targetUserId?: string;
    target?: string;
    detail?: string;
  }[];
  nextCursor?: string;
}

let admin: Session;
let narrator: Session;
let other: Session;

beforeAll(async () => {
  [admin, narrator, other] = await adminNarratorAndOther();
});

const consent = (session: Session, permissions: Record<string, boolean>) =>
  session.client.put('/api/profile/permissions', { permissions });

describe('consent at the moment of the read', () => {
  it('refuses progress, conversations and stories without consent, with the spec’s texts', async () => {
    // Prepare
    await consent(narrator, { 'can-see-progress': false, 'can-see-transcripts': false });
    const storyId = await createStory(narrator.user.id, 'The farm');
    const base = `/api/admin/users/${narrator.user.id}`;
    // Act
    const progress = await admin.client.get(`${base}/progress`);
    const conversations = await admin.client.get(`${base}/conversations`);
    const stories = await admin.client.get(`${base}/stories`);
    const story = await admin.client.get(`${base}/stories/${storyId}`);
    // Assess
    expect(progress).toMatchObject({ status: 403, body: { error: ADMIN_USER_TEXTS.progressNotGranted } });
    expect(conversations).toMatchObject({
      status: 403,
      body: { error: ADMIN_USER_TEXTS.conversationsNotGranted },
    });
    expect(stories).toMatchObject({ status: 403, body: { error: ADMIN_USER_TEXTS.storiesNotGranted } });
    expect(story).toMatchObject({ status: 403, body: { error: ADMIN_USER_TEXTS.storiesNotGranted } });
    expect(ADMIN_USER_TEXTS.progressNotGranted).toBe(
      'This user has not granted permission to view their progress.',
    );
  });

  it('reads them once granted, and refuses again the moment consent is withdrawn', async () => {
    // Prepare
    const storyId = await createStory(narrator.user.id, 'The war years');
    const conversationId = await createConversation(narrator.user.id, {
      storyId,
      messages: [{ role: 'user', content: 'We kept bees.' }],
    });
    await consent(narrator, { 'can-see-progress': true, 'can-see-transcripts': true });
    const base = `/api/admin/users/${narrator.user.id}`;
    // Act
    const progress = await admin.client.get<{ steps: { state: string }[]; allDone: boolean }>(
      `${base}/progress`,
    );
    const conversations = await admin.client.get<Conversation[]>(`${base}/conversations`);
    const stories = await admin.client.get<Story[]>(`${base}/stories`);
    const story = await admin.client.get<Story>(`${base}/stories/${storyId}`);
    await consent(narrator, { 'can-see-transcripts': false });
    const withdrawn = await admin.client.get(`${base}/conversations`);
    // Assess
    expect(progress.status).toBe(200);
    expect(progress.body.steps).toHaveLength(4);
    expect(progress.body.steps[0]).toMatchObject({ sessionType: 'gettingToKnowYou' });
    expect(conversations.body.map((c) => c.id)).toContain(conversationId);
    expect(conversations.body.find((c) => c.id === conversationId)?.messageCount).toBe(1);
    expect(stories.body.map((s) => s.id)).toContain(storyId);
    expect(story.body).toMatchObject({ id: storyId, title: 'The war years' });
    expect(withdrawn.status).toBe(403);
  });

  it('answers 404 for a missing user, and for a story that is not this user’s', async () => {
    await consent(other, { 'can-see-transcripts': true });
    const foreignStory = await createStory(narrator.user.id, 'Not yours');
    const missingUser = await admin.client.get(`/api/admin/users/${randomUUID()}/stories`);
    const foreign = await admin.client.get(`/api/admin/users/${other.user.id}/stories/${foreignStory}`);
    expect(missingUser).toMatchObject({ status: 404, body: { error: ADMIN_USER_TEXTS.userNotFound } });
    expect(foreign).toMatchObject({ status: 404, body: { error: ADMIN_USER_TEXTS.storyNotFound } });
  });

  it('is for administrators only', async () => {
    const answer = await other.client.get(`/api/admin/users/${narrator.user.id}/progress`);
    expect(answer).toMatchObject({ status: 403, body: { error: GENERIC_ERRORS.adminOnly } });
  });
});

describe('GET /api/admin/audit', () => {
  it('records who read whose material and who changed what, newest first, page by page', async () => {
    // Prepare
    const subject = await signedInClient();
    await consent(subject, { 'can-see-transcripts': true });
    // Act
    await admin.client.get(`/api/admin/users/${subject.user.id}/conversations`);
    await admin.client.put(`/api/admin/users/${subject.user.id}/admin`, { isAdmin: true });
    await admin.client.put(`/api/admin/users/${subject.user.id}/admin`, { isAdmin: false });
    const firstPage = await admin.client.get<AuditPage>('/api/admin/audit?limit=2');
    const secondPage = await admin.client.get<AuditPage>(
      `/api/admin/audit?limit=50&cursor=${firstPage.body.nextCursor}`,
    );
    // Assess
    const mine = [...firstPage.body.entries, ...secondPage.body.entries].filter(
      (entry) => entry.targetUserId === subject.user.id,
    );
    expect(mine.map((entry) => [entry.action, entry.detail])).toEqual([
      ['admin.setUserAdmin', 'revoked admin rights'],
      ['admin.setUserAdmin', 'granted admin rights'],
      ['admin.readUserConversations', undefined],
    ]);
    expect(mine.every((entry) => entry.actorId === admin.user.id)).toBe(true);
    expect(firstPage.body.entries).toHaveLength(2);
    expect(firstPage.body.nextCursor).toEqual(expect.any(String));
  });

  it('records a refused read nowhere, a deletion with the deleted email, and refuses a forged cursor', async () => {
    const victim = await signedInClient();
    await admin.client.get(`/api/admin/users/${victim.user.id}/stories`);
    await admin.client.delete(`/api/admin/users/${victim.user.id}`);
    const trail = await admin.client.get<AuditPage>('/api/admin/audit?limit=100');
    const forged = await admin.client.get(
      `/api/admin/audit?cursor=${Buffer.from('{"pk":"x","sk":"y"}').toString('base64url')}`,
    );
    const entries = trail.body.entries.filter((entry) => entry.targetUserId === victim.user.id);
    expect(entries.map((entry) => [entry.action, entry.detail])).toEqual([
      ['admin.deleteUser', `deleted ${victim.account.email}`],
    ]);
    expect(forged).toMatchObject({ status: 400, body: { error: GENERIC_ERRORS.invalidCursor } });
    expect((await other.client.get('/api/admin/audit')).status).toBe(403);
  });

  it('records the admin writes of the content screens (a path created) through the wrapper', async () => {
    const created = await admin.client.post<{ id: string }>('/api/paths', {
      name: `Audited ${randomUUID()}`,
      instructions: 'Ask about the farm.',
      questions: [],
    });
    const trail = await admin.client.get<AuditPage>('/api/admin/audit?limit=20');
    expect(created.status).toBe(201);
    expect(trail.body.entries.map((entry) => entry.action)).toContain('paths.createPath');
  });
});
