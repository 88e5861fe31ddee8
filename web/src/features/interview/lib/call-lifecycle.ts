/** The call's lifecycle (part A §4): idle → connecting → active → ended, errors back to idle. */
export type CallPhase = 'idle' | 'connecting' | 'active' | 'ending' | 'ended';

export interface CallState {
  phase: CallPhase;
  error: string | null;
}

export type CallEvent =
  | { type: 'start' }
  | { type: 'connected' }
  | { type: 'fail'; error: string }
  | { type: 'end' }
  | { type: 'cleanedUp' };

export const initialCallState: CallState = { phase: 'idle', error: null };

/** Pure transition function; impossible or repeated events leave the state unchanged. */
export const callReducer = (state: CallState, event: CallEvent): CallState => {
  switch (event.type) {
    case 'start':
      return state.phase === 'idle' || state.phase === 'ended' ? { phase: 'connecting', error: null } : state;
    case 'connected':
      return state.phase === 'connecting' ? { phase: 'active', error: null } : state;
    case 'fail':
      return state.phase === 'ended' ? state : { phase: 'idle', error: event.error };
    case 'end':
      // Ending twice, or ending during cleanup, is ignored.
      return state.phase === 'active' || state.phase === 'connecting' ? { ...state, phase: 'ending' } : state;
    case 'cleanedUp':
      return state.phase === 'ending' ? { phase: 'ended', error: state.error } : state;
  }
};
