import { describe, expect, it } from 'vitest';
import { retryDelay } from './worker.ts';

describe('retry with backoff (issue 24)', () => {
  it('backs off 10 s, 30 s, 2 min, 10 min, then 30 min by receive count', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map((count) => retryDelay(count))).toEqual([
      10, 30, 120, 600, 1800, 1800, 1800,
    ]);
  });
});
