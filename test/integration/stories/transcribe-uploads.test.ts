import { readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { MAX_RECORDING_BYTES } from '#shared/constants.ts';
import { STORY_ERRORS } from '#shared/texts.ts';
import type { Session } from '#test/helpers/api.ts';
import { withTwoNarrators } from '#test/helpers/narrators.ts';
import { blobFilesOf, webmRecording } from './recording.ts';

/*
 * Voice memos past what a request may carry (issue 24): POST /api/stories/transcribe-uploads answers a
 * presigned PUT address bound to the recording's exact size and type, the browser PUTs the recording there
 * (the local runtime serves the same URL shape as S3), then POST /api/stories/transcribe with `{ uploadId }`
 * answers the transcript and the kept recording as the multipart form does. Through the local runtime.
 */

interface Upload {
  uploadId?: string;
  uploadUrl?: string;
  headers?: Record<string, string>;
  maxBytes?: number;
  error?: string;
}
interface Transcribed {
  transcript?: string;
  recordingId?: string;
  error?: string;
}

const { ada, bob } = withTwoNarrators();

const createUpload = (session: Session, body: object) =>
  session.client.post<Upload>('/api/stories/transcribe-uploads', body);
const put = (upload: Upload, bytes: Uint8Array, headers = upload.headers ?? {}) =>
  fetch(upload.uploadUrl!, {
    method: 'PUT',
    headers: Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'content-length')),
    body: bytes.slice(),
  });
const transcribe = (session: Session, uploadId: string) =>
  session.client.post<Transcribed>('/api/stories/transcribe', { uploadId });
/** The runtime's pending uploads of a user (`.data/…/blobs/pending/recordings/{userId}`). */
const pendingOf = async (userId: string) => {
  const dir = join(dirname(inject('outboxDir')), 'blobs', 'pending', 'recordings', userId);
  const files = await readdir(dir).catch(() => [] as string[]);
  return files.filter((name) => !name.endsWith('.content-type'));
};

describe('a large voice memo through the upload path', () => {
  it('transcribes a 12 MB recording uploaded straight to storage, keeps it, and takes the upload up once', async () => {
    // Arrange
    const recording = webmRecording(120, { minBytes: 12 * 1024 * 1024 });
    expect(recording.byteLength).toBeGreaterThan(12 * 1024 * 1024);

    // Act
    const created = await createUpload(ada, { size: recording.byteLength, contentType: 'audio/webm' });
    const uploaded = await put(created.body, recording);
    const answer = await transcribe(ada, created.body.uploadId!);
    const again = await transcribe(ada, created.body.uploadId!);

    // Assess
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      uploadId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      uploadUrl: expect.stringContaining(`/pending/recordings/${ada.user.id}/`),
      headers: { 'content-type': 'audio/webm', 'content-length': String(recording.byteLength) },
      maxBytes: MAX_RECORDING_BYTES,
    });
    expect(uploaded.status).toBe(200);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      transcript: expect.stringContaining('offline'),
      recordingId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      offline: true,
    });
    const kept = (await blobFilesOf(ada.user.id)).find((file) =>
      file.endsWith(`recordings/${answer.body.recordingId}.webm`),
    );
    expect(kept).toBeDefined();
    expect(await pendingOf(ada.user.id)).toEqual([]);
    expect(again).toMatchObject({ status: 404, body: { error: STORY_ERRORS.recordingUploadNotFound } });
  });

  it('refuses a recording over 25 MB at the upload with 413, before any address exists', async () => {
    // Act
    const refused = await createUpload(bob, { size: MAX_RECORDING_BYTES + 1 });

    // Assess
    expect(refused).toMatchObject({ status: 413, body: { error: STORY_ERRORS.recordingTooLarge } });
  });

  it('refuses an upload that is not audio, a size that is not a positive whole number, and a body of another length', async () => {
    // Act
    const text = await createUpload(bob, { size: 10, contentType: 'text/plain' });
    const zero = await createUpload(bob, { size: 0 });
    const created = await createUpload(bob, { size: 1000 });
    const short = await put(created.body, webmRecording(1).slice(0, 500));
    const long = await put(created.body, new Uint8Array(2000));

    // Assess
    expect(text.status).toBe(400);
    expect(text.body.error).toContain('contentType');
    expect(zero.status).toBe(400);
    expect(zero.body.error).toContain('size');
    expect(short.status).toBe(400);
    expect(long.status).toBe(413);
    expect(await transcribe(bob, created.body.uploadId!)).toMatchObject({
      status: 404,
      body: { error: STORY_ERRORS.recordingUploadNotFound },
    });
  });

  it("never takes up another narrator's upload, and a PUT whose type differs from the signed one is refused", async () => {
    // Arrange
    const recording = webmRecording(5);
    const created = await createUpload(ada, { size: recording.byteLength });
    const wrongType = await put(created.body, recording, { 'content-type': 'audio/ogg' });
    expect(wrongType.status).toBe(403);
    expect((await put(created.body, recording)).status).toBe(200);

    // Act
    const stolen = await transcribe(bob, created.body.uploadId!);
    const invented = await transcribe(bob, 'not-an-upload');

    // Assess
    expect(stolen).toMatchObject({ status: 404, body: { error: STORY_ERRORS.recordingUploadNotFound } });
    expect(invented.status).toBe(400);
    expect(await pendingOf(ada.user.id)).toHaveLength(1);
    expect((await transcribe(ada, created.body.uploadId!)).status).toBe(200);
  });
});
