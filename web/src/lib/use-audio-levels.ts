import { useEffect, useState } from 'react';
import { ANALYSER_FFT_SIZE, AUDIO_METER_BARS } from '#shared/constants.ts';
import { meterLevels } from './audio-meter';
import { AUDIO_TEXTS } from './texts';

const silent = () => Array.from({ length: AUDIO_METER_BARS }, () => 0);

/** The browser's AudioContext (Safari's prefixed one included), or undefined where there is none. */
export const audioContextClass = (): typeof AudioContext | undefined =>
  window.AudioContext ?? (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;

/**
 * The meter's 22 bar levels for a stream, from an analyser of size 256, refreshed every animation frame.
 * A browser without an AudioContext reports 'AudioContext not supported in this browser' through `onError`.
 */
export const useAudioLevels = (stream: MediaStream | undefined, onError: (message: string) => void) => {
  const [levels, setLevels] = useState(silent);
  useEffect(() => {
    if (!stream) {
      setLevels(silent());
      return;
    }
    const AudioContextClass = audioContextClass();
    if (!AudioContextClass) {
      onError(AUDIO_TEXTS.noAudioContext);
      return;
    }
    const context = new AudioContextClass();
    const analyser = context.createAnalyser();
    analyser.fftSize = ANALYSER_FFT_SIZE;
    context.createMediaStreamSource(stream).connect(analyser);
    const data = new Uint8Array(analyser.frequencyBinCount);
    let frame = 0;
    const tick = () => {
      analyser.getByteFrequencyData(data);
      setLevels(meterLevels(data));
      frame = requestAnimationFrame(tick);
    };
    tick();
    return () => {
      cancelAnimationFrame(frame);
      void context.close();
    };
  }, [stream, onError]);
  return levels;
};
