import type { CallApi, CallMessage, QuestionCard } from './call-api-port.ts';
import type { CallPhase } from './call-lifecycle.ts';
import type { CallRecordingOptions } from './call-recorder.ts';
import type { PathQuestion } from './question-card.ts';
import type { RealtimeConnection } from './realtime-connection.ts';
import type { BackgroundFailure } from './task-queue.ts';
import type { CallNote } from './tools.ts';
import type { VoiceState } from './voice-state.ts';

/** What a call controller is made with, and what it shows (call-controller.ts). */
export interface CallSetup {
  conversationId: string | null;
  storyId: string | null;
  pathId: string | null;
  questions: PathQuestion[];
  introScript?: string;
  /** Messages already saved from earlier calls of this conversation. */
  existingMessages: CallMessage[];
}

export interface CallSnapshot {
  phase: CallPhase;
  error: string | null;
  voice: VoiceState;
  elapsedSeconds: number;
  messages: CallMessage[];
  notes: CallNote[];
  notesLoaded: boolean;
  /** Note ids added or changed recently, shown with the typing effect. */
  highlightedNoteIds: string[];
  questionCard: QuestionCard | null;
  questionCardLoading: boolean;
  saving: boolean;
  pathCompleted: boolean;
  /** Walt's words as he speaks them. */
  caption: string;
  /** The session runs on the offline interviewer (no AI provider configured). */
  offline: boolean;
}

export interface CallControllerDeps {
  api: CallApi;
  connection: () => RealtimeConnection;
  now?: () => number;
  newId?: () => string;
  log?: (event: BackgroundFailure | string, detail?: unknown) => void;
  playHangUpSound?: () => void;
  onPathCompleted?: () => void;
  /** The conversation was marked complete (the dashboard listens for this). */
  onConversationCompleted?: () => void;
  onRemoteStream?: (stream: MediaStream) => void;
  highlightMs?: number;
  /** Recording the narrator's voice during the call (issue 26); without it nothing is recorded. */
  recording?: CallRecordingOptions;
}

/** A call's snapshot before it starts, showing the messages saved from earlier calls. */
export const initialSnapshot = (existingMessages: CallMessage[]): CallSnapshot => ({
  phase: 'idle',
  error: null,
  voice: 'inactive',
  elapsedSeconds: 0,
  messages: [...existingMessages],
  notes: [],
  notesLoaded: false,
  highlightedNoteIds: [],
  questionCard: null,
  questionCardLoading: false,
  saving: false,
  pathCompleted: false,
  caption: '',
  offline: false,
});
