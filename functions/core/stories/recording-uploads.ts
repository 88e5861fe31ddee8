import { randomUUID } from 'node:crypto';
import { MAX_RECORDING_BYTES, PENDING_UPLOADS_PREFIX } from '#shared/constants.ts';
import { STORY_ERRORS } from '#shared/texts.ts';
import { blobs } from '../../lib/adapters.ts';
import { NotFoundError, PayloadTooLargeError } from '../../lib/errors.ts';
import type { UploadedFile } from '../../lib/multipart.ts';
import { assertRecordingRoom } from './recordings.ts';

/** An upload address is good for this long; the bytes wait under `pending/` a day at most (lifecycle rule). */
const UPLOAD_URL_SECONDS = 900;
const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Where an upload waits until `transcribe` takes it up: under its owner's id, so an upload id sent by anyone
 * else names nothing of theirs. No row is written: the key is the whole record, the store holds the size and type.
 */
const pendingKey = (userId: string, uploadId: string) => {
  if (!UPLOAD_ID.test(uploadId)) throw new NotFoundError(STORY_ERRORS.recordingUploadNotFound);
  return `${pendingRecordingsPrefix(userId)}/${uploadId}`;
};

/** A user's uploads not yet taken up (deleted with the account). */
export const pendingRecordingsPrefix = (userId: string) => `${PENDING_UPLOADS_PREFIX}recordings/${userId}`;

/**
 * Step 1 of a large voice memo (issue 24): an address the browser PUTs the recording to, straight to storage,
 * bound to its exact size and type. Over 25 MB, or past the account's storage cap, 413 before anything exists.
 */
export const createRecordingUpload = async (userId: string, size: number, contentType: string) => {
  if (size > MAX_RECORDING_BYTES) throw new PayloadTooLargeError(STORY_ERRORS.recordingTooLarge);
  await assertRecordingRoom(userId, size);
  const uploadId = randomUUID();
  const target = await blobs().uploadUrl(pendingKey(userId, uploadId), {
    contentType,
    contentLength: size,
    expiresInSeconds: UPLOAD_URL_SECONDS,
  });
  return { uploadId, uploadUrl: target.url, headers: target.headers, maxBytes: MAX_RECORDING_BYTES };
};

/** Step 2: the uploaded recording as a file, as if it had come in the request; 404 when there is none. */
export const takeRecordingUpload = async (userId: string, uploadId: string): Promise<UploadedFile> => {
  const stored = await blobs().get(pendingKey(userId, uploadId));
  if (!stored) throw new NotFoundError(STORY_ERRORS.recordingUploadNotFound);
  const type = stored.contentType.split(';')[0]!.trim().toLowerCase();
  return { name: 'recording.webm', type, bytes: stored.body };
};

/** The size of the caller's upload, or 404 when there is none (it expired, or is not theirs). */
export const recordingUploadSize = async (userId: string, uploadId: string): Promise<number> => {
  const size = await blobs().size(pendingKey(userId, uploadId));
  if (size === undefined) throw new NotFoundError(STORY_ERRORS.recordingUploadNotFound);
  return size;
};

/** Once kept as a recording, the pending upload goes (else the lifecycle rule takes it after a day). */
export const dropRecordingUpload = (userId: string, uploadId: string): Promise<void> =>
  blobs().delete(pendingKey(userId, uploadId));
