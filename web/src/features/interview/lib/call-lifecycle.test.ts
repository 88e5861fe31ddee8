import { describe, expect, it } from 'vitest';
import { type CallEvent, type CallState, callReducer, initialCallState } from './call-lifecycle.ts';

const run = (...events: CallEvent[]): CallState => events.reduce(callReducer, initialCallState);

describe('call lifecycle', () => {
  it('goes idle → connecting → active → ending → ended', () => {
    expect(run({ type: 'start' }).phase).toBe('connecting');
    expect(run({ type: 'start' }, { type: 'connected' }).phase).toBe('active');
    expect(run({ type: 'start' }, { type: 'connected' }, { type: 'end' }).phase).toBe('ending');
    expect(run({ type: 'start' }, { type: 'connected' }, { type: 'end' }, { type: 'cleanedUp' }).phase).toBe(
      'ended',
    );
  });

  it('returns to idle with the error on a connection failure', () => {
    expect(run({ type: 'start' }, { type: 'fail', error: 'Connection failed' })).toEqual({
      phase: 'idle',
      error: 'Connection failed',
    });
    expect(
      run({ type: 'start' }, { type: 'connected' }, { type: 'fail', error: 'Connection error occurred' })
        .phase,
    ).toBe('idle');
  });

  it('ignores ending twice and ending during cleanup', () => {
    const ending = run({ type: 'start' }, { type: 'connected' }, { type: 'end' });
    expect(callReducer(ending, { type: 'end' })).toBe(ending);
    const ended = callReducer(ending, { type: 'cleanedUp' });
    expect(callReducer(ended, { type: 'end' })).toBe(ended);
    expect(callReducer(initialCallState, { type: 'end' })).toBe(initialCallState);
  });

  it('does not start twice while connecting, and can start again after a call', () => {
    const connecting = run({ type: 'start' });
    expect(callReducer(connecting, { type: 'start' })).toBe(connecting);
    const ended = run({ type: 'start' }, { type: 'connected' }, { type: 'end' }, { type: 'cleanedUp' });
    expect(callReducer(ended, { type: 'start' }).phase).toBe('connecting');
  });
});
