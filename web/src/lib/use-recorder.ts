import { useEffect, useRef, useState } from 'react';
import { RECORDING_MIME_TYPE } from '#shared/constants.ts';
import { openRecorder } from '@/lib/media-recorder';
import { audioContextClass } from '@/lib/use-audio-levels';
import { AUDIO_TEXTS } from './texts';

/** idle -> recording (the toggle pressed) -> transcribing (the toggle disabled) -> idle. */
export type RecorderPhase = 'idle' | 'starting' | 'recording' | 'transcribing';

interface RecorderOptions {
  /** Turns the finished recording into words; the recorder stays in 'transcribing' until it settles. */
  onRecorded: (recording: Blob) => Promise<void>;
  onError: (message: string) => void;
}

const release = (stream: MediaStream) => {
  for (const track of stream.getTracks()) track.stop();
};

/**
 * The microphone as a toggle: `toggle` starts recording (asking for the microphone) and stops it again; the
 * recording, as audio/webm, then goes to `onRecorded`. `stream` is the live microphone, for the level meter.
 */
export const useRecorder = ({ onRecorded, onError }: RecorderOptions) => {
  const [phase, setPhase] = useState<RecorderPhase>('idle');
  const [stream, setStream] = useState<MediaStream>();
  const recorder = useRef<MediaRecorder>(undefined);
  const mounted = useRef(true);
  const callbacks = useRef({ onRecorded, onError });
  callbacks.current = { onRecorded, onError };

  // Leaving the screen mid-recording turns the microphone off and drops the unfinished recording.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      const active = recorder.current;
      if (!active) return;
      active.onstop = null;
      if (active.state !== 'inactive') active.stop();
      release(active.stream);
    };
  }, []);

  const start = async () => {
    if (!audioContextClass()) {
      callbacks.current.onError(AUDIO_TEXTS.noAudioContext);
      return;
    }
    setPhase('starting');
    let media: MediaStream;
    let active: MediaRecorder;
    try {
      media = await navigator.mediaDevices.getUserMedia({ audio: true });
      active = openRecorder(media);
    } catch (error) {
      console.error('Could not open the microphone', error);
      setPhase('idle');
      callbacks.current.onError(AUDIO_TEXTS.microphoneFailed);
      return;
    }
    if (!mounted.current) {
      release(media);
      return;
    }
    const chunks: Blob[] = [];
    active.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    active.onstop = () => {
      release(media);
      recorder.current = undefined;
      setStream(undefined);
      setPhase('transcribing');
      const recording = new Blob(chunks, { type: RECORDING_MIME_TYPE });
      void callbacks.current.onRecorded(recording).finally(() => setPhase('idle'));
    };
    active.start();
    recorder.current = active;
    setStream(media);
    setPhase('recording');
  };

  const toggle = () => {
    if (phase === 'idle') void start();
    else if (phase === 'recording') recorder.current?.stop();
  };

  return { phase, stream, toggle };
};
