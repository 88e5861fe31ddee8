import { useEffect, useRef } from 'react';

/** Plays Walt's voice: the call's remote audio stream, never shown. */
export const RemoteAudio = ({ stream }: { stream: MediaStream | undefined }) => {
  const ref = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.srcObject = stream ?? null;
  }, [stream]);
  // biome-ignore lint/a11y/useMediaCaption: Walt's words are captioned on screen as he speaks them.
  return <audio ref={ref} autoPlay data-testid="walt-voice" />;
};
