import { describe, expect, it } from 'vitest';
import { formatElapsed } from './clock.ts';

describe('formatElapsed', () => {
  it.each([
    [0, '0:00'],
    [7, '0:07'],
    [65, '1:05'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3661, '1:01:01'],
    [36_000 + 59, '10:00:59'],
  ])('%i s reads %s', (seconds, expected) => {
    expect(formatElapsed(seconds)).toBe(expected);
  });
});
