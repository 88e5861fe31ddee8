import { describe, expect, it, vi } from 'vitest';
import { CALL_RECORDING_SEGMENT_MS } from '#shared/constants.ts';
import { onFakeTimers } from '@/test/fake-timers';
import type { CallApi } from './call-api-port.ts';
import { api, FakeConnection, fakeRecorders, narratorSaid } from './call-test-fakes.ts';
import { newController } from './call-test-started.ts';

onFakeTimers();

const microphone = {} as MediaStream;

/** A call whose narrator keeps (or not) recordings, on a microphone the fake connection opened. */
const recordedCall = (keeps = true, calls: CallApi = api()) => {
  let clock = 0;
  const connection = new FakeConnection();
  connection.stream = microphone;
  const recorders = fakeRecorders();
  const uploadRecording = vi.fn(async () => 'up-1');
  const addCallRecording = vi.fn(async () => {});
  const onSaved = vi.fn();
  Object.assign(calls, { uploadRecording, addCallRecording });
  const controller = newController({
    api: calls,
    connection,
    newId: () => 'typed-1',
    log: () => {},
    recording: { enabled: () => keeps, open: recorders.open, now: () => clock, onSaved },
  });
  const pass = async (ms: number) => {
    clock += ms;
    await vi.advanceTimersByTimeAsync(ms);
  };
  return { controller, connection, recorders, uploadRecording, addCallRecording, onSaved, calls, pass };
};

describe('call controller: recording the narrator (issue 26)', () => {
  it('records from the moment the call connects, and uploads the last segment at the end with the turns', async () => {
    const { controller, connection, recorders, addCallRecording, onSaved, pass } = recordedCall();
    await controller.start();
    expect(recorders.open).toHaveBeenCalledWith(microphone);

    await pass(3_000);
    connection.emit({ type: 'output_audio_buffer.stopped' });
    await pass(4_000);
    connection.emit({ type: 'input_audio_buffer.speech_started', item_id: 'spoken-1' });
    await pass(2_000);
    connection.emit({ type: 'input_audio_buffer.speech_stopped', item_id: 'spoken-1' });
    await pass(1_000);
    connection.emit(narratorSaid('spoken-1', 'I was born in Dundee.'));
    await pass(5_000);
    controller.sendText('And I grew up there.');
    await pass(1_000);
    await controller.end();
    await vi.advanceTimersByTimeAsync(0);

    expect(addCallRecording).toHaveBeenCalledWith('c1', {
      uploadId: 'up-1',
      sequence: 0,
      startMs: 0,
      durationMs: 16_000,
      marks: [
        { messageId: 'spoken-1', startMs: 7_000, endMs: 9_000 },
        { messageId: 'typed-1', startMs: 10_000, endMs: 15_000 },
      ],
    });
    expect(recorders.made[0]?.state).toBe('inactive');
    expect(onSaved).toHaveBeenCalled();
  });

  it('uploads a segment every CALL_RECORDING_SEGMENT_MS during the call', async () => {
    const { controller, addCallRecording, pass } = recordedCall();
    await controller.start();
    await pass(CALL_RECORDING_SEGMENT_MS);
    expect(addCallRecording).toHaveBeenCalledTimes(1);
    expect(controller.getSnapshot().phase).toBe('active');
  });

  it('records nothing while the narrator keeps no recordings', async () => {
    const { controller, recorders, uploadRecording, pass } = recordedCall(false);
    await controller.start();
    controller.sendText('Hello');
    await pass(CALL_RECORDING_SEGMENT_MS);
    await controller.end();
    expect(recorders.open).not.toHaveBeenCalled();
    expect(uploadRecording).not.toHaveBeenCalled();
  });

  it('ends the call without waiting for the last segment, and saves the transcript as before', async () => {
    const { controller, uploadRecording, calls } = recordedCall();
    uploadRecording.mockImplementation(() => new Promise(() => {}));
    await controller.start();
    controller.sendText('Hello');

    await controller.end();

    expect(controller.getSnapshot().phase).toBe('ended');
    expect(calls.saveConversation).toHaveBeenCalledWith(
      'c1',
      [{ id: 'typed-1', role: 'user', content: 'Hello' }],
      expect.any(Boolean),
    );
  });

  it('a failing upload never fails the call', async () => {
    const { controller, uploadRecording, pass } = recordedCall();
    uploadRecording.mockRejectedValue(new Error('offline'));
    await controller.start();
    await pass(CALL_RECORDING_SEGMENT_MS);
    await pass(20_000);
    expect(controller.getSnapshot()).toMatchObject({ phase: 'active', error: null });
    await controller.end();
    expect(controller.getSnapshot()).toMatchObject({ phase: 'ended', error: null });
  });

  it('keeps what was recorded when the connection fails', async () => {
    const { controller, connection, addCallRecording, pass } = recordedCall();
    await controller.start();
    await pass(4_000);
    connection.options?.onFailure('Connection failed');
    await vi.advanceTimersByTimeAsync(0);
    expect(addCallRecording).toHaveBeenCalledWith(
      'c1',
      expect.objectContaining({ sequence: 0, durationMs: 4_000 }),
    );
  });
});
