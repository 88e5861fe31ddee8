import { describe, expect, it, vi } from 'vitest';
import type { AddCallRecordingBody } from '#shared/schemas/voice.ts';
import { ApiError } from '@/lib/api-client';
import { onFakeTimers } from '@/test/fake-timers';
import { CallRecorder, type CallRecorderDeps } from './call-recorder.ts';
import { fakeRecorders } from './call-test-fakes.ts';
import { BackgroundTaskQueue } from './task-queue.ts';

const SEGMENT_MS = 30_000;
const microphone = {} as MediaStream;

onFakeTimers();

/** A recorder on a clock the test moves: `at(ms)` sets the time since the recording began. */
const recording = (overrides: Partial<CallRecorderDeps> = {}) => {
  let clock = 1_000;
  const recorders = fakeRecorders();
  const linked: AddCallRecordingBody[] = [];
  const uploads = {
    upload: vi.fn(async (_recording: Blob) => `up-${uploads.upload.mock.calls.length}`),
    link: vi.fn(async (body: AddCallRecordingBody) => {
      linked.push(body);
    }),
  };
  const failures = vi.fn();
  const recorder = new CallRecorder({
    open: recorders.open,
    uploads,
    queue: new BackgroundTaskQueue(failures),
    now: () => clock,
    segmentMs: SEGMENT_MS,
    ...overrides,
  });
  const at = (ms: number) => {
    clock = 1_000 + ms;
  };
  /** Moves the clock and the timers together. */
  const pass = async (ms: number) => {
    clock += ms;
    await vi.advanceTimersByTimeAsync(ms);
  };
  return { recorder, recorders, uploads, linked, failures, at, pass };
};

describe('call recorder', () => {
  it('records the microphone in segments, each its own recorder (a whole file), on one clock', async () => {
    const { recorder, recorders, linked, pass } = recording();
    recorder.start(microphone);

    await pass(SEGMENT_MS);
    await pass(SEGMENT_MS);
    await pass(12_000);
    recorder.stop();
    await vi.advanceTimersByTimeAsync(0);

    expect(recorders.made).toHaveLength(3);
    expect(recorders.made.every((made) => made.stream === microphone && made.state === 'inactive')).toBe(
      true,
    );
    expect(linked).toEqual([
      { uploadId: 'up-1', sequence: 0, startMs: 0, durationMs: 30_000 },
      { uploadId: 'up-2', sequence: 1, startMs: 30_000, durationMs: 30_000 },
      { uploadId: 'up-3', sequence: 2, startMs: 60_000, durationMs: 12_000 },
    ]);
  });

  it('uploads each segment as audio/webm through the memo upload, then links it', async () => {
    const { recorder, uploads, pass } = recording();
    recorder.start(microphone);
    await pass(5_000);
    recorder.stop();
    await vi.advanceTimersByTimeAsync(0);

    const [[sent]] = uploads.upload.mock.calls as [[Blob]];
    expect(sent.type).toBe('audio/webm');
    expect(sent.size).toBe(100);
    expect(uploads.link).toHaveBeenCalledTimes(1);
  });

  it("marks a spoken turn from the voice detector's start to its stop, and sends it with the next segment", async () => {
    const { recorder, linked, pass } = recording();
    recorder.start(microphone);
    await pass(4_000);
    recorder.observe({ type: 'input_audio_buffer.speech_started', item_id: 'item-1' });
    await pass(5_500);
    recorder.observe({ type: 'input_audio_buffer.speech_stopped', item_id: 'item-1' });
    await pass(1_500);
    recorder.message('item-1', 'user');
    recorder.message('walt-1', 'assistant');

    await pass(SEGMENT_MS - 11_000);
    expect(linked[0]?.marks).toEqual([{ messageId: 'item-1', startMs: 4_000, endMs: 9_500 }]);

    await pass(1_000);
    recorder.stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(linked[1]).not.toHaveProperty('marks');
  });

  it('marks a typed turn from when Walt went back to listening to when it was sent', async () => {
    const { recorder, linked, at } = recording();
    recorder.start(microphone);
    at(2_000);
    recorder.message('walt-1', 'assistant');
    at(6_000);
    recorder.observe({ type: 'output_audio_buffer.stopped' });
    at(15_000);
    recorder.message('typed-1', 'user');
    at(16_000);
    recorder.message('walt-2', 'assistant');
    at(25_000);
    recorder.message('typed-2', 'user');
    recorder.stop();
    await vi.advanceTimersByTimeAsync(0);

    expect(linked[0]?.marks).toEqual([
      { messageId: 'typed-1', startMs: 6_000, endMs: 15_000 },
      // Walt went quiet without an audio event: the turn began with his last message.
      { messageId: 'typed-2', startMs: 16_000, endMs: 25_000 },
    ]);
  });

  it('retries a failed segment, keeping its upload and marks, and never throws into the call', async () => {
    const { recorder, uploads, linked, failures, at } = recording();
    uploads.link.mockRejectedValueOnce(new ApiError('Internal Server Error', 500));
    recorder.start(microphone);
    at(3_000);
    recorder.message('typed-1', 'user');
    recorder.stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(linked).toEqual([]);

    await vi.advanceTimersByTimeAsync(2_000);

    expect(uploads.upload).toHaveBeenCalledTimes(1);
    expect(linked).toEqual([
      {
        uploadId: 'up-1',
        sequence: 0,
        startMs: 0,
        durationMs: 3_000,
        marks: [{ messageId: 'typed-1', startMs: 0, endMs: 3_000 }],
      },
    ]);
    expect(failures).not.toHaveBeenCalled();
  });

  it('uploads a segment again when its upload is gone', async () => {
    const { recorder, uploads, linked, pass } = recording();
    uploads.link.mockRejectedValueOnce(new ApiError('Upload not found', 404));
    recorder.start(microphone);
    await pass(1_000);
    recorder.stop();
    await vi.advanceTimersByTimeAsync(2_000);

    expect(uploads.upload).toHaveBeenCalledTimes(2);
    expect(linked.map((body) => body.uploadId)).toEqual(['up-2']);
  });

  it('stops recording when the server refuses (the narrator stopped keeping recordings), without retrying', async () => {
    const { recorder, recorders, uploads, failures, pass } = recording();
    uploads.link.mockRejectedValue(new ApiError('Keeping recordings of your voice is turned off.', 403));
    recorder.start(microphone);
    await pass(SEGMENT_MS);
    await vi.advanceTimersByTimeAsync(60_000);

    expect(uploads.link).toHaveBeenCalledTimes(1);
    expect(recorders.made.every((made) => made.state === 'inactive')).toBe(true);
    expect(failures).not.toHaveBeenCalled();
  });

  it('gives up on a segment after its retries, raising the failure, while later segments still go', async () => {
    const { recorder, uploads, linked, failures, pass } = recording();
    uploads.upload.mockRejectedValueOnce(new Error('offline'));
    uploads.upload.mockRejectedValueOnce(new Error('offline'));
    uploads.upload.mockRejectedValueOnce(new Error('offline'));
    uploads.upload.mockRejectedValueOnce(new Error('offline'));
    recorder.start(microphone);
    await pass(SEGMENT_MS);
    await vi.advanceTimersByTimeAsync(2_000 + 4_000 + 8_000);
    await pass(1_000);
    recorder.stop();
    await vi.advanceTimersByTimeAsync(0);

    expect(failures).toHaveBeenCalledWith(
      'callRecordingFailed',
      expect.objectContaining({ id: 'call-recording-0' }),
    );
    expect(linked.map((body) => body.sequence)).toEqual([1]);
  });

  it('ends with the microphone: a recorder that stops by itself saves its segment and opens no other', async () => {
    const { recorder, recorders, linked, at } = recording();
    recorder.start(microphone);
    at(7_000);
    recorders.made[0]?.stop();
    await vi.advanceTimersByTimeAsync(SEGMENT_MS);

    expect(recorders.made).toHaveLength(1);
    expect(linked).toEqual([{ uploadId: 'up-1', sequence: 0, startMs: 0, durationMs: 7_000 }]);
  });

  it('records nothing, and breaks nothing, when the browser cannot record', async () => {
    const log = vi.fn();
    const { recorder, uploads } = recording({
      open: () => {
        throw new Error('MediaRecorder is not supported');
      },
      log,
    });
    recorder.start(microphone);
    recorder.message('typed-1', 'user');
    recorder.stop();
    await vi.advanceTimersByTimeAsync(SEGMENT_MS);

    expect(uploads.upload).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith('callRecordingUnavailable', expect.any(Error));
  });

  it('skips an empty segment', async () => {
    const recorders = fakeRecorders(0);
    const { recorder, uploads } = recording({ open: recorders.open });
    recorder.start(microphone);
    recorder.stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(uploads.upload).not.toHaveBeenCalled();
  });
});
