import { Stack } from '@mantine/core';
import { useRef, useState } from 'react';
import { PlayPauseButton } from '@/components/play-pause-button';
import classes from './listen.module.css';

/** How close to the end of the passage counts as its end (timeupdate fires about four times a second). */
const END_SLACK = 0.05;

/**
 * Plays one passage of a recording: from `start` to `end` seconds (the whole recording without them). A
 * large Play / Pause button, and the browser's own controls beside it for those who want to move about.
 */
export const PassagePlayer = ({
  src,
  label,
  start,
  end,
}: {
  src: string;
  label: string;
  start?: number;
  end?: number;
}) => {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);

  const toStart = (element: HTMLAudioElement) => {
    if (start !== undefined && element.currentTime < start) element.currentTime = start;
  };
  const onPlay = (element: HTMLAudioElement) => {
    // Played again after the passage's end: from its start.
    if (end !== undefined && element.currentTime >= end - END_SLACK) element.currentTime = start ?? 0;
    setPlaying(true);
  };
  const onTimeUpdate = (element: HTMLAudioElement) => {
    if (end !== undefined && !element.paused && element.currentTime >= end - END_SLACK) element.pause();
  };
  const onToggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };

  return (
    <Stack gap="md" align="flex-start" className={classes.player}>
      <PlayPauseButton size="xl" playing={playing} iconSize={26} onToggle={onToggle} />
      {/* biome-ignore lint/a11y/useMediaCaption: the words spoken are printed above the player. */}
      <audio
        ref={audio}
        controls
        preload="metadata"
        src={src}
        aria-label={label}
        className={classes.audio}
        onLoadedMetadata={(event) => toStart(event.currentTarget)}
        onPlay={(event) => onPlay(event.currentTarget)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(event) => onTimeUpdate(event.currentTarget)}
      />
    </Stack>
  );
};
