import { describe, expect, it } from 'vitest';
import { SESSION_TYPES } from '#shared/constants.ts';
import { progressSteps } from './progress.ts';

const [first, second, third, fourth] = SESSION_TYPES;
const states = (conversations: { sessionType?: string; status: string }[]) =>
  progressSteps(conversations).steps.map((step) => step.state);

describe('the admin progress timeline (part B §4)', () => {
  it('opens only the first step when nothing was said yet', () => {
    expect(states([])).toEqual(['unstarted', 'disabled', 'disabled', 'disabled']);
  });

  it('marks a step in progress while none of its conversations is completed, and opens the next on completion', () => {
    // Prepare
    const conversations = [
      { sessionType: first, status: 'completed' },
      { sessionType: second, status: 'active' },
    ];
    // Act
    const result = progressSteps(conversations);
    // Assess
    expect(result.steps.map((step) => step.state)).toEqual([
      'completed',
      'inProgress',
      'disabled',
      'disabled',
    ]);
    expect(result.allDone).toBe(false);
  });

  it('is all done when every step has a completed conversation', () => {
    const all = [first, second, third, fourth].map((sessionType) => ({ sessionType, status: 'completed' }));
    expect(progressSteps(all).allDone).toBe(true);
  });
});
