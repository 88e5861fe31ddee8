import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSeeds } from '#functions/workers/seed.ts';
import type { Journey } from '#shared/schemas/journey.ts';
import { JOURNEY_TEXTS } from '#shared/texts.ts';
import { type Session, signedInClient } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';
import { signedInAdmin } from '#test/integration/admin/admin-fixtures.ts';

let admin: Session;
let user: Session;

beforeAll(async () => {
  useRuntimeDatabase();
  [admin, user] = await Promise.all([signedInAdmin(), signedInClient()]);
});

const SEEDED = ['seed-life-story', 'seed-family-kitchen', 'seed-letters-to-grandchildren'];

const featuredList = async (session: Session = user) => {
  const answer = await session.client.get<Journey[]>('/api/journeys/featured/list');
  expect(answer.status).toBe(200);
  return answer.body;
};
const setFeatured = (id: string, featured: boolean) =>
  admin.client.request<Journey>('PATCH', `/api/journeys/${id}/featured`, { featured });
const reorder = (journeyIds: string[]) =>
  admin.client.request<Journey[]>('PATCH', '/api/journeys/featured/reorder', { journeyIds });
const newJourney = async (name: string) =>
  (await admin.client.post<Journey>('/api/journeys', { name: `${name} ${randomUUID().slice(0, 6)}` })).body;

describe('seeded journeys', () => {
  it('feature the life story over the four sections first, then the thematic journeys', async () => {
    // Prepare
    await runSeeds();
    // Act
    const featured = await featuredList();
    const seeded = featured.filter((journey) => SEEDED.includes(journey.id));
    // Assess
    expect(seeded.map((journey) => journey.name)).toEqual([
      'Your Life Story',
      'The Family Kitchen',
      'Letters to My Grandchildren',
    ]);
    const [life, kitchen, letters] = seeded;
    expect(life?.paths.map((p) => [p.pathId, p.order, p.path?.name])).toEqual([
      ['seed-gettingToKnowYou', 0, 'gettingToKnowYou'],
      ['seed-discoveringShape', 1, 'discoveringShape'],
      ['seed-exploringCore', 2, 'exploringCore'],
      ['seed-contextAndDetails', 3, 'contextAndDetails'],
    ]);
    expect(life?.comingSoon).toBe(false);
    expect(kitchen?.comingSoon).toBe(false);
    expect(letters?.comingSoon).toBe(true);
    expect(kitchen?.steps.map((step) => [step.order, step.stepType])).toEqual([
      [0, 'interview'],
      [1, 'addNotes'],
      [2, 'research'],
      [3, 'generateFormat'],
    ]);
    expect(kitchen?.steps[0]?.stepConfig.pathId).toBe('seed-family-kitchen');
    expect(kitchen?.steps[3]?.stepConfig.formatId).toBe('format-short-story');
    expect(new Set(seeded.flatMap((journey) => journey.steps.map((step) => step.stepType)))).toEqual(
      new Set(['interview', 'addNotes', 'research', 'generateFormat']),
    );
  });

  it('seeds the interview paths its steps use', async () => {
    // Act
    const kitchen = await admin.client.get<{ questions: unknown[]; instructions: string }>(
      '/api/paths/seed-family-kitchen',
    );
    const letters = await admin.client.get<{ questions: unknown[] }>(
      '/api/paths/seed-letters-to-grandchildren',
    );
    // Assess
    expect(kitchen.status).toBe(200);
    expect(kitchen.body.instructions.length).toBeGreaterThan(200);
    expect(kitchen.body.questions.length).toBeGreaterThanOrEqual(6);
    expect(letters.status).toBe(200);
  });

  it('seeds idempotently and never overwrites an administrator’s edit', async () => {
    // Prepare
    await runSeeds();
    await runSeeds();
    const seeded = (await admin.client.get<Journey>('/api/journeys/seed-family-kitchen')).body;
    const edited = await admin.client.put<Journey>('/api/journeys/seed-family-kitchen', {
      name: seeded.name,
      description: 'Edited by an administrator.',
      pathIds: [],
      formatIds: ['format-short-story'],
    });
    const firstStep = seeded.steps[0];
    const renamed = await admin.client.put(`/api/journeys/seed-family-kitchen/steps/${firstStep?.id}`, {
      name: 'Talk about the dish (edited)',
      stepType: 'interview',
      stepConfig: firstStep?.stepConfig,
    });
    // Act
    await runSeeds();
    const after = await admin.client.get<Journey>('/api/journeys/seed-family-kitchen');
    const all = await admin.client.get<Journey[]>('/api/journeys');
    // Assess
    expect(edited.status).toBe(200);
    expect(renamed.status).toBe(200);
    expect(after.body.description).toBe('Edited by an administrator.');
    expect(after.body.steps.map((step) => step.name)).toEqual([
      'Talk about the dish (edited)',
      ...seeded.steps.slice(1).map((step) => step.name),
    ]);
    expect(
      all.body
        .filter((journey) => SEEDED.includes(journey.id))
        .map((journey) => journey.id)
        .sort(),
    ).toEqual([...SEEDED].sort());
  });
});

describe('featured journeys', () => {
  it('lists every featured journey in order, each with its paths (named) and steps', async () => {
    // Act
    const featured = await featuredList();
    // Assess
    expect(featured.every((journey) => journey.featured)).toBe(true);
    const orders = featured.map((journey) => journey.featuredOrder ?? -1);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    for (const journey of featured)
      for (const path of journey.paths) expect(path.path?.id, journey.name).toBe(path.pathId);
  });

  it('features a journey at the end of the order, and unfeaturing takes it out', async () => {
    // Prepare
    const journey = await newJourney('Our wedding');
    // Act
    const featured = await setFeatured(journey.id, true);
    const again = await setFeatured(journey.id, true);
    const listed = await featuredList();
    const unfeatured = await setFeatured(journey.id, false);
    const after = await featuredList();
    // Assess
    expect(featured.status).toBe(200);
    expect(featured.body.featured).toBe(true);
    expect(again.body.featuredOrder).toBe(featured.body.featuredOrder);
    expect(listed.at(-1)?.id).toBe(journey.id);
    expect(unfeatured.body).toMatchObject({ featured: false });
    expect(unfeatured.body.featuredOrder).toBeUndefined();
    expect(after.map((j) => j.id)).not.toContain(journey.id);
  });

  it('persists the whole featured order, refusing a journey that is not featured', async () => {
    // Prepare
    const first = await newJourney('Grandad’s war');
    const second = await newJourney('Moving to Canada');
    const outsider = await newJourney('Not featured');
    await setFeatured(first.id, true);
    await setFeatured(second.id, true);
    const before = (await featuredList()).map((journey) => journey.id);
    const swapped = before.map((id) => (id === first.id ? second.id : id === second.id ? first.id : id));
    // Act
    const refused = await reorder([...swapped, outsider.id]);
    const twice = await reorder([first.id, first.id]);
    const reordered = await reorder(swapped);
    const after = await featuredList();
    // Assess
    for (const answer of [refused, twice])
      expect(answer).toMatchObject({ status: 400, body: { error: JOURNEY_TEXTS.featuredOrderMismatch } });
    expect(reordered.status).toBe(200);
    expect(reordered.body.map((journey) => journey.id)).toEqual(swapped);
    expect(after.map((journey) => journey.id)).toEqual(swapped);
    expect(after.map((journey) => journey.featuredOrder)).toEqual(swapped.map((_, index) => index));
    expect(after.slice(0, 3).map((journey) => journey.id)).toEqual(SEEDED);
    // Clean up: the featured list is shared by the suites.
    await setFeatured(first.id, false);
    await setFeatured(second.id, false);
  });

  it('marks a journey Coming Soon and back', async () => {
    // Prepare
    const journey = await newJourney('Coming later');
    const url = `/api/journeys/${journey.id}/coming-soon`;
    // Act
    const on = await admin.client.request<Journey>('PATCH', url, { comingSoon: true });
    const off = await admin.client.request<Journey>('PATCH', url, { comingSoon: false });
    const invalid = await admin.client.request('PATCH', url, { comingSoon: 'yes' });
    const missing = await admin.client.request('PATCH', '/api/journeys/no-such-journey/coming-soon', {
      comingSoon: true,
    });
    // Assess
    expect(on.body.comingSoon).toBe(true);
    expect(off.body.comingSoon).toBe(false);
    expect(invalid).toMatchObject({ status: 400, body: { error: expect.stringMatching(/comingSoon/) } });
    expect(missing).toMatchObject({ status: 404, body: { error: JOURNEY_TEXTS.journeyNotFound } });
  });
});
