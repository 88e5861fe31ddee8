import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { StepCompletionEntity, stepCompletionsOfStory } from '#functions/db/entities/step-completion.ts';
import { queryAll } from '#functions/db/read.ts';
import type { Journey } from '#shared/schemas/journey.ts';
import type { Story } from '#shared/schemas/story.ts';
import { CONVERSATION_TEXTS, JOURNEY_TEXTS } from '#shared/texts.ts';
import { makeAdministrator } from '#test/helpers/administrator.ts';
import { type Session, signedInClient } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';
import { twoNarrators } from '#test/helpers/narrators.ts';

let admin: Session;
let ada: Session;
let bob: Session;
let journey: Journey;

type Completion = { stepId: string; metadata: { completedAt: string } };

/** A journey over two sections with three steps: an interview, notes, then a short story. */
const makeJourney = async (overrides: Record<string, unknown> = {}) => {
  const created = await admin.client.post<Journey>('/api/journeys', {
    name: `Family Kitchen ${randomUUID().slice(0, 6)}`,
    description: 'A family recipe and its story.',
    pathIds: ['seed-gettingToKnowYou', 'seed-exploringCore'],
    formatIds: ['format-short-story'],
    ...overrides,
  });
  expect(created.status).toBe(201);
  const id = created.body.id;
  for (const step of [
    { name: 'Talk with Walt', stepType: 'interview', stepConfig: { pathId: 'seed-exploringCore' } },
    { name: 'Write the recipe', stepType: 'addNotes' },
    { name: 'A short story', stepType: 'generateFormat', stepConfig: { formatId: 'format-short-story' } },
  ])
    expect((await admin.client.post(`/api/journeys/${id}/steps`, step)).status).toBe(201);
  return (await admin.client.get<Journey>(`/api/journeys/${id}`)).body;
};

const newStory = async (session: Session, journeyId = journey.id) => {
  const answer = await session.client.post<Story>('/api/stories', { journeyId });
  expect(answer.status).toBe(201);
  return answer.body;
};
const stepIds = () => journey.steps.map((step) => step.id);
const complete = (session: Session, storyId: string, stepId: string, body: unknown = {}) =>
  session.client.post<Completion>(`/api/stories/${storyId}/steps/${stepId}/complete`, body);
const completionsOf = (session: Session, storyId: string) =>
  session.client.get<Completion[]>(`/api/stories/${storyId}/step-completions`);

beforeAll(async () => {
  useRuntimeDatabase();
  [admin, [ada, bob]] = await Promise.all([signedInClient(), twoNarrators()]);
  await makeAdministrator(admin.account.email);
  journey = await makeJourney();
});

describe('stories made from a journey', () => {
  it('are titled after the journey and read back with the journey: named paths and ordered steps', async () => {
    // Prepare
    const story = await newStory(ada);
    // Act
    const read = await ada.client.get<Story>(`/api/stories/${story.id}`);
    const titled = await ada.client.post<Story>('/api/stories', {
      journeyId: journey.id,
      title: 'Nana’s bread',
    });
    const list = await ada.client.get<Story[]>('/api/stories');
    // Assess
    expect(story).toMatchObject({
      title: `New ${journey.name}`,
      journeyId: journey.id,
      journeyName: journey.name,
    });
    expect(read.status).toBe(200);
    expect(read.body.journey).toMatchObject({
      id: journey.id,
      name: journey.name,
      description: 'A family recipe and its story.',
    });
    expect(read.body.journey?.paths.map((p) => [p.pathId, p.order, p.path?.name])).toEqual([
      ['seed-gettingToKnowYou', 0, 'gettingToKnowYou'],
      ['seed-exploringCore', 1, 'exploringCore'],
    ]);
    expect(read.body.journey?.steps.map((s) => [s.order, s.name])).toEqual([
      [0, 'Talk with Walt'],
      [1, 'Write the recipe'],
      [2, 'A short story'],
    ]);
    expect(titled.body.title).toBe('Nana’s bread');
    expect(list.body.find((s) => s.id === story.id)?.journeyName).toBe(journey.name);
  });

  it('reads a story without a journey as before', async () => {
    // Prepare
    const created = await ada.client.post<Story>('/api/stories', {});
    // Act
    const read = await ada.client.get<Story>(`/api/stories/${created.body.id}`);
    // Assess
    expect(created.body.title).toMatch(/^Story from \d{4}-\d{2}-\d{2}$/);
    expect(read.body.journey).toBeUndefined();
    expect(read.body.journeyName).toBeUndefined();
  });

  it('refuses an unknown journey (404) and a Coming Soon one (409)', async () => {
    // Prepare
    const later = await makeJourney();
    await admin.client.request('PATCH', `/api/journeys/${later.id}/coming-soon`, { comingSoon: true });
    const before = await ada.client.get<Story[]>('/api/stories');
    // Act
    const unknown = await ada.client.post('/api/stories', { journeyId: 'no-such-journey' });
    const comingSoon = await ada.client.post('/api/stories', { journeyId: later.id });
    const after = await ada.client.get<Story[]>('/api/stories');
    // Assess
    expect(unknown).toMatchObject({ status: 404, body: { error: JOURNEY_TEXTS.journeyNotFound } });
    expect(comingSoon).toMatchObject({ status: 409, body: { error: JOURNEY_TEXTS.comingSoon } });
    expect(after.body.length).toBe(before.body.length);
  });
});

describe('story steps', () => {
  it('completes steps in order: a locked step answers 409, the next unlocks once the previous is done', async () => {
    // Prepare
    const story = await newStory(ada);
    const [talk, notes, format] = stepIds() as [string, string, string];
    // Act
    const lockedNotes = await complete(ada, story.id, notes);
    const lockedFormat = await complete(ada, story.id, format);
    const first = await complete(ada, story.id, talk, {
      metadata: { completedAt: '2001-01-01T00:00:00.000Z' },
    });
    const stillLocked = await complete(ada, story.id, format);
    const second = await complete(ada, story.id, notes);
    const third = await complete(ada, story.id, format);
    const listed = await completionsOf(ada, story.id);
    // Assess
    for (const locked of [lockedNotes, lockedFormat, stillLocked])
      expect(locked).toMatchObject({ status: 409, body: { error: JOURNEY_TEXTS.stepLocked } });
    expect(first.status).toBe(200);
    expect(first.body.stepId).toBe(talk);
    expect(Date.now() - Date.parse(first.body.metadata.completedAt)).toBeLessThan(60_000);
    expect(second.status).toBe(200);
    expect(third.status).toBe(200);
    expect(listed.status).toBe(200);
    expect(listed.body.map((c) => c.stepId).sort()).toEqual([talk, notes, format].sort());
  });

  it('is idempotent: completing a step twice keeps the first completion', async () => {
    // Prepare
    const story = await newStory(ada);
    const [talk] = stepIds() as [string];
    const first = await complete(ada, story.id, talk);
    // Act
    const again = await complete(ada, story.id, talk);
    const listed = await completionsOf(ada, story.id);
    // Assess
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(listed.body).toEqual([first.body]);
  });

  it('answers 404 for a step of another journey, and for a story without a journey', async () => {
    // Prepare
    const story = await newStory(ada);
    const other = await makeJourney();
    const plain = (await ada.client.post<Story>('/api/stories', {})).body;
    // Act
    const foreignStep = await complete(ada, story.id, other.steps[0]?.id ?? '');
    const noJourney = await complete(ada, plain.id, stepIds()[0] ?? '');
    const unknownStep = await ada.client.get(`/api/stories/${story.id}/steps/no-such-step/format-url`);
    const listed = await completionsOf(ada, story.id);
    // Assess
    for (const answer of [foreignStep, noJourney, unknownStep])
      expect(answer).toMatchObject({ status: 404, body: { error: JOURNEY_TEXTS.stepNotFound } });
    expect(listed.body).toEqual([]);
  });

  it("keeps another user's story out of reach: 404 and nothing changed", async () => {
    // Prepare
    const story = await newStory(ada);
    const [talk, , format] = stepIds() as [string, string, string];
    // Act
    const foreignComplete = await complete(bob, story.id, talk);
    const foreignList = await completionsOf(bob, story.id);
    const foreignUrl = await bob.client.get(`/api/stories/${story.id}/steps/${format}/format-url`);
    const foreignRead = await bob.client.get(`/api/stories/${story.id}`);
    const stored = await queryAll(StepCompletionEntity, stepCompletionsOfStory(story.id), {
      consistent: true,
    });
    // Assess
    for (const answer of [foreignComplete, foreignList, foreignUrl, foreignRead])
      expect(answer).toMatchObject({ status: 404, body: { error: CONVERSATION_TEXTS.storyNotFound } });
    expect(stored).toEqual([]);
  });

  it('answers the generation page of a generateFormat step, and 400 for any other step', async () => {
    // Prepare
    const story = await newStory(ada);
    const [talk, , format] = stepIds() as [string, string, string];
    // Act
    const url = await ada.client.get<{ url: string }>(`/api/stories/${story.id}/steps/${format}/format-url`);
    const notFormat = await ada.client.get(`/api/stories/${story.id}/steps/${talk}/format-url`);
    // Assess
    expect(url).toMatchObject({ status: 200, body: { url: `/story/${story.id}/format/format-short-story` } });
    expect(notFormat).toMatchObject({ status: 400, body: { error: JOURNEY_TEXTS.notFormatStep } });
  });

  it('refuses a malformed completion body, naming the field', async () => {
    // Prepare
    const story = await newStory(ada);
    // Act
    const answer = await complete(ada, story.id, stepIds()[0] ?? '', {
      metadata: { completedAt: 'yesterday' },
    });
    // Assess
    expect(answer).toMatchObject({ status: 400, body: { error: expect.stringMatching(/completedAt/) } });
  });

  it('deletes its step completions with the story', async () => {
    // Prepare
    const story = await newStory(ada);
    await complete(ada, story.id, stepIds()[0] ?? '');
    // Act
    const deleted = await ada.client.delete(`/api/stories/${story.id}`);
    const stored = await queryAll(StepCompletionEntity, stepCompletionsOfStory(story.id), {
      consistent: true,
    });
    // Assess
    expect(deleted.status).toBe(204);
    expect(stored).toEqual([]);
  });
});
