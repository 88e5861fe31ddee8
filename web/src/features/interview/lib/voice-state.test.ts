import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HangUpController, nextVoiceState, statusText } from './voice-state.ts';

describe('voice states', () => {
  it('thinks when the user stops speaking or a response is created', () => {
    expect(nextVoiceState('input_audio_buffer.speech_stopped')).toBe('thinking');
    expect(nextVoiceState('response.created')).toBe('thinking');
  });

  it('speaks when assistant audio starts and listens when it stops', () => {
    expect(nextVoiceState('output_audio_buffer.started')).toBe('speaking');
    expect(nextVoiceState('output_audio_buffer.stopped')).toBe('listening');
    expect(nextVoiceState('session.created')).toBeUndefined();
  });

  it('shows the badge texts, and nothing for an unknown status', () => {
    expect(statusText('ready')).toBe('Walt is ready');
    expect(statusText('thinking')).toBe('Walt is thinking...');
    expect(statusText('speaking')).toBe('Walt is speaking...');
    expect(statusText('listening')).toBe('Walt is listening...');
    expect(statusText('dancing')).toBeNull();
    expect(statusText('toString')).toBeNull();
  });
});

describe('hang-up', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for Walt to stop speaking, runs the end handlers, then ends the call 1000 ms later', () => {
    const endHandlers = vi.fn();
    const endCall = vi.fn();
    const hangUp = new HangUpController(endHandlers, endCall);
    hangUp.assistantStoppedSpeaking();
    expect(endHandlers).not.toHaveBeenCalled();
    hangUp.request();
    expect(endCall).not.toHaveBeenCalled();
    hangUp.assistantStoppedSpeaking();
    expect(endHandlers).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(999);
    expect(endCall).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(endCall).toHaveBeenCalledTimes(1);
  });

  it('does not schedule twice', () => {
    const endCall = vi.fn();
    const hangUp = new HangUpController(() => {}, endCall);
    hangUp.request();
    hangUp.assistantStoppedSpeaking();
    hangUp.assistantStoppedSpeaking();
    vi.advanceTimersByTime(5000);
    expect(endCall).toHaveBeenCalledTimes(1);
  });
});
