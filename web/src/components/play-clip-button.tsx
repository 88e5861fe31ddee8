import { VOICE_TEXTS } from '#shared/texts.ts';
import { PlayPauseButton } from './play-pause-button';

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
  <PlayPauseButton
    variant="light"
    size="sm"
    w="fit-content"
    playing={playing}
    iconSize={16}
    onToggle={onToggle}
    aria-label={playing ? undefined : VOICE_TEXTS.playLabel(previewOf(text))}
  />
);
