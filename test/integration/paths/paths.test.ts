import { beforeAll, describe, expect, it } from 'vitest';
import { SEED_JOURNEY_PATHS } from '#functions/core/journeys/seed-content.ts';
import { refreshSeedJourneyPaths } from '#functions/core/journeys/seed-refresh.ts';
import { pathFingerprint } from '#functions/core/paths/seed-refresh.ts';
import { SESSION_TYPES } from '#shared/constants.ts';
import type { Path } from '#shared/schemas/path.ts';
import { makeAdministrator } from '#test/helpers/administrator.ts';
import { type Session, signedInClient } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';
import { itKeepsAnAdministratorsEdit } from '#test/helpers/seeded-edits.ts';

let admin: Session;
let user: Session;

const draft = (overrides: Record<string, unknown> = {}) => ({
  name: `memories-${Math.random().toString(36).slice(2, 8)}`,
  displayName: 'School memories',
  instructions: '# Aim\nAsk about school days, gently.',
  introCardText: 'Let us talk about school.',
  introScript: 'Hello again! Today I would love to hear about your school days.',
  exitCriteria: 'The narrator has described at least two teachers.',
  questions: [
    { title: 'First school', text: 'What do you remember of your first school?' },
    { title: 'A teacher', text: 'Which teacher do you still think about?' },
  ],
  ...overrides,
});

beforeAll(async () => {
  useRuntimeDatabase();
  [admin, user] = await Promise.all([signedInClient(), signedInClient()]);
  await makeAdministrator(admin.account.email);
});

describe('seeded paths', () => {
  it('has the four conversation sections, each with a full script of 6–10 questions', async () => {
    const list = await admin.client.get<Path[]>('/api/paths');
    for (const key of SESSION_TYPES) {
      const path = list.body.find((p) => p.id === `seed-${key}`);
      expect(path, key).toBeDefined();
      expect(path?.name).toBe(key);
      expect(path?.instructions.length, key).toBeGreaterThan(200);
      expect(path?.introCardText, key).toBeTruthy();
      expect(path?.introScript, key).toBeTruthy();
      expect(path?.exitCriteria, key).toBeTruthy();
      expect(path?.questions.length, key).toBeGreaterThanOrEqual(6);
      expect(path?.questions.length, key).toBeLessThanOrEqual(10);
    }
  });

  itKeepsAnAdministratorsEdit<Path>(() => admin, {
    listUrl: '/api/paths',
    id: 'seed-exploringCore',
    field: 'exitCriteria',
  });

  it('brings a seeded path an earlier release wrote up to the current seed, unless an administrator edited it', async () => {
    const seed = SEED_JOURNEY_PATHS['seed-family-kitchen']!;
    const url = '/api/paths/seed-family-kitchen';
    // The path as an earlier release wrote it, whose fingerprint is retired.
    const earlier = { ...seed, instructions: '# An earlier script' };
    const retired = { 'seed-family-kitchen': [pathFingerprint(earlier)] };

    await admin.client.put(url, earlier);
    const first = await refreshSeedJourneyPaths(retired);
    const second = await refreshSeedJourneyPaths(retired);
    const refreshed = (await admin.client.get<Path>(url)).body;
    await admin.client.put(url, { ...earlier, exitCriteria: 'Edited by an administrator.' });
    const untouched = await refreshSeedJourneyPaths(retired);
    const edited = (await admin.client.get<Path>(url)).body;
    await admin.client.put(url, seed);

    expect(first.refreshed).toEqual(['seed-family-kitchen']);
    expect(refreshed.instructions).toBe(seed.instructions);
    expect(refreshed.questions.map(({ title, text }) => ({ title, text }))).toEqual(seed.questions);
    expect(second.refreshed).toEqual([]);
    expect(untouched.refreshed).toEqual([]);
    expect(edited.instructions).toBe('# An earlier script');
    expect(edited.exitCriteria).toBe('Edited by an administrator.');
  });
});

describe('admin path endpoints', () => {
  it('creates, reads, updates, duplicates and deletes a path; questions are numbered by position', async () => {
    const created = await admin.client.post<Path>('/api/paths', draft());
    const id = created.body.id;
    const updated = await admin.client.put<Path>(`/api/paths/${id}`, {
      ...draft({ name: created.body.name }),
      displayName: '',
      questions: [...draft().questions].reverse(),
    });
    const copy = await admin.client.post<Path>(`/api/paths/${id}/duplicate`);
    const listed = await admin.client.get<Path[]>('/api/paths');
    const deleted = await admin.client.delete(`/api/paths/${id}`);
    const gone = await admin.client.get(`/api/paths/${id}`);

    expect(created.status).toBe(201);
    expect(created.body.questions.map((q) => [q.id, q.title])).toEqual([
      [1, 'First school'],
      [2, 'A teacher'],
    ]);
    expect(updated.body.displayName).toBeUndefined();
    expect(updated.body.questions.map((q) => [q.id, q.title])).toEqual([
      [1, 'A teacher'],
      [2, 'First school'],
    ]);
    expect(copy.status).toBe(201);
    expect(copy.body.id).not.toBe(id);
    expect(copy.body.name).toBe(`${created.body.name} (copy)`);
    expect(copy.body.questions).toEqual(updated.body.questions);
    expect(listed.body.map((p) => p.id)).toEqual(expect.arrayContaining([id, copy.body.id]));
    expect(deleted.status).toBe(204);
    expect(gone.status).toBe(404);
  });

  it('requires a name and instructions, and answers 404 for a missing path', async () => {
    const noName = await admin.client.post('/api/paths', draft({ name: '  ' }));
    const noInstructions = await admin.client.post('/api/paths', draft({ instructions: '' }));
    const badQuestions = await admin.client.post('/api/paths', draft({ questions: [{ title: 1 }] }));
    const missingUpdate = await admin.client.put('/api/paths/nope', draft());
    const missingDelete = await admin.client.delete('/api/paths/nope');
    const missingDuplicate = await admin.client.post('/api/paths/nope/duplicate');

    expect(noName).toMatchObject({ status: 400, body: { error: expect.stringMatching(/name/) } });
    expect(noInstructions).toMatchObject({
      status: 400,
      body: { error: expect.stringMatching(/instructions/) },
    });
    expect(badQuestions.status).toBe(400);
    expect(missingUpdate.status).toBe(404);
    expect(missingDelete.status).toBe(404);
    expect(missingDuplicate.status).toBe(404);
  });

  it('is for administrators only, except reading one path, which the call screen needs', async () => {
    const listed = await user.client.get('/api/paths');
    const created = await user.client.post('/api/paths', draft());
    const updated = await user.client.put('/api/paths/seed-gettingToKnowYou', draft());
    const deleted = await user.client.delete('/api/paths/seed-gettingToKnowYou');
    const duplicated = await user.client.post('/api/paths/seed-gettingToKnowYou/duplicate');
    const read = await user.client.get<Path>('/api/paths/seed-gettingToKnowYou');

    for (const answer of [listed, created, updated, deleted, duplicated]) expect(answer.status).toBe(403);
    expect(read.status).toBe(200);
    expect(read.body.name).toBe('gettingToKnowYou');
  });
});
