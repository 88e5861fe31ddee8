import { describe, expect, it } from 'vitest';
import { type JourneyStep, journeyProgress } from './journey-progress.ts';

const step = (id: string, order: number, stepType: JourneyStep['stepType'] = 'addNotes'): JourneyStep => ({
  id,
  name: `Step ${id}`,
  order,
  stepType,
  stepConfig: {},
});
const path = (pathId: string, order: number, displayName?: string) => ({
  pathId,
  order,
  path: { id: pathId, name: `path-${pathId}`, displayName },
});
const none = new Set<string>();
const statesOf = (progress: ReturnType<typeof journeyProgress>) =>
  Object.fromEntries(progress.items.map((item) => [item.id, item.state]));

describe('journey progress (part B §4)', () => {
  it('unlocks only the first step of a fresh story', () => {
    // Prepare
    const journey = { steps: [step('b', 1), step('a', 0), step('c', 2)], paths: [] };
    // Act
    const progress = journeyProgress(journey, none, none);
    // Assess
    expect(progress.items.map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(statesOf(progress)).toEqual({ a: 'unlocked', b: 'locked', c: 'locked' });
    expect(progress.allCompleted).toBe(false);
  });

  it('unlocks a step when every lower-order step is completed', () => {
    const journey = { steps: [step('a', 0), step('b', 1), step('c', 2)], paths: [] };
    const progress = journeyProgress(journey, new Set(['a']), none);
    expect(statesOf(progress)).toEqual({ a: 'completed', b: 'unlocked', c: 'locked' });
  });

  it('keeps a later step locked while a lower-order step is incomplete, even if a middle one is done', () => {
    const journey = { steps: [step('a', 0), step('b', 1), step('c', 2)], paths: [] };
    const progress = journeyProgress(journey, new Set(['b']), none);
    expect(statesOf(progress)).toEqual({ a: 'unlocked', b: 'completed', c: 'locked' });
  });

  it('unlocks steps of equal order together', () => {
    const journey = { steps: [step('a', 0), step('b', 0), step('c', 1)], paths: [] };
    expect(statesOf(journeyProgress(journey, none, none))).toEqual({
      a: 'unlocked',
      b: 'unlocked',
      c: 'locked',
    });
  });

  it('is all completed when every step is completed', () => {
    const journey = { steps: [step('a', 0), step('b', 1)], paths: [] };
    expect(journeyProgress(journey, new Set(['a', 'b']), none).allCompleted).toBe(true);
  });

  it('uses the legacy paths when the journey has no steps: completed if a completion exists', () => {
    const journey = { steps: [], paths: [path('p2', 1), path('p1', 0, 'Growing up'), path('p3', 2)] };
    const progress = journeyProgress(journey, none, new Set(['p1']));
    expect(statesOf(progress)).toEqual({ p1: 'completed', p2: 'unlocked', p3: 'locked' });
    expect(progress.items[0]).toMatchObject({ kind: 'path', name: 'Growing up', pathId: 'p1' });
    expect(progress.items[1]?.name).toBe('path-p2');
    expect(journeyProgress(journey, none, new Set(['p1', 'p2', 'p3'])).allCompleted).toBe(true);
  });

  it('has nothing to show, and nothing completed, without a journey or with an empty one', () => {
    expect(journeyProgress(undefined, none, none)).toEqual({ items: [], allCompleted: false });
    expect(journeyProgress({ steps: [], paths: [] }, none, none).allCompleted).toBe(false);
  });
});
