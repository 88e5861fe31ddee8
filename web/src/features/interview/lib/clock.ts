import { CLOCK_HOURS_THRESHOLD_S } from '#shared/constants.ts';

const pad = (value: number) => String(value).padStart(2, '0');

/** Elapsed call time: m:ss, and h:mm:ss from 3600 seconds on. */
export const formatElapsed = (totalSeconds: number): string => {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const s = seconds % 60;
  if (seconds < CLOCK_HOURS_THRESHOLD_S) return `${Math.floor(seconds / 60)}:${pad(s)}`;
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return `${h}:${pad(m)}:${pad(s)}`;
};
