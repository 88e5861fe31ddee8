import { describe, expect, it } from 'vitest';
import { levelToPercent, meterLevels } from './audio-meter';

describe('audio level meter', () => {
  it('scales 128 to 100 % and caps there', () => {
    expect(levelToPercent(0)).toBe(0);
    expect(levelToPercent(64)).toBe(50);
    expect(levelToPercent(128)).toBe(100);
    expect(levelToPercent(255)).toBe(100);
  });

  it('makes 22 bars from an analyser of size 256 (128 bins), each its group average', () => {
    const bins = new Uint8Array(128).fill(32);
    bins.fill(255, 0, 6);
    const levels = meterLevels(bins);
    expect(levels).toHaveLength(22);
    expect(levels[0]).toBe(100);
    expect(levels[21]).toBe(25);
  });

  it('shows flat bars when there is no data', () => {
    expect(meterLevels(new Uint8Array(0))).toEqual(Array(22).fill(0));
  });
});
