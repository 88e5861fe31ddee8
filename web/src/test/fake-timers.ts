import { afterEach, beforeEach, vi } from 'vitest';

/** Each test of the suite runs on fake timers; the answer lets what is due now (promises, zero delays) run. */
export const onFakeTimers = () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  return () => vi.advanceTimersByTimeAsync(0);
};
