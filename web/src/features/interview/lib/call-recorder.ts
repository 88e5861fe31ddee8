import {
  BACKGROUND_DEFAULT_RETRIES,
  CALL_RECORDING_SEGMENT_MS,
  RECORDING_MIME_TYPE,
} from '#shared/constants.ts';
import type { AddCallRecordingBody } from '#shared/schemas/voice.ts';
import type { CallApi } from './call-api-port.ts';
import { field } from './call-events.ts';
import type { RealtimeEvent } from './realtime-connection.ts';
import { BackgroundTaskQueue } from './task-queue.ts';
import { TurnMarks } from './turn-marks.ts';

/** What the recorder uses of a MediaRecorder (tests give a fake). */
export interface SegmentRecorder {
  readonly state: RecordingState;
  ondataavailable: ((event: BlobEvent) => void) | null;
  onstop: ((event: Event) => void) | null;
  start(): void;
  stop(): void;
}

/** How a segment reaches the server: uploaded like a memo, then linked to the conversation. */
export interface RecordingUploads {
  upload(recording: Blob): Promise<string>;
  link(body: AddCallRecordingBody): Promise<void>;
}

export interface CallRecorderDeps {
  open: (stream: MediaStream) => SegmentRecorder;
  uploads: RecordingUploads;
  /** The recordings' own queue, so a retried segment never holds up the transcript saves. */
  queue: BackgroundTaskQueue;
  now?: () => number;
  segmentMs?: number;
  /** A segment was saved: the views of the conversation's recordings may read them again. */
  onSaved?: () => void;
  log?: (event: string, detail?: unknown) => void;
}

interface Segment {
  sequence: number;
  startMs: number;
  durationMs: number;
}

const statusOf = (error: unknown) => (error as { status?: number } | undefined)?.status;

/**
 * Records the narrator's microphone during a call (issue 26), in segments of CALL_RECORDING_SEGMENT_MS: each
 * segment is its own MediaRecorder on the same stream, so each is a whole playable WebM file, and an abrupt
 * end loses at most the last one. Segments and turn marks share one clock, started with the recording. Each
 * segment is uploaded in the background with retries; a 403 (the narrator stopped keeping recordings) stops
 * the recording. Nothing here ever fails the call.
 */
export class CallRecorder {
  private readonly marks = new TurnMarks();
  private readonly now: () => number;
  private origin = 0;
  private stream: MediaStream | undefined;
  private current: { recorder: SegmentRecorder; segment: Segment } | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private nextSequence = 0;
  private stopped = false;
  private refused = false;

  constructor(private readonly deps: CallRecorderDeps) {
    this.now = deps.now ?? (() => performance.now());
  }

  start(stream: MediaStream): void {
    if (this.stream || this.stopped) return;
    this.stream = stream;
    this.origin = this.now();
    this.open(0);
  }

  /** Reads the voice detector's turn boundaries and Walt going back to listening. */
  observe(event: RealtimeEvent): void {
    if (!this.recording) return;
    const itemId = field(event, 'item_id');
    if (event.type === 'input_audio_buffer.speech_started' && itemId)
      this.marks.speechStarted(itemId, this.elapsed());
    else if (event.type === 'input_audio_buffer.speech_stopped' && itemId)
      this.marks.speechStopped(itemId, this.elapsed());
    else if (event.type === 'output_audio_buffer.stopped') this.marks.listening(this.elapsed());
  }

  /** A transcript line arrived (a narrator's is marked in the recording). */
  message(messageId: string, role: 'user' | 'assistant'): void {
    if (this.recording) this.marks.message(messageId, role, this.elapsed());
  }

  /** Ends the recording: the last segment is stopped and uploaded in the background. */
  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.close();
  }

  private get recording(): boolean {
    return this.stream !== undefined && !this.stopped;
  }

  private elapsed(): number {
    return this.now() - this.origin;
  }

  private open(startMs: number): void {
    let recorder: SegmentRecorder;
    try {
      recorder = this.deps.open(this.stream as MediaStream);
      const segment = { sequence: this.nextSequence, startMs, durationMs: 0 };
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      recorder.onstop = () => {
        // The recorder stopped by itself (the microphone went away): the recording ends with it.
        if (this.current?.segment === segment) {
          this.stopped = true;
          this.close();
        }
        this.save(segment, new Blob(chunks, { type: RECORDING_MIME_TYPE }));
      };
      recorder.start();
      this.nextSequence += 1;
      this.current = { recorder, segment };
    } catch (error) {
      this.deps.log?.('callRecordingUnavailable', error);
      this.stopped = true;
      return;
    }
    this.timer = setTimeout(() => this.rotate(), this.deps.segmentMs ?? CALL_RECORDING_SEGMENT_MS);
  }

  /** Stops the current segment at this moment of the clock and answers that moment. */
  private close(): number {
    const at = this.elapsed();
    clearTimeout(this.timer);
    const current = this.current;
    if (!current) return at;
    this.current = undefined;
    current.segment.durationMs = Math.max(0, at - current.segment.startMs);
    if (current.recorder.state !== 'inactive') current.recorder.stop();
    return at;
  }

  private rotate(): void {
    const at = this.close();
    if (!this.stopped) this.open(at);
  }

  private save(segment: Segment, recording: Blob): void {
    if (recording.size === 0 || this.refused) return;
    let uploadId: string | undefined;
    this.deps.queue.add({
      id: `call-recording-${segment.sequence}`,
      maxRetries: BACKGROUND_DEFAULT_RETRIES,
      failureEvent: 'callRecordingFailed',
      run: async () => {
        if (this.refused) return;
        uploadId ??= await this.deps.uploads.upload(recording);
        const marks = this.marks.pending();
        try {
          await this.deps.uploads.link({
            uploadId,
            sequence: segment.sequence,
            startMs: Math.round(segment.startMs),
            durationMs: Math.round(segment.durationMs),
            ...(marks.length > 0 ? { marks } : {}),
          });
        } catch (error) {
          if (statusOf(error) === 403) {
            this.refuse(error);
            return;
          }
          // The upload is gone (kept already, or expired): the retry uploads the segment again.
          if (statusOf(error) === 404) uploadId = undefined;
          throw error;
        }
        this.marks.delivered(marks);
        this.deps.onSaved?.();
      },
    });
  }

  private refuse(error: unknown): void {
    this.refused = true;
    this.deps.log?.('callRecordingRefused', error);
    this.stop();
  }
}

/** How the call records the narrator's voice (issue 26), as the screen configures it. */
export interface CallRecordingOptions {
  /** Whether the narrator keeps recordings of their voice from calls, read when the call connects. */
  enabled: () => boolean;
  /** A MediaRecorder of the microphone (the browser's in the app, a fake in tests). */
  open: (stream: MediaStream) => SegmentRecorder;
  now?: () => number;
  segmentMs?: number;
  /** A segment was saved (the screen marks the conversation's recordings stale). */
  onSaved?: () => void;
}

/**
 * Starts recording the connected call's microphone when the narrator keeps recordings and the API can take
 * them; answers the recorder, or nothing when the call is not recorded.
 */
export const recordCall = (
  options: CallRecordingOptions | undefined,
  api: Pick<CallApi, 'uploadRecording' | 'addCallRecording'>,
  conversationId: string,
  stream: MediaStream | undefined,
  log: (event: string, detail?: unknown) => void,
): CallRecorder | undefined => {
  const { uploadRecording, addCallRecording } = api;
  if (!options?.enabled() || !stream || !uploadRecording || !addCallRecording) return undefined;
  const recorder = new CallRecorder({
    open: options.open,
    uploads: {
      upload: (recording) => uploadRecording(recording),
      link: (body) => addCallRecording(conversationId, body),
    },
    queue: new BackgroundTaskQueue(log),
    now: options.now,
    segmentMs: options.segmentMs,
    onSaved: options.onSaved,
    log,
  });
  recorder.start(stream);
  return recorder;
};
