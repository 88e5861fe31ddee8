import type { CallMessage } from './call-api-port.ts';
import { field } from './call-events.ts';
import type { RealtimeEvent } from './realtime-connection.ts';
import { nextVoiceState, type VoiceState } from './voice-state.ts';

/** What the call does with what the Realtime events say. */
export interface RealtimeEventTarget {
  setVoice(voice: VoiceState): void;
  /** Walt's audio stopped: a hang-up he asked for may now go ahead. */
  assistantStoppedSpeaking(): void;
  /** Walt's words of the current response, as he speaks them. */
  setCaption(caption: string): void;
  /** A finished transcript line, of the narrator or of Walt. */
  addMessage(message: CallMessage): void;
  /** Walt called one of his tools; its output goes back to him. */
  runTool(callId: string, name: string, rawArguments: string | undefined): void;
  log?(event: string, detail?: unknown): void;
}

/**
 * Reads the server events of the OpenAI Realtime GA protocol: Walt's voice states, the caption, the
 * transcript lines of both sides, and his tool calls (named by the function call item when the arguments
 * event does not carry the name). A malformed event is logged and Walt is shown listening again.
 */
export class RealtimeEventHandler {
  private caption = '';
  private readonly toolNames = new Map<string, string>();

  constructor(private readonly target: RealtimeEventTarget) {}

  handle(event: RealtimeEvent): void {
    try {
      this.read(event);
    } catch (error) {
      this.target.log?.('event handling failed', error);
      this.target.setVoice('listening');
    }
  }

  private setCaption(caption: string): void {
    this.caption = caption;
    this.target.setCaption(caption);
  }

  private read(event: RealtimeEvent): void {
    const voice = nextVoiceState(event.type);
    if (voice) this.target.setVoice(voice);
    if (event.type === 'output_audio_buffer.stopped') this.target.assistantStoppedSpeaking();
    if (event.type === 'response.created') this.setCaption('');
    switch (event.type) {
      case 'conversation.item.input_audio_transcription.completed': {
        const id = field(event, 'item_id');
        const transcript = field(event, 'transcript');
        if (!id || !transcript?.trim()) {
          this.target.log?.('Ignored a transcription event without an item id or transcript');
          return;
        }
        this.target.addMessage({ id, role: 'user', text: transcript.trim(), status: 'final' });
        return;
      }
      case 'response.output_audio_transcript.delta':
        this.setCaption(this.caption + (field(event, 'delta') ?? ''));
        return;
      case 'response.output_audio_transcript.done': {
        const id = field(event, 'item_id');
        const transcript = field(event, 'transcript');
        if (!id || !transcript?.trim()) return;
        this.setCaption(transcript);
        this.target.addMessage({ id, role: 'assistant', text: transcript.trim(), status: 'final' });
        return;
      }
      case 'response.output_item.added':
      case 'conversation.item.created': {
        const item = event.item as { type?: string; call_id?: string; name?: string } | undefined;
        if (item?.type === 'function_call' && item.call_id && item.name)
          this.toolNames.set(item.call_id, item.name);
        return;
      }
      case 'response.function_call_arguments.done': {
        const callId = field(event, 'call_id') ?? '';
        const name = field(event, 'name') ?? this.toolNames.get(callId) ?? '';
        this.target.runTool(callId, name, field(event, 'arguments'));
        return;
      }
      case 'error':
        this.target.log?.('realtime error event', event.error);
        return;
    }
  }
}
