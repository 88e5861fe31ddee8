import { AUDIO_METER_BARS, AUDIO_METER_FULL_SCALE } from '#shared/constants.ts';

/** Percentage height (0–100) for a frequency level: 128 counts as 100 %, capped at 100. */
export const levelToPercent = (level: number): number =>
  Math.min(100, Math.max(0, (level / AUDIO_METER_FULL_SCALE) * 100));

/**
 * The meter's bars from an analyser's byte frequency data (fftSize 256 → 128 bins): the bins are split
 * into 22 even groups and each bar shows its group's average level.
 */
export const meterLevels = (frequencies: ArrayLike<number>, bars = AUDIO_METER_BARS): number[] => {
  const size = frequencies.length;
  if (size === 0) return Array.from({ length: bars }, () => 0);
  return Array.from({ length: bars }, (_, bar) => {
    const start = Math.floor((bar * size) / bars);
    const end = Math.max(start + 1, Math.floor(((bar + 1) * size) / bars));
    let sum = 0;
    for (let index = start; index < end; index += 1) sum += frequencies[index] ?? 0;
    return levelToPercent(sum / (end - start));
  });
};
