import { useCallback, useEffect, useRef, useState } from 'react';

/** A passage of a recording: the file, and the seconds within it. */
export interface Clip {
  messageId: string;
  audioUrl: string;
  startSeconds: number;
  endSeconds: number;
}

/**
 * Plays one passage of a recording at a time (issue 26): from its start, paused at its end. `playing` names
 * the message whose passage plays; toggling it again pauses. Leaving the screen stops the sound.
 */
export const useClipPlayer = () => {
  const audio = useRef<HTMLAudioElement | undefined>(undefined);
  const source = useRef('');
  const endAt = useRef(0);
  const [playing, setPlaying] = useState<string | null>(null);

  useEffect(
    () => () => {
      audio.current?.pause();
    },
    [],
  );

  const element = useCallback((): HTMLAudioElement => {
    if (audio.current) return audio.current;
    const created = new Audio();
    created.preload = 'metadata';
    created.addEventListener('timeupdate', () => {
      if (created.currentTime < endAt.current) return;
      created.pause();
      setPlaying(null);
    });
    created.addEventListener('ended', () => setPlaying(null));
    audio.current = created;
    return created;
  }, []);

  const toggle = useCallback(
    (clip: Clip) => {
      const player = element();
      player.pause();
      if (playing === clip.messageId) {
        setPlaying(null);
        return;
      }
      if (source.current !== clip.audioUrl) {
        source.current = clip.audioUrl;
        player.src = clip.audioUrl;
      }
      endAt.current = clip.endSeconds;
      const seek = () => {
        player.currentTime = clip.startSeconds;
      };
      // Before its metadata a file cannot be sought: the passage's start is set once they arrive.
      if (player.readyState >= HTMLMediaElement.HAVE_METADATA) seek();
      else player.addEventListener('loadedmetadata', seek, { once: true });
      setPlaying(clip.messageId);
      Promise.resolve(player.play()).catch((error: unknown) => {
        console.error('Playing the recording failed', error);
        setPlaying((current) => (current === clip.messageId ? null : current));
      });
    },
    [element, playing],
  );

  return { playing, toggle };
};
