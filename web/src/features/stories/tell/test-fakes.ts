import { afterEach, beforeEach, vi } from 'vitest';
import { setDraftOwner } from '@/lib/auth/device-drafts';
import { aUser } from '@/test/mock-api';

/** A microphone track that remembers being stopped. */
const fakeTrack = () => ({ kind: 'audio', stop: vi.fn() });

/** The browser's MediaRecorder, driven by the test: `stop()` delivers one chunk of "voice", then onstop. */
export class FakeMediaRecorder {
  static instances: FakeMediaRecorder[] = [];
  static isTypeSupported = (type: string) => type === 'audio/webm';
  state: 'inactive' | 'recording' = 'inactive';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;

  constructor(
    readonly stream: MediaStream,
    readonly options?: MediaRecorderOptions,
  ) {
    FakeMediaRecorder.instances.push(this);
  }

  start() {
    this.state = 'recording';
  }

  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['spoken words'], { type: 'audio/webm;codecs=opus' }) });
    this.onstop?.();
  }
}

/** An AudioContext whose analyser hears a steady half-level sound. */
export class FakeAudioContext {
  static analysers: { fftSize: number }[] = [];
  createAnalyser() {
    const analyser = {
      fftSize: 2048,
      get frequencyBinCount() {
        return this.fftSize / 2;
      },
      getByteFrequencyData: (data: Uint8Array) => data.fill(64),
    };
    FakeAudioContext.analysers.push(analyser);
    return analyser;
  }
  createMediaStreamSource() {
    return { connect: () => undefined };
  }
  close() {
    return Promise.resolve();
  }
}

interface FakeMicrophoneOptions {
  /** The user refuses the microphone (getUserMedia rejects). */
  denied?: boolean;
  /** A browser without AudioContext. */
  noAudioContext?: boolean;
}

/**
 * Installs a fake microphone (getUserMedia, MediaRecorder, AudioContext) and object URLs in jsdom. Returns
 * the stream's track and a function that takes everything away again.
 */
export const installFakeMicrophone = ({
  denied = false,
  noAudioContext = false,
}: FakeMicrophoneOptions = {}) => {
  FakeMediaRecorder.instances = [];
  FakeAudioContext.analysers = [];
  const track = fakeTrack();
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  const getUserMedia = vi.fn(() =>
    denied
      ? Promise.reject(new DOMException('Permission denied', 'NotAllowedError'))
      : Promise.resolve(stream),
  );
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  vi.stubGlobal('AudioContext', noAudioContext ? undefined : FakeAudioContext);
  vi.stubGlobal('requestAnimationFrame', () => 1);
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  const createObjectURL = vi.fn(() => 'blob:http://localhost/recording-1');
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
  return {
    track,
    getUserMedia,
    createObjectURL,
    uninstall: () => {
      Reflect.deleteProperty(navigator, 'mediaDevices');
    },
  };
};

/** A promise the test settles by hand, to hold a request open (the transcribing state). */
export const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
};

type FakeMicrophone = ReturnType<typeof installFakeMicrophone>;

/**
 * For every test of the suite: no drafts kept, the user's drafts in use and a fake microphone, taken away
 * after the test. The answer reads the current test's microphone.
 */
export const fakeMicrophoneForEachTest = (): Omit<FakeMicrophone, 'uninstall'> => {
  let current: FakeMicrophone | undefined;
  beforeEach(() => {
    localStorage.clear();
    setDraftOwner(aUser().id);
    current = installFakeMicrophone();
  });
  afterEach(() => current?.uninstall());
  const installed = () => {
    if (!current) throw new Error('No fake microphone outside a test');
    return current;
  };
  return {
    get track() {
      return installed().track;
    },
    get getUserMedia() {
      return installed().getUserMedia;
    },
    get createObjectURL() {
      return installed().createObjectURL;
    },
  };
};
