import { AUDIO_METER_BAR_WIDTH_PX } from '#shared/constants.ts';
import classes from './audio-meter.module.css';

/** A row of level bars (0–100 each, from `useAudioLevels`), named for screen readers by `label`. */
export const AudioMeter = ({ levels, label }: { levels: number[]; label: string }) => (
  <div className={classes.meter} role="img" aria-label={label}>
    {levels.map((level, index) => (
      <span
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed positional bars whose order never changes
        key={index}
        className={classes.bar}
        style={{ width: AUDIO_METER_BAR_WIDTH_PX, height: `${Math.max(4, level)}%` }}
      />
    ))}
  </div>
);
