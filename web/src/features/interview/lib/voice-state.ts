import { HANG_UP_DELAY_MS } from '#shared/constants.ts';

/** What Walt is doing, shown in the status badge. */
export type VoiceState = 'inactive' | 'ready' | 'thinking' | 'speaking' | 'listening';

export const VOICE_STATUS_TEXT: Record<VoiceState, string | null> = {
  inactive: null,
  ready: 'Walt is ready',
  thinking: 'Walt is thinking...',
  speaking: 'Walt is speaking...',
  listening: 'Walt is listening...',
};

/** The badge text for a status; an unknown status shows nothing. */
export const statusText = (status: string): string | null =>
  Object.hasOwn(VOICE_STATUS_TEXT, status) ? VOICE_STATUS_TEXT[status as VoiceState] : null;

/** Next voice state for a Realtime server event type, or undefined when the event changes nothing. */
export const nextVoiceState = (eventType: string): VoiceState | undefined => {
  switch (eventType) {
    case 'input_audio_buffer.speech_stopped':
    case 'response.created':
      return 'thinking';
    case 'output_audio_buffer.started':
      return 'speaking';
    case 'output_audio_buffer.stopped':
      return 'listening';
    default:
      return undefined;
  }
};

/**
 * A hang-up requested by Walt waits until he finishes speaking, then runs the end-of-call handlers and
 * ends the call 1000 ms later.
 */
export class HangUpController {
  private requested = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly onEndHandlers: () => void,
    private readonly endCall: () => void,
    private readonly delayMs = HANG_UP_DELAY_MS,
  ) {}

  request(): void {
    this.requested = true;
  }

  get pending(): boolean {
    return this.requested;
  }

  /** Called when the assistant's audio stops. */
  assistantStoppedSpeaking(): void {
    if (!this.requested || this.timer) return;
    this.onEndHandlers();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.requested = false;
      this.endCall();
    }, this.delayMs);
  }

  cancel(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.requested = false;
  }
}
