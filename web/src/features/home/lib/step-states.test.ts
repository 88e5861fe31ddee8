import { describe, expect, it } from 'vitest';
import { dashboardSteps as stepStates } from '#shared/dashboard-steps.ts';

const done = (sessionType: string) => ({ sessionType, status: 'completed' as const });
const open = (sessionType: string) => ({ sessionType, status: 'active' as const });

describe('dashboard step states', () => {
  it('opens only the first step for a new user, and puts it on deck', () => {
    const { states, onDeck, allDone } = stepStates([]);
    expect(states).toEqual({
      gettingToKnowYou: 'unstarted',
      discoveringShape: 'disabled',
      exploringCore: 'disabled',
      contextAndDetails: 'disabled',
    });
    expect(onDeck).toBe('gettingToKnowYou');
    expect(allDone).toBe(false);
  });

  it('marks a step in progress when it has conversations but none completed', () => {
    const { states, onDeck } = stepStates([open('gettingToKnowYou'), open('gettingToKnowYou')]);
    expect(states.gettingToKnowYou).toBe('inProgress');
    expect(states.discoveringShape).toBe('disabled');
    expect(onDeck).toBe('gettingToKnowYou');
  });

  it('completes a step when any of its conversations is completed, and unlocks the next', () => {
    const { states, onDeck } = stepStates([open('gettingToKnowYou'), done('gettingToKnowYou')]);
    expect(states.gettingToKnowYou).toBe('completed');
    expect(states.discoveringShape).toBe('unstarted');
    expect(states.exploringCore).toBe('disabled');
    expect(onDeck).toBe('discoveringShape');
  });

  it('keeps a later step with conversations in progress even when an earlier one is not done', () => {
    const { states } = stepStates([open('exploringCore')]);
    expect(states.exploringCore).toBe('inProgress');
    expect(states.contextAndDetails).toBe('disabled');
  });

  it('is all done, with nothing on deck, when every step is completed', () => {
    const { states, onDeck, allDone } = stepStates(
      ['gettingToKnowYou', 'discoveringShape', 'exploringCore', 'contextAndDetails'].map(done),
    );
    expect(Object.values(states)).toEqual(['completed', 'completed', 'completed', 'completed']);
    expect(onDeck).toBeUndefined();
    expect(allDone).toBe(true);
  });

  it('ignores conversations of other session types', () => {
    expect(stepStates([done('somethingElse')]).states.gettingToKnowYou).toBe('unstarted');
  });
});
