import { useEffect, useState } from 'react';
import { ANALYSER_FFT_SIZE, AUDIO_METER_BARS } from '#shared/constants.ts';
import { meterLevels } from '../lib/meter.ts';
import { CALL_ERRORS } from '../lib/realtime-connection.ts';

const silent = () => Array.from({ length: AUDIO_METER_BARS }, () => 0);

/** The meter's 22 bar levels for a stream, from an analyser of size 256, refreshed every animation frame. */
export const useAudioLevels = (stream: MediaStream | undefined, onError: (message: string) => void) => {
  const [levels, setLevels] = useState(silent);
  useEffect(() => {
    if (!stream) {
      setLevels(silent());
      return;
    }
    const AudioContextClass =
      window.AudioContext ?? (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!AudioContextClass) {
      onError(CALL_ERRORS.noAudioContext);
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

/** A soft two-note falling tone: the "hang-up" sound, made without an audio file. */
export const playHangUpSound = (): void => {
  const AudioContextClass = window.AudioContext;
  if (!AudioContextClass) return;
  const context = new AudioContextClass();
  const gain = context.createGain();
  gain.connect(context.destination);
  gain.gain.setValueAtTime(0.15, context.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.6);
  for (const [index, frequency] of [660, 440].entries()) {
    const tone = context.createOscillator();
    tone.frequency.value = frequency;
    tone.connect(gain);
    tone.start(context.currentTime + index * 0.25);
    tone.stop(context.currentTime + index * 0.25 + 0.25);
  }
  setTimeout(() => void context.close(), 1000);
};
