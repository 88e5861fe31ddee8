import { Button } from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { VOICE_TEXTS } from '#shared/texts.ts';

const PREVIEW_CHARACTERS = 40;

/** The first words of a message, to tell its Play button from the others. */
const previewOf = (text: string): string => {
  const words = text.replace(/\s+/g, ' ').trim();
  if (words.length <= PREVIEW_CHARACTERS) return words;
  const cut = words.slice(0, PREVIEW_CHARACTERS);
  const end = cut.lastIndexOf(' ');
  return `${end > PREVIEW_CHARACTERS / 2 ? cut.slice(0, end) : cut}…`;
};

interface PlayClipButtonProps {
  /** The message whose passage this plays. */
  text: string;
  playing: boolean;
  onToggle: () => void;
}

/** "Play" beside a narrator message that has a recording of their voice; "Pause" while it plays. */
export const PlayClipButton = ({ text, playing, onToggle }: PlayClipButtonProps) => (
  <Button
    variant="light"
    size="sm"
    w="fit-content"
    onClick={onToggle}
    aria-label={playing ? undefined : VOICE_TEXTS.playLabel(previewOf(text))}
    leftSection={
      playing ? (
        <IconPlayerPauseFilled size={16} aria-hidden="true" />
      ) : (
        <IconPlayerPlayFilled size={16} aria-hidden="true" />
      )
    }
  >
    {playing ? VOICE_TEXTS.pause : VOICE_TEXTS.play}
  </Button>
);
