import { describe, expect, it } from 'vitest';
import { STEP_TYPES } from '#shared/constants.ts';
import { pathInput } from '#shared/schemas/path.ts';
import {
  configForType,
  featuredPositions,
  firstRepeated,
  inStepOrder,
  listsEachOnce,
  nextFeaturedOrder,
  stepsBlocking,
} from './rules.ts';
import { SEED_JOURNEY_PATHS, SEED_JOURNEYS, SHORT_STORY_FORMAT_ID } from './seed-content.ts';

const steps = [
  { stepId: 'recipe', order: 1 },
  { stepId: 'talk', order: 0 },
  { stepId: 'research', order: 2 },
  { stepId: 'story', order: 3 },
];

describe('a step is locked while a step of lower order is incomplete', () => {
  it('leaves the first step unlocked', () => {
    // Prepare
    const completed = new Set<string>();
    // Act
    const blocking = stepsBlocking(steps, 'talk', completed);
    // Assess
    expect(blocking).toEqual([]);
  });

  it('locks a step behind every earlier incomplete step, in order', () => {
    // Prepare
    const completed = new Set(['recipe']);
    // Act
    const blocking = stepsBlocking(steps, 'story', completed);
    // Assess
    expect(blocking.map(({ stepId }) => stepId)).toEqual(['talk', 'research']);
  });

  it('unlocks a step once all earlier steps are completed, whatever comes after', () => {
    // Prepare
    const completed = new Set(['talk', 'recipe']);
    // Act
    const blocking = stepsBlocking(steps, 'research', completed);
    // Assess
    expect(blocking).toEqual([]);
  });
});

describe('ordering', () => {
  it('sorts steps by their 0-based order', () => {
    // Prepare
    const shuffled = [...steps].reverse();
    // Act
    const ordered = inStepOrder(shuffled);
    // Assess
    expect(ordered.map(({ stepId }) => stepId)).toEqual(['talk', 'recipe', 'research', 'story']);
  });

  it('accepts a step order only when it lists every step exactly once', () => {
    // Prepare
    const ids = ['a', 'b', 'c'];
    // Act
    const verdicts = [
      listsEachOnce(['c', 'a', 'b'], ids),
      listsEachOnce(['a', 'b'], ids),
      listsEachOnce(['a', 'b', 'b'], ids),
      listsEachOnce(['a', 'b', 'c', 'd'], ids),
      listsEachOnce(['a', 'b', 'x'], ids),
    ];
    // Assess
    expect(verdicts).toEqual([true, false, false, false, false]);
  });

  it('finds an id given twice', () => {
    // Prepare
    const ids = ['p1', 'p2', 'p1'];
    // Act
    const repeated = [firstRepeated(ids), firstRepeated(['p1', 'p2'])];
    // Assess
    expect(repeated).toEqual(['p1', undefined]);
  });

  it('puts a newly featured journey after every featured one', () => {
    // Prepare
    const orders = [0, 4, undefined, 2];
    // Act
    const next = [nextFeaturedOrder(orders), nextFeaturedOrder([])];
    // Assess
    expect(next).toEqual([5, 0]);
  });

  it('reorders featured journeys: the ids given first, then the others in their current order', () => {
    // Prepare
    const current = [
      { journeyId: 'life', featuredOrder: 0 },
      { journeyId: 'kitchen', featuredOrder: 1 },
      { journeyId: 'letters', featuredOrder: 2 },
      { journeyId: 'war', featuredOrder: 3 },
    ];
    // Act
    const positions = featuredPositions(current, ['letters', 'life']);
    // Assess
    expect([...positions]).toEqual([
      ['letters', 0],
      ['life', 1],
      ['kitchen', 2],
      ['war', 3],
    ]);
  });
});

describe('step configuration', () => {
  it('keeps only the configuration a step type uses', () => {
    // Prepare
    const config = { pathId: 'p1', formatId: 'f1' };
    // Act
    const kept = STEP_TYPES.map((stepType) => [stepType, configForType(stepType, config)]);
    // Assess
    expect(Object.fromEntries(kept)).toEqual({
      interview: { pathId: 'p1' },
      generateFormat: { formatId: 'f1' },
      research: {},
      addNotes: {},
    });
  });
});

describe('seeded journeys', () => {
  it('start with the life story over the four sections, then thematic journeys using every step type', () => {
    // Prepare
    const [life, ...thematic] = SEED_JOURNEYS;
    // Act
    const types = new Set(thematic.flatMap((journey) => journey.steps.map((step) => step.stepType)));
    // Assess
    expect(life?.name).toBe('Your Life Story');
    expect(life?.pathIds).toEqual([
      'seed-gettingToKnowYou',
      'seed-discoveringShape',
      'seed-exploringCore',
      'seed-contextAndDetails',
    ]);
    expect(thematic.length).toBeGreaterThanOrEqual(2);
    expect([...types].sort()).toEqual([...STEP_TYPES].sort());
    expect(thematic.some((journey) => journey.comingSoon)).toBe(true);
    expect(SEED_JOURNEYS.filter((journey) => journey.comingSoon)).not.toContain(life);
  });

  it('configure every interview step with a seeded, valid path and every format step with a format', () => {
    // Prepare
    const allSteps = SEED_JOURNEYS.flatMap((journey) => journey.steps);
    // Act
    const interviewPaths = allSteps.filter((s) => s.stepType === 'interview').map((s) => s.stepConfig.pathId);
    const formats = allSteps.filter((s) => s.stepType === 'generateFormat').map((s) => s.stepConfig.formatId);
    // Assess
    for (const pathId of interviewPaths) {
      expect(pathId && SEED_JOURNEY_PATHS[pathId], pathId).toBeDefined();
      expect(pathInput.safeParse(SEED_JOURNEY_PATHS[pathId ?? '']).success, pathId).toBe(true);
    }
    expect(formats).toContain(SHORT_STORY_FORMAT_ID);
    expect(formats.every(Boolean)).toBe(true);
  });
});
