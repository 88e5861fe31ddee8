import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECT_RECORDING_MAX_BYTES } from '#shared/constants.ts';
import { mockApi } from '@/test/mock-api';
import { transcribeRecording } from './stories.ts';

/** Issue 24: a recording past what a request may carry goes straight to storage, then is named by its upload. */
describe('transcribeRecording', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a small recording in the request, as the multipart file audio', async () => {
    const { calls } = mockApi({
      'POST /api/stories/transcribe': { body: { transcript: 'Hello', recordingId: 'r1' } },
    });
    const answer = await transcribeRecording(new Blob([new Uint8Array(1000)], { type: 'audio/webm' }));
    expect(answer).toEqual({ transcript: 'Hello', recordingId: 'r1' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.init.body).toBeInstanceOf(FormData);
  });

  it('uploads a large recording to the address it is given, with the signed type, then transcribes it on the queue', async () => {
    const size = DIRECT_RECORDING_MAX_BYTES + 1;
    const uploadUrl = 'https://media.example/pending/recordings/u1/up-1?X-Amz-Signature=abc';
    const polls = [
      { status: 'processing' },
      { status: 'completed', transcript: 'A long story', recordingId: 'r2' },
    ];
    const { calls } = mockApi({
      'POST /api/stories/transcribe-uploads': {
        body: {
          uploadId: 'up-1',
          uploadUrl,
          headers: { 'content-type': 'audio/webm;codecs=opus', 'content-length': String(size) },
          maxBytes: 25 * 1024 * 1024,
        },
      },
      'PUT /pending/recordings/u1/up-1': { status: 200 },
      'POST /api/stories/transcribe-jobs': { status: 202, body: { jobId: 'job-1' } },
      'GET /api/stories/transcribe-jobs/job-1': () => ({ body: polls.shift() }),
    });
    const recording = new Blob([new Uint8Array(size)], { type: 'audio/webm;codecs=opus' });

    const answer = await transcribeRecording(recording);

    expect(answer).toEqual({ transcript: 'A long story', recordingId: 'r2' });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/stories/transcribe-uploads',
      `PUT ${uploadUrl}`,
      'POST /api/stories/transcribe-jobs',
      'GET /api/stories/transcribe-jobs/job-1',
      'GET /api/stories/transcribe-jobs/job-1',
    ]);
    expect(calls[0]?.body).toEqual({ size, contentType: 'audio/webm;codecs=opus' });
    expect(calls[1]?.init.headers).toEqual({ 'content-type': 'audio/webm;codecs=opus' });
    expect(calls[1]?.init.body).toBe(recording);
    expect(calls[2]?.body).toEqual({ uploadId: 'up-1' });
  });

  it('fails with the reason and status the queued transcription ended with', async () => {
    mockApi({
      'POST /api/stories/transcribe-uploads': {
        body: { uploadId: 'up-3', uploadUrl: '/_blobs/pending/y', headers: {}, maxBytes: 1 },
      },
      'PUT /_blobs/pending/y': { status: 200 },
      'POST /api/stories/transcribe-jobs': { status: 202, body: { jobId: 'job-3' } },
      'GET /api/stories/transcribe-jobs/job-3': {
        body: { status: 'failed', errorStatus: 413, errorMessage: 'This recording is too long to keep.' },
      },
    });

    const failure = transcribeRecording(new Blob([new Uint8Array(DIRECT_RECORDING_MAX_BYTES + 1)]));

    await expect(failure).rejects.toMatchObject({
      status: 413,
      message: 'This recording is too long to keep.',
    });
  });

  it('fails, without asking for a transcription, when the upload is refused', async () => {
    const { calls } = mockApi({
      'POST /api/stories/transcribe-uploads': {
        body: { uploadId: 'up-2', uploadUrl: '/_blobs/pending/x', headers: {}, maxBytes: 1 },
      },
      'PUT /_blobs/pending/x': { status: 403, body: { error: 'Forbidden' } },
    });
    await expect(
      transcribeRecording(new Blob([new Uint8Array(DIRECT_RECORDING_MAX_BYTES + 1)])),
    ).rejects.toThrow('Recording upload failed: 403');
    expect(calls.map((call) => call.url)).not.toContain('/api/stories/transcribe');
  });
});
