import { Button, type ButtonProps } from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { VOICE_TEXTS } from '#shared/texts.ts';

interface PlayPauseButtonProps extends ButtonProps {
  playing: boolean;
  /** The play / pause icon's size, in pixels. */
  iconSize: number;
  onToggle: () => void;
  'aria-label'?: string;
}

/** "Play", or "Pause" while the recording plays, with the matching icon. */
export const PlayPauseButton = ({ playing, iconSize, onToggle, ...props }: PlayPauseButtonProps) => (
  <Button
    {...props}
    onClick={onToggle}
    leftSection={
      playing ? (
        <IconPlayerPauseFilled size={iconSize} aria-hidden="true" />
      ) : (
        <IconPlayerPlayFilled size={iconSize} aria-hidden="true" />
      )
    }
  >
    {playing ? VOICE_TEXTS.pause : VOICE_TEXTS.play}
  </Button>
);
