import { beforeAll, describe, expect, it } from 'vitest';
import type { Format } from '#shared/schemas/format.ts';
import { createStory } from '#test/factories/interviews.ts';
import { makeAdministrator } from '#test/helpers/administrator.ts';
import { ApiClient, type Session, signedInClient } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';
import { itKeepsAnAdministratorsEdit } from '#test/helpers/seeded-edits.ts';

let admin: Session;
let user: Session;

const draft = (overrides: Record<string, unknown> = {}) => ({
  name: `Recipe card ${Math.random().toString(36).slice(2, 8)}`,
  description: 'A recipe with the story around it.',
  icon: 'chef-hat',
  writerPrompt: 'Write the recipe as the narrator made it, with one memory of the kitchen.',
  contentScope: 'current',
  ...overrides,
});

beforeAll(async () => {
  useRuntimeDatabase();
  [admin, user] = await Promise.all([signedInClient(), signedInClient()]);
  await makeAdministrator(admin.account.email);
});

describe('seeded formats', () => {
  it('has Short Story, Photo Book, Postcard, Letter to Family and a Biography over all stories', async () => {
    const { status, body } = await admin.client.get<Format[]>('/api/admin/formats');

    expect(status).toBe(200);
    const byId = new Map(body.map((format) => [format.id, format]));
    expect(byId.get('format-short-story')).toMatchObject({ name: 'Short Story', contentScope: 'current' });
    expect(byId.get('format-photo-book')?.writerPrompt).toContain('Photo:');
    expect(byId.get('format-postcard')).toMatchObject({ name: 'Postcard' });
    expect(byId.get('format-letter-to-family')).toMatchObject({ name: 'Letter to Family' });
    expect(byId.get('format-biography')).toMatchObject({ name: 'Biography', contentScope: 'all' });
    for (const format of byId.values()) expect(format.writerPrompt.trim().length).toBeGreaterThan(0);
  });

  itKeepsAnAdministratorsEdit<Format>(() => admin, {
    listUrl: '/api/admin/formats',
    id: 'format-postcard',
    field: 'description',
  });
});

describe('admin formats', () => {
  it('creates, reads, lists, updates and deletes a format', async () => {
    const created = await admin.client.post<Format>('/api/admin/formats', draft());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ contentScope: 'current', icon: 'chef-hat' });
    const id = created.body.id;

    const listed = await admin.client.get<Format[]>('/api/admin/formats');
    const updated = await admin.client.put<Format>(`/api/admin/formats/${id}`, {
      name: 'Recipe card',
      writerPrompt: 'Write it as a recipe card.',
      contentScope: 'all',
    });
    const forUsers = await user.client.get<Format>(`/api/formats/${id}`);
    const removed = await admin.client.delete(`/api/admin/formats/${id}`);
    const gone = await admin.client.get(`/api/admin/formats/${id}`);

    expect(listed.body.some((format) => format.id === id)).toBe(true);
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Recipe card', contentScope: 'all' });
    // PUT replaces: the description and icon left out are cleared.
    expect(updated.body.description).toBeUndefined();
    expect(updated.body.icon).toBeUndefined();
    expect(forUsers.body).toMatchObject({ id, name: 'Recipe card' });
    expect(removed.status).toBe(204);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ error: 'Format not found' });
  });

  it('defaults the content scope to current', async () => {
    const { body } = await admin.client.post<Format>(
      '/api/admin/formats',
      draft({ contentScope: undefined }),
    );
    expect(body.contentScope).toBe('current');
  });

  it('refuses a blank name or writer prompt and an unknown scope, naming the field', async () => {
    const noName = await admin.client.post('/api/admin/formats', draft({ name: '   ' }));
    const noPrompt = await admin.client.post('/api/admin/formats', draft({ writerPrompt: '' }));
    const badScope = await admin.client.post('/api/admin/formats', draft({ contentScope: 'some' }));

    expect(noName.status).toBe(400);
    expect(noName.body.error).toContain('name');
    expect(noPrompt.status).toBe(400);
    expect(noPrompt.body.error).toContain('writerPrompt');
    expect(badScope.status).toBe(400);
    expect(badScope.body.error).toContain('contentScope');
  });

  it('answers 404 for updating or deleting a format that does not exist', async () => {
    const update = await admin.client.put('/api/admin/formats/no-such-format', draft());
    const remove = await admin.client.delete('/api/admin/formats/no-such-format');
    expect(update.status).toBe(404);
    expect(remove.status).toBe(404);
  });

  it('refuses every admin route to a regular user (403) and to no session (401), changing nothing', async () => {
    const before = await admin.client.get<Format>('/api/admin/formats/format-short-story');
    const answers = await Promise.all([
      user.client.get('/api/admin/formats'),
      user.client.post('/api/admin/formats', draft()),
      user.client.get('/api/admin/formats/format-short-story'),
      user.client.put('/api/admin/formats/format-short-story', draft()),
      user.client.delete('/api/admin/formats/format-short-story'),
    ]);
    const anonymous = await new ApiClient().get('/api/formats/format-short-story');
    const after = await admin.client.get<Format>('/api/admin/formats/format-short-story');

    expect(answers.map(({ status }) => status)).toEqual([403, 403, 403, 403, 403]);
    expect(anonymous.status).toBe(401);
    expect(after.body).toEqual(before.body);
  });
});

describe('GET /api/formats/{id}', () => {
  it('shows a signed-in user the format page’s icon, name and description; 404 for none', async () => {
    const found = await user.client.get<Format>('/api/formats/format-short-story');
    const missing = await user.client.get('/api/formats/format-nothing');

    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ id: 'format-short-story', name: 'Short Story', icon: 'book' });
    expect(found.body.description).toBeTruthy();
    expect(missing.status).toBe(404);
  });
});

describe('the administrator’s writerPrompt (issue 23, low)', () => {
  it('is never answered to a narrator, on the format page nor in a story’s formats; admins still read it', async () => {
    // Prepare
    const storyId = await createStory(user.user.id);
    const created = await admin.client.post<Format>('/api/admin/formats', draft());
    // Act
    const one = await user.client.get<Record<string, unknown>>(`/api/formats/${created.body.id}`);
    const seeded = await user.client.get<Record<string, unknown>>('/api/formats/format-short-story');
    const ofStory = await user.client.get<Record<string, unknown>[]>(
      `/api/artefacts/story/${storyId}/formats`,
    );
    const adminOne = await admin.client.get<Format>(`/api/admin/formats/${created.body.id}`);
    const adminAll = await admin.client.get<Format[]>('/api/admin/formats');
    // Assess
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: created.body.id, name: created.body.name, icon: 'chef-hat' });
    expect(one.body).not.toHaveProperty('writerPrompt');
    expect(seeded.body).not.toHaveProperty('writerPrompt');
    expect(ofStory.status).toBe(200);
    expect(ofStory.body.map((format) => format.id)).toContain(created.body.id);
    for (const format of ofStory.body) expect(format).not.toHaveProperty('writerPrompt');
    expect(JSON.stringify([one.body, seeded.body, ofStory.body])).not.toContain(created.body.writerPrompt);
    expect(adminOne.body.writerPrompt).toBe(draft().writerPrompt);
    expect(adminAll.body.find((format) => format.id === created.body.id)?.writerPrompt).toBe(
      draft().writerPrompt,
    );
    await admin.client.delete(`/api/admin/formats/${created.body.id}`);
  });
});
