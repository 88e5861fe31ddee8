import { type RTCDataChannel, RTCPeerConnection, type RTCRtpSender, RtpHeader, RtpPacket } from 'werift';
import { type InterviewStep, OfflineInterviewer } from '#functions/ai/offline-interviewer.ts';
import type { RealtimeSessionPlan } from '#functions/ai/realtime-session.ts';
import { clientEvent, errorEvent, newId, serverEvent } from './events.ts';
import { VoiceActivity, type VoiceActivityOptions } from './voice-activity.ts';

export interface PeerOptions {
  /** Simulated speaking time per character of Walt's reply (the audio itself is silence). */
  msPerChar?: number;
  maxSpeechMs?: number;
  /** A call never outlives this, whatever the client does. */
  maxCallMs?: number;
  voiceActivity?: VoiceActivityOptions;
  onClose?: () => void;
}

/** Opus's encoding of 20 ms of silence. */
const OPUS_SILENCE = Buffer.from([0xf8, 0xff, 0xfe]);
const FRAME_MS = 20;
const GATHERING_TIMEOUT_MS = 5_000;

const waitForGathering = (pc: RTCPeerConnection) =>
  new Promise<void>((resolve) => {
    if (pc.iceGatheringState === 'complete') return resolve();
    const timer = setTimeout(resolve, GATHERING_TIMEOUT_MS);
    pc.iceGatheringStateChange.subscribe((state) => {
      if (state === 'complete') {
        clearTimeout(timer);
        resolve();
      }
    });
  });

/** What Walt says, once per call, when he hears speech he cannot transcribe. */
export const OFFLINE_SPEECH_REPLY =
  'I can hear you, but I am running offline today and cannot make out spoken words. Could you type your answer instead?';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One call with the local realtime peer: a werift peer connection answering the browser's offer, the
 * `oai-events` data channel speaking the OpenAI Realtime GA protocol, and a silent audio track while Walt
 * "speaks". The offline interviewer decides what Walt says and which tools he calls.
 */
export class RealtimePeer {
  private readonly pc = new RTCPeerConnection({});
  private channel: RTCDataChannel | undefined;
  private readonly interviewer: OfflineInterviewer;
  private session: Record<string, unknown>;
  private readonly sessionId = newId('sess');
  private queue: Promise<void> = Promise.resolve();
  private lastItemId: string | null = null;
  private closed = false;
  private readonly lifetime: NodeJS.Timeout;
  private sender: RTCRtpSender | undefined;
  private sequence = Math.floor(Math.random() * 0xffff);
  private timestamp = Math.floor(Math.random() * 0xffffffff);
  private readonly voice: VoiceActivity;
  private speechItemId: string | null = null;
  private explainedSpeech = false;

  constructor(
    plan: RealtimeSessionPlan,
    private readonly options: PeerOptions = {},
  ) {
    this.interviewer = new OfflineInterviewer(plan.brief);
    this.session = { ...plan.session, id: this.sessionId, object: 'realtime.session', expires_at: 0 };
    this.lifetime = setTimeout(() => void this.close(), options.maxCallMs ?? 3 * 60 * 60 * 1000);
    this.voice = new VoiceActivity(
      (audioStartMs) => this.speechStarted(audioStartMs),
      (audioEndMs) => this.speechStopped(audioEndMs),
      options.voiceActivity,
    );
    this.pc.onTrack.subscribe((track) =>
      track.onReceiveRtp.subscribe((rtp) => this.voice.packet(rtp.payload.length)),
    );
    this.pc.onDataChannel.subscribe((channel) => {
      if (channel.label !== 'oai-events') return;
      this.channel = channel;
      const start = () => this.send(serverEvent('session.created', { session: this.session }));
      if (channel.readyState === 'open') start();
      else channel.stateChanged.subscribe((state) => state === 'open' && start());
      channel.onMessage.subscribe((data) => {
        const text = typeof data === 'string' ? data : data.toString('utf8');
        this.queue = this.queue.then(() => this.receive(text)).catch(() => {});
      });
      channel.stateChanged.subscribe((state) => state === 'closed' && void this.close());
    });
    this.pc.connectionStateChange.subscribe((state) => {
      if (state === 'failed' || state === 'closed' || state === 'disconnected') void this.close();
    });
  }

  /** Answers the browser's SDP offer; the answer carries every ICE candidate (no trickle over HTTP). */
  async answer(offerSdp: string): Promise<string> {
    await this.pc.setRemoteDescription({ type: 'offer', sdp: offerSdp });
    const audio = this.pc.getTransceivers().find((transceiver) => transceiver.kind === 'audio');
    if (audio) {
      audio.setDirection('sendrecv');
      this.sender = audio.sender;
    }
    await this.pc.setLocalDescription(await this.pc.createAnswer());
    await waitForGathering(this.pc);
    const sdp = this.pc.localDescription?.sdp;
    if (!sdp) throw new Error('No local description');
    return sdp;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.lifetime);
    this.voice.stop();
    await this.pc.close().catch(() => {});
    this.options.onClose?.();
  }

  private speechStarted(audioStartMs: number): void {
    this.speechItemId = newId('item');
    this.send(
      serverEvent('input_audio_buffer.speech_started', {
        audio_start_ms: audioStartMs,
        item_id: this.speechItemId,
      }),
    );
  }

  /**
   * The end of a spoken turn, as OpenAI reports it: committed, a user item, its transcription (which the
   * offline peer cannot do, so `failed`), then an automatic response when turn detection asks for one.
   */
  private speechStopped(audioEndMs: number): void {
    const itemId = this.speechItemId ?? newId('item');
    this.speechItemId = null;
    const previous = this.lastItemId;
    this.lastItemId = itemId;
    this.send(
      serverEvent('input_audio_buffer.speech_stopped', { audio_end_ms: audioEndMs, item_id: itemId }),
    );
    this.send(serverEvent('input_audio_buffer.committed', { previous_item_id: previous, item_id: itemId }));
    this.send(
      serverEvent('conversation.item.created', {
        previous_item_id: previous,
        item: {
          id: itemId,
          object: 'realtime.item',
          type: 'message',
          role: 'user',
          status: 'completed',
          content: [{ type: 'input_audio', transcript: null }],
        },
      }),
    );
    this.send(
      serverEvent('conversation.item.input_audio_transcription.failed', {
        item_id: itemId,
        content_index: 0,
        error: {
          type: 'transcription_error',
          code: 'offline',
          message: 'Speech is not transcribed while Walt runs offline.',
          param: null,
        },
      }),
    );
    const turnDetection = (
      this.session.audio as { input?: { turn_detection?: { create_response?: boolean } } } | undefined
    )?.input?.turn_detection;
    if (this.explainedSpeech || turnDetection?.create_response === false) return;
    this.explainedSpeech = true;
    this.queue = this.queue
      .then(() => this.respond({ kind: 'speak', text: OFFLINE_SPEECH_REPLY }))
      .catch(() => {});
  }

  private send(event: Record<string, unknown>): void {
    if (this.closed || this.channel?.readyState !== 'open') return;
    this.channel.send(JSON.stringify(event));
  }

  private async receive(text: string): Promise<void> {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      this.send(errorEvent('The event is not valid JSON.', 'invalid_json'));
      return;
    }
    const parsed = clientEvent.safeParse(json);
    if (!parsed.success) {
      const type = (json as { type?: unknown })?.type;
      this.send(errorEvent(`Unsupported or malformed event: ${String(type)}`, 'invalid_event'));
      return;
    }
    const event = parsed.data;
    switch (event.type) {
      case 'session.update':
        this.session = { ...this.session, ...event.session, type: 'realtime' };
        this.send(serverEvent('session.updated', { session: this.session }));
        return;
      case 'conversation.item.create':
        return this.addItem(event.item);
      case 'response.create':
        return this.respond();
      case 'output_audio_buffer.clear':
        this.send(serverEvent('output_audio_buffer.cleared', { response_id: null }));
        return;
      default:
        return;
    }
  }

  private addItem(
    item: Extract<ReturnType<typeof clientEvent.parse>, { type: 'conversation.item.create' }>['item'],
  ) {
    const id = item.id ?? newId('item');
    const previous = this.lastItemId;
    this.lastItemId = id;
    this.send(
      serverEvent('conversation.item.created', {
        previous_item_id: previous,
        item: { ...item, id, object: 'realtime.item', status: 'completed' },
      }),
    );
    if (item.type === 'function_call_output') {
      this.interviewer.toolResult(item.call_id, item.output);
      return;
    }
    if (item.role !== 'user') return;
    const text = item.content
      .map((part) => part.text ?? part.transcript ?? '')
      .join(' ')
      .trim();
    if (text) this.interviewer.hearUser(text);
  }

  private async respond(planned?: InterviewStep): Promise<void> {
    const step = planned ?? this.interviewer.nextStep();
    const responseId = newId('resp');
    const itemId = newId('item');
    const previous = this.lastItemId;
    this.lastItemId = itemId;
    this.send(
      serverEvent('response.created', {
        response: { id: responseId, object: 'realtime.response', status: 'in_progress', output: [] },
      }),
    );
    if (step.kind === 'call') {
      const callId = newId('call');
      const args = JSON.stringify(step.arguments);
      const item = {
        id: itemId,
        object: 'realtime.item',
        type: 'function_call',
        status: 'completed',
        name: step.name,
        call_id: callId,
        arguments: args,
      };
      this.send(serverEvent('conversation.item.created', { previous_item_id: previous, item }));
      this.send(
        serverEvent('response.function_call_arguments.done', {
          response_id: responseId,
          item_id: itemId,
          output_index: 0,
          call_id: callId,
          name: step.name,
          arguments: args,
        }),
      );
      this.send(
        serverEvent('response.done', {
          response: { id: responseId, object: 'realtime.response', status: 'completed', output: [item] },
        }),
      );
      return;
    }
    const item = {
      id: itemId,
      object: 'realtime.item',
      type: 'message',
      role: 'assistant',
      status: 'completed',
      content: [{ type: 'output_audio', transcript: step.text }],
    };
    this.send(serverEvent('conversation.item.created', { previous_item_id: previous, item }));
    this.send(serverEvent('output_audio_buffer.started', { response_id: responseId }));
    this.send(
      serverEvent('response.output_audio_transcript.done', {
        response_id: responseId,
        item_id: itemId,
        output_index: 0,
        content_index: 0,
        transcript: step.text,
      }),
    );
    this.send(
      serverEvent('response.done', {
        response: { id: responseId, object: 'realtime.response', status: 'completed', output: [item] },
      }),
    );
    await this.speak(
      Math.min((this.options.msPerChar ?? 12) * step.text.length, this.options.maxSpeechMs ?? 4_000),
    );
    this.send(serverEvent('output_audio_buffer.stopped', { response_id: responseId }));
  }

  /** Sends silent Opus frames for the time Walt is "speaking", so the call has a live audio track. */
  private async speak(durationMs: number): Promise<void> {
    const payloadType = this.sender?.codec?.payloadType;
    for (let elapsed = 0; elapsed < durationMs && !this.closed; elapsed += FRAME_MS) {
      if (this.sender && payloadType !== undefined) {
        this.sequence = (this.sequence + 1) & 0xffff;
        this.timestamp = (this.timestamp + 960) >>> 0;
        const header = new RtpHeader({
          payloadType,
          sequenceNumber: this.sequence,
          timestamp: this.timestamp,
          marker: elapsed === 0,
        });
        await this.sender.sendRtp(new RtpPacket(header, OPUS_SILENCE)).catch(() => {});
      }
      await sleep(FRAME_MS);
    }
  }
}
