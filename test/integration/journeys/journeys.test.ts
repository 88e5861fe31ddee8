import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { JourneyStepEntity, stepsOfJourney } from '#functions/db/entities/journey-step.ts';
import { queryAll } from '#functions/db/read.ts';
import type { Journey, JourneyStep } from '#shared/schemas/journey.ts';
import { CONVERSATION_TEXTS, JOURNEY_TEXTS } from '#shared/texts.ts';
import { ApiClient, type Session, signedInClient } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';
import { signedInAdmin } from '#test/integration/admin/admin-fixtures.ts';

let admin: Session;
let user: Session;

beforeAll(async () => {
  useRuntimeDatabase();
  [admin, user] = await Promise.all([signedInAdmin(), signedInClient()]);
});

const draft = (overrides: Record<string, unknown> = {}) => ({
  name: `Wartime childhood ${randomUUID().slice(0, 6)}`,
  description: 'Growing up during the war.',
  pathIds: ['seed-gettingToKnowYou', 'seed-exploringCore'],
  formatIds: ['format-short-story'],
  ...overrides,
});

const newJourney = async (overrides: Record<string, unknown> = {}) => {
  const answer = await admin.client.post<Journey>('/api/journeys', draft(overrides));
  expect(answer.status).toBe(201);
  return answer.body;
};

const addStep = async (journeyId: string, body: Record<string, unknown>) => {
  const answer = await admin.client.post<JourneyStep>(`/api/journeys/${journeyId}/steps`, body);
  expect(answer.status).toBe(201);
  return answer.body;
};

describe('journeys (admin)', () => {
  it('creates, reads, lists, updates and deletes a journey; paths come in order with their names', async () => {
    // Prepare
    const created = await admin.client.post<Journey>('/api/journeys', draft());
    const id = created.body.id;
    // Act
    const read = await admin.client.get<Journey>(`/api/journeys/${id}`);
    const updated = await admin.client.put<Journey>(`/api/journeys/${id}`, {
      name: 'Wartime childhood',
      pathIds: ['seed-exploringCore', 'seed-gettingToKnowYou', 'seed-contextAndDetails'],
      formatIds: [],
    });
    const listed = await admin.client.get<Journey[]>('/api/journeys');
    const deleted = await admin.client.delete(`/api/journeys/${id}`);
    const gone = await admin.client.get(`/api/journeys/${id}`);
    // Assess
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      description: 'Growing up during the war.',
      featured: false,
      comingSoon: false,
      formats: [{ formatId: 'format-short-story' }],
      steps: [],
    });
    expect(read.body.paths).toEqual([
      {
        pathId: 'seed-gettingToKnowYou',
        order: 0,
        path: { id: 'seed-gettingToKnowYou', name: 'gettingToKnowYou', displayName: expect.any(String) },
      },
      { pathId: 'seed-exploringCore', order: 1, path: expect.objectContaining({ name: 'exploringCore' }) },
    ]);
    expect(updated.status).toBe(200);
    expect(updated.body.name).toBe('Wartime childhood');
    expect(updated.body.description).toBeUndefined();
    expect(updated.body.paths.map((p) => [p.pathId, p.order])).toEqual([
      ['seed-exploringCore', 0],
      ['seed-gettingToKnowYou', 1],
      ['seed-contextAndDetails', 2],
    ]);
    expect(updated.body.formats).toEqual([]);
    expect(listed.body.map((journey) => journey.id)).toContain(id);
    expect(deleted.status).toBe(204);
    expect(gone).toMatchObject({ status: 404, body: { error: JOURNEY_TEXTS.journeyNotFound } });
  });

  it('refuses a blank name, a path or format added twice and an unknown path, naming the problem', async () => {
    // Prepare
    const journey = await newJourney();
    // Act
    const noName = await admin.client.post('/api/journeys', draft({ name: '  ' }));
    const pathTwice = await admin.client.post(
      '/api/journeys',
      draft({ pathIds: ['seed-exploringCore', 'seed-exploringCore'] }),
    );
    const formatTwice = await admin.client.put(
      `/api/journeys/${journey.id}`,
      draft({ formatIds: ['format-postcard', 'format-postcard'] }),
    );
    const unknownPath = await admin.client.post('/api/journeys', draft({ pathIds: ['no-such-path'] }));
    const badPaths = await admin.client.post('/api/journeys', draft({ pathIds: 'seed-exploringCore' }));
    const missing = await admin.client.put('/api/journeys/no-such-journey', draft());
    const after = await admin.client.get<Journey>(`/api/journeys/${journey.id}`);
    // Assess
    expect(noName).toMatchObject({ status: 400, body: { error: expect.stringMatching(/name/) } });
    expect(pathTwice).toMatchObject({ status: 400, body: { error: JOURNEY_TEXTS.pathTwice } });
    expect(formatTwice).toMatchObject({ status: 400, body: { error: JOURNEY_TEXTS.formatTwice } });
    expect(unknownPath).toMatchObject({
      status: 400,
      body: { error: `pathIds: ${CONVERSATION_TEXTS.pathNotFound}: no-such-path` },
    });
    expect(badPaths).toMatchObject({ status: 400, body: { error: expect.stringMatching(/pathIds/) } });
    expect(missing).toMatchObject({ status: 404, body: { error: JOURNEY_TEXTS.journeyNotFound } });
    expect(after.body.formats).toEqual([{ formatId: 'format-short-story' }]);
  });

  it('is for administrators only, except the featured list, which every signed-in user reads', async () => {
    // Prepare
    const journey = await newJourney();
    const step = await addStep(journey.id, { name: 'Talk', stepType: 'addNotes' });
    const base = `/api/journeys/${journey.id}`;
    // Act
    const answers = await Promise.all([
      user.client.get('/api/journeys'),
      user.client.post('/api/journeys', draft()),
      user.client.get(base),
      user.client.put(base, draft({ name: 'Taken over' })),
      user.client.delete(base),
      user.client.request('PATCH', `${base}/featured`, { featured: true }),
      user.client.request('PATCH', `${base}/coming-soon`, { comingSoon: true }),
      user.client.request('PATCH', '/api/journeys/featured/reorder', { journeyIds: [] }),
      user.client.get(`${base}/steps`),
      user.client.post(`${base}/steps`, { name: 'Mine', stepType: 'research' }),
      user.client.put(`${base}/steps/${step.id}`, { name: 'Mine', stepType: 'research' }),
      user.client.delete(`${base}/steps/${step.id}`),
      user.client.post(`${base}/steps/reorder`, { stepIds: [step.id] }),
    ]);
    const featured = await user.client.get<Journey[]>('/api/journeys/featured/list');
    const anonymous = await new ApiClient().get('/api/journeys/featured/list');
    const after = await admin.client.get<Journey>(base);
    // Assess
    for (const answer of answers) expect(answer.status).toBe(403);
    expect(featured.status).toBe(200);
    expect(anonymous.status).toBe(401);
    expect(after.body).toMatchObject({ name: journey.name, featured: false, comingSoon: false });
    expect(after.body.steps.map((s) => s.name)).toEqual(['Talk']);
  });

  it('deletes a journey with its steps', async () => {
    // Prepare
    const journey = await newJourney();
    await addStep(journey.id, { name: 'One', stepType: 'addNotes' });
    await addStep(journey.id, { name: 'Two', stepType: 'research' });
    // Act
    const deleted = await admin.client.delete(`/api/journeys/${journey.id}`);
    const again = await admin.client.delete(`/api/journeys/${journey.id}`);
    const steps = await queryAll(JourneyStepEntity, stepsOfJourney(journey.id), { consistent: true });
    // Assess
    expect(deleted.status).toBe(204);
    expect(again.status).toBe(404);
    expect(steps).toEqual([]);
  });
});

describe('journey steps (admin)', () => {
  it('appends steps, keeping only the configuration each type uses', async () => {
    // Prepare
    const journey = await newJourney();
    const config = { pathId: 'seed-exploringCore', formatId: 'format-short-story' };
    // Act
    const interview = await addStep(journey.id, {
      name: 'Talk with Walt',
      stepType: 'interview',
      stepConfig: config,
    });
    const notes = await addStep(journey.id, {
      name: 'Add your notes',
      description: 'Anything Walt missed.',
      stepType: 'addNotes',
      stepConfig: config,
    });
    const format = await addStep(journey.id, {
      name: 'A story',
      stepType: 'generateFormat',
      stepConfig: config,
    });
    const listed = await admin.client.get<JourneyStep[]>(`/api/journeys/${journey.id}/steps`);
    // Assess
    expect([interview, notes, format].map((s) => [s.order, s.stepType, s.stepConfig])).toEqual([
      [0, 'interview', { pathId: 'seed-exploringCore' }],
      [1, 'addNotes', {}],
      [2, 'generateFormat', { formatId: 'format-short-story' }],
    ]);
    expect(notes.description).toBe('Anything Walt missed.');
    expect(listed.body).toEqual([interview, notes, format]);
  });

  it('updates a step in place; changing its type drops the configuration it no longer uses', async () => {
    // Prepare
    const journey = await newJourney();
    await addStep(journey.id, { name: 'First', stepType: 'addNotes' });
    const step = await addStep(journey.id, {
      name: 'Talk',
      stepType: 'interview',
      stepConfig: { pathId: 'seed-exploringCore' },
    });
    // Act
    const updated = await admin.client.put<JourneyStep>(`/api/journeys/${journey.id}/steps/${step.id}`, {
      name: '  Research the places  ',
      stepType: 'research',
      stepConfig: { pathId: 'seed-exploringCore' },
    });
    // Assess
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({
      id: step.id,
      name: 'Research the places',
      order: 1,
      stepType: 'research',
      stepConfig: {},
    });
  });

  it('refuses a blank name, an unknown type or path, and answers 404 for an unknown step or journey', async () => {
    // Prepare
    const journey = await newJourney();
    const base = `/api/journeys/${journey.id}/steps`;
    // Act
    const blank = await admin.client.post(base, { name: '   ', stepType: 'research' });
    const badType = await admin.client.post(base, { name: 'Dance', stepType: 'dance' });
    const unknownPath = await admin.client.post(base, {
      name: 'Talk',
      stepType: 'interview',
      stepConfig: { pathId: 'no-such-path' },
    });
    const unknownStep = await admin.client.put(`${base}/no-such-step`, { name: 'x', stepType: 'research' });
    const unknownDelete = await admin.client.delete(`${base}/no-such-step`);
    const unknownJourney = await admin.client.post('/api/journeys/no-such-journey/steps', {
      name: 'x',
      stepType: 'research',
    });
    const listed = await admin.client.get<JourneyStep[]>(base);
    // Assess
    expect(blank).toMatchObject({ status: 400, body: { error: JOURNEY_TEXTS.stepNameRequired } });
    expect(badType).toMatchObject({ status: 400, body: { error: expect.stringMatching(/stepType/) } });
    expect(unknownPath).toMatchObject({
      status: 400,
      body: { error: `stepConfig.pathId: ${CONVERSATION_TEXTS.pathNotFound}: no-such-path` },
    });
    expect(unknownStep).toMatchObject({ status: 404, body: { error: JOURNEY_TEXTS.stepNotFound } });
    expect(unknownDelete.status).toBe(404);
    expect(unknownJourney).toMatchObject({ status: 404, body: { error: JOURNEY_TEXTS.journeyNotFound } });
    expect(listed.body).toEqual([]);
  });

  it('persists the whole step order, which must list every step exactly once', async () => {
    // Prepare
    const journey = await newJourney();
    const [a, b, c] = [
      await addStep(journey.id, { name: 'A', stepType: 'addNotes' }),
      await addStep(journey.id, { name: 'B', stepType: 'research' }),
      await addStep(journey.id, { name: 'C', stepType: 'addNotes' }),
    ];
    const url = `/api/journeys/${journey.id}/steps/reorder`;
    // Act
    const missingOne = await admin.client.post(url, { stepIds: [a.id, b.id] });
    const twice = await admin.client.post(url, { stepIds: [a.id, b.id, b.id] });
    const stranger = await admin.client.post(url, { stepIds: [a.id, b.id, 'someone-else'] });
    const reordered = await admin.client.post<JourneyStep[]>(url, { stepIds: [c.id, a.id, b.id] });
    const listed = await admin.client.get<JourneyStep[]>(`/api/journeys/${journey.id}/steps`);
    // Assess
    for (const refused of [missingOne, twice, stranger])
      expect(refused).toMatchObject({ status: 400, body: { error: JOURNEY_TEXTS.stepOrderMismatch } });
    expect(reordered.status).toBe(200);
    expect(reordered.body.map((s) => [s.name, s.order])).toEqual([
      ['C', 0],
      ['A', 1],
      ['B', 2],
    ]);
    expect(listed.body).toEqual(reordered.body);
  });

  it('deletes a step and closes the gap in the order', async () => {
    // Prepare
    const journey = await newJourney();
    const a = await addStep(journey.id, { name: 'A', stepType: 'addNotes' });
    const b = await addStep(journey.id, { name: 'B', stepType: 'research' });
    await addStep(journey.id, { name: 'C', stepType: 'addNotes' });
    // Act
    const deleted = await admin.client.delete(`/api/journeys/${journey.id}/steps/${b.id}`);
    const next = await addStep(journey.id, { name: 'D', stepType: 'research' });
    const read = await admin.client.get<Journey>(`/api/journeys/${journey.id}`);
    // Assess
    expect(deleted.status).toBe(204);
    expect(next.order).toBe(2);
    expect(read.body.steps.map((s) => [s.name, s.order])).toEqual([
      ['A', 0],
      ['C', 1],
      ['D', 2],
    ]);
    expect(read.body.steps[0]?.id).toBe(a.id);
  });
});
