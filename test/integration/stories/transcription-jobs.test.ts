import { describe, expect, it } from 'vitest';
import { STORY_ERRORS } from '#shared/texts.ts';
import type { Session } from '#test/helpers/api.ts';
import { withTwoNarrators } from '#test/helpers/narrators.ts';
import { uploadRecording as upload } from '../voice/voice-support.ts';
import { blobFilesOf, webmRecording } from './recording.ts';

/*
 * A long memo's transcription on a queue (issue 24: slow AI work answers 202 and finishes on a queue). The
 * recording is uploaded straight to storage as for `transcribe` with `{ uploadId }`; POST
 * /api/stories/transcribe-jobs checks the upload and answers 202 with a job, the transcriptions worker (the
 * local runtime's in-process queue) transcribes it and keeps the recording, and GET
 * /api/stories/transcribe-jobs/{jobId} answers what `transcribe` would have. Through the local runtime.
 */

interface TranscriptionStatus {
  status?: string;
  transcript?: string;
  recordingId?: string;
  offline?: boolean;
  errorMessage?: string;
  errorStatus?: number;
  error?: string;
}

const { ada, bob } = withTwoNarrators();

const start = (session: Session, uploadId: string) =>
  session.client.post<{ jobId?: string; error?: string }>('/api/stories/transcribe-jobs', { uploadId });
const status = (session: Session, jobId: string) =>
  session.client.get<TranscriptionStatus>(`/api/stories/transcribe-jobs/${jobId}`);
/** The job's answer once it is no longer pending or processing. */
const finished = async (session: Session, jobId: string) => {
  await expect
    .poll(async () => (await status(session, jobId)).body.status, { timeout: 30_000, interval: 100 })
    .toMatch(/^(completed|failed)$/);
  return (await status(session, jobId)).body;
};

describe('a long memo transcribed on the transcriptions queue', () => {
  it('answers 202 with a job at once, then the transcript and the kept recording, for its owner only', async () => {
    const recording = webmRecording(120, { minBytes: 12 * 1024 * 1024 });
    const uploadId = await upload(ada, recording);

    const queued = await start(ada, uploadId);
    const done = await finished(ada, queued.body.jobId!);
    const strangers = await status(bob, queued.body.jobId!);

    expect(queued.status).toBe(202);
    expect(queued.body).toEqual({ jobId: expect.any(String) });
    expect(done).toEqual({
      status: 'completed',
      transcript: expect.stringContaining('offline'),
      recordingId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      offline: true,
    });
    const kept = (await blobFilesOf(ada.user.id)).find((file) => file.includes(done.recordingId!));
    expect(kept).toBeDefined();
    expect(strangers.status).toBe(404);
    expect(strangers.body).toEqual({ error: STORY_ERRORS.transcriptionNotFound });
    // The upload was taken up: a second transcription of it is refused before anything is queued.
    expect((await start(ada, uploadId)).status).toBe(404);
  });

  it("refuses another narrator's upload, or one that does not exist, with 404 and queues nothing", async () => {
    const uploadId = await upload(ada, webmRecording(5));

    const theirs = await start(bob, uploadId);
    const missing = await start(ada, '00000000-0000-4000-8000-000000000000');
    const malformed = await start(ada, 'not-an-upload');

    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ error: STORY_ERRORS.recordingUploadNotFound });
    expect(missing.status).toBe(404);
    expect(malformed.status).toBe(400);
    // Still there for its owner.
    expect((await start(ada, uploadId)).status).toBe(202);
  });

  it('fails the job with the reason and status transcribe would have answered for a recording too long', async () => {
    const tooLong = webmRecording(11 * 60);
    const uploadId = await upload(ada, tooLong);

    const queued = await start(ada, uploadId);
    const done = await finished(ada, queued.body.jobId!);

    expect(queued.status).toBe(202);
    expect(done).toEqual({
      status: 'failed',
      errorStatus: 413,
      errorMessage: STORY_ERRORS.recordingTooLarge,
    });
  });
});
