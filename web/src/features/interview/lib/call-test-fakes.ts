import { vi } from 'vitest';
import type { CallApi } from './call-api-port.ts';
import type { CallSetup } from './call-controller.ts';
import type { SegmentRecorder } from './call-recorder.ts';
import type { ConnectOptions, RealtimeEvent } from './realtime-connection.ts';

/** Test doubles for the call controller: a scriptable connection, an API of spies and a call setup. */
export class FakeConnection {
  sent: RealtimeEvent[] = [];
  /** The microphone, when a test records the call. */
  stream: MediaStream | undefined;
  options: ConnectOptions | undefined;
  closed = false;
  constructor(private readonly failWith?: string) {}
  async connect(options: ConnectOptions) {
    this.options = options;
    if (this.failWith) throw new Error(this.failWith);
    options.onOpen?.();
  }
  send(event: RealtimeEvent) {
    this.sent.push(event);
    return true;
  }
  close() {
    this.closed = true;
  }
  emit(event: RealtimeEvent) {
    this.options?.onEvent(event);
  }
}

/**
 * realtime-connection.ts for `vi.mock`, its RealtimeConnection a FakeConnection that opens at once;
 * `created` sees each one as it is made.
 */
export const withFakeConnection = async <Module extends object>(
  original: () => Promise<Module>,
  created: (connection: FakeConnection) => void,
) => ({
  ...(await original()),
  RealtimeConnection: class extends FakeConnection {
    constructor() {
      super();
      created(this);
    }
  } as never,
});

type AudioSession = Awaited<ReturnType<CallApi['createAudioSession']>>;

/** The session the fake API opens: a first call, with no limit on its length. */
const FIRST_SESSION: AudioSession = {
  clientSecret: 'ek_1',
  hasExistingMessages: false,
  sdpUrl: 'http://peer/calls',
};

export const api = (): CallApi =>
  ({
    createAudioSession: vi.fn(async () => ({ ...FIRST_SESSION })),
    saveConversation: vi.fn(async () => {}),
    completeConversation: vi.fn(async () => {}),
    trackQuestion: vi.fn(async () => {}),
    listNotes: vi.fn(async () => []),
    addNote: vi.fn(async (input: { content: string }) => ({
      id: 'n1',
      content: input.content,
      createdBy: 'walt' as const,
    })),
    updateNote: vi.fn(async (id: string, content: string) => ({ id, content, createdBy: 'walt' as const })),
    deleteNote: vi.fn(async () => {}),
    analyzeForNotes: vi.fn(async () => ({ shouldTakeNote: false })),
    analyzeForQuestionCard: vi.fn(async () => ({ shouldShowQuestionCard: true, predefinedQuestionId: 1 })),
    analyzeForResearch: vi.fn(async () => {}),
    completePath: vi.fn(async () => {}),
    renameStory: vi.fn(async () => {}),
  }) as never;

/** The fake API's session from now on: the first call's, changed by `answer`. */
export const answerSession = (calls: CallApi, answer: Partial<AudioSession>) =>
  vi.mocked(calls.createAudioSession).mockResolvedValue({ ...FIRST_SESSION, ...answer });

export const setup = (overrides: Partial<CallSetup> = {}): CallSetup => ({
  conversationId: 'c1',
  storyId: 's1',
  pathId: 'p1',
  questions: [{ title: 'Roots', text: 'Where were you born?' }],
  introScript: 'Hello, I am Walt.',
  existingMessages: [],
  ...overrides,
});

/**
 * A MediaRecorder that records `bytes` of audio per segment: stop() hands over its data and stops, as the
 * browser's does (there a moment later).
 */
export class FakeRecorder implements SegmentRecorder {
  state: SegmentRecorder['state'] = 'inactive';
  ondataavailable: SegmentRecorder['ondataavailable'] = null;
  onstop: SegmentRecorder['onstop'] = null;
  constructor(
    readonly stream: MediaStream,
    private readonly bytes = 100,
  ) {}
  start() {
    this.state = 'recording';
  }
  stop() {
    if (this.state === 'inactive') return;
    this.state = 'inactive';
    const data = new Blob([new Uint8Array(this.bytes)], { type: 'audio/webm' });
    this.ondataavailable?.({ data } as BlobEvent);
    this.onstop?.(new Event('stop'));
  }
}

/** Opens FakeRecorders and keeps them, in order. */
export const fakeRecorders = (bytes?: number) => {
  const made: FakeRecorder[] = [];
  const open = vi.fn((stream: MediaStream) => {
    const recorder = new FakeRecorder(stream, bytes);
    made.push(recorder);
    return recorder;
  });
  return { made, open };
};

/** The Realtime event of the narrator's words, once transcribed. */
export const narratorSaid = (itemId: string, transcript: string): RealtimeEvent => ({
  type: 'conversation.item.input_audio_transcription.completed',
  item_id: itemId,
  transcript,
});

/** The Realtime event of Walt's words, once spoken. */
export const waltSaid = (itemId: string, transcript: string): RealtimeEvent => ({
  type: 'response.output_audio_transcript.done',
  item_id: itemId,
  transcript,
});

/** The Realtime event of Walt calling one of his tools. */
export const waltCalls = (callId: string, name: string, args: string): RealtimeEvent => ({
  type: 'response.function_call_arguments.done',
  call_id: callId,
  name,
  arguments: args,
});
