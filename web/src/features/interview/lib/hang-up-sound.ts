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
