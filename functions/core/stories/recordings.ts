import { randomUUID } from 'node:crypto';
import { $add, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { MAX_RECORDING_BYTES, MAX_RECORDING_SECONDS, RECORDING_URL_SECONDS } from '#shared/constants.ts';
import type { Story } from '#shared/schemas/story.ts';
import { STORAGE_TEXTS, STORY_ERRORS } from '#shared/texts.ts';
import { UserEntity } from '../../db/entities/user.ts';
import { isConditionFailure } from '../../db/errors.ts';
import { getItem } from '../../db/read.ts';
import { blobs } from '../../lib/adapters.ts';
import { storageCaps } from '../../lib/config.ts';
import { HttpError, NotFoundError, PayloadTooLargeError } from '../../lib/errors.ts';
import type { UploadedFile } from '../../lib/multipart.ts';
import { absentOrAtMost, refusedAs } from '../conditional-writes.ts';
import { memoryChanged } from '../memory/changed.ts';
import { memorySourceDeleted } from '../memory/source-deleted.ts';
import { addEntry, deleteEntry, ownStory, recordingKeysOfStory, updateOwnEntry } from './entries.ts';

type VoiceMemoEntry = Story['voiceMemoEntries'][number];

/** Where a user's recordings live in the BlobStore; deleting the prefix deletes them all. */
export const recordingsPrefix = (userId: string): string => `users/${userId}/recordings`;

const RECORDING_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A recording's key: under its owner's prefix, so a key built from the caller's id can only ever name the
 * caller's own recording. The id is a server-made UUID; anything else names no recording.
 */
export const recordingKey = (userId: string, recordingId: string): string => {
  if (!RECORDING_ID.test(recordingId)) throw new NotFoundError(STORY_ERRORS.recordingNotFound);
  return `${recordingsPrefix(userId)}/${recordingId}.webm`;
};

/** An upload that is audio: its part's type is audio/*, or (sent without a type) it starts like WebM. */
const isAudio = (file: UploadedFile) =>
  file.type.startsWith('audio/') ||
  ((file.type === '' || file.type === 'application/octet-stream') && isWebm(file.bytes));

const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];
const isWebm = (bytes: Uint8Array) => EBML_MAGIC.every((byte, index) => bytes[index] === byte);

// EBML element ids (Matroska / WebM) the duration reader looks at.
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
const CLUSTER = 0x1f43b675;
const CLUSTER_TIMECODE = 0xe7;
const SIMPLE_BLOCK = 0xa3;
const BLOCK_GROUP = 0xa0;
const BLOCK = 0xa1;
/** Elements that end an unknown-size Cluster (the next Cluster, or Segment-level metadata). */
const SEGMENT_CHILDREN = new Set([CLUSTER, INFO, 0x1654ae6b, 0x1c53bb6b, 0x1254c367, 0x114d9b74, 0x1043a770]);

/** A variable-length integer at `at`: its value (marker bit cleared for sizes) and length; undefined past the end. */
const vint = (bytes: Uint8Array, at: number, keepMarker: boolean) => {
  const first = bytes[at];
  if (first === undefined || first === 0) return undefined;
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) return undefined;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let index = 1; index < length; index += 1) {
    const byte = bytes[at + index] ?? 0;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
};

const uint = (bytes: Uint8Array, at: number, length: number) => {
  let value = 0;
  for (let index = 0; index < length; index += 1) value = value * 256 + (bytes[at + index] ?? 0);
  return value;
};

const float = (bytes: Uint8Array, at: number, length: number) => {
  const view = new DataView(bytes.buffer, bytes.byteOffset + at, length);
  return length === 4 ? view.getFloat32(0) : view.getFloat64(0);
};

/**
 * A WebM recording's length in seconds: the Segment Info's Duration when the file states one, else the time
 * of the last block (MediaRecorder writes live, so its files carry no Duration and their Segment and Clusters
 * have unknown size). Undefined when the bytes are not WebM this reader understands. No maintained WebM
 * parser is small enough for an endpoint's bundle, so this reads just the elements it needs.
 */
export const webmSeconds = (bytes: Uint8Array): number | undefined => {
  if (!isWebm(bytes)) return undefined;
  const header = vint(bytes, 4, false);
  if (!header) return undefined;
  let at = 4 + header.length + header.value;
  const segmentId = vint(bytes, at, true);
  if (segmentId?.value !== SEGMENT) return undefined;
  const segmentSize = vint(bytes, at + segmentId.length, false);
  if (!segmentSize) return undefined;
  at += segmentId.length + segmentSize.length;
  const end = segmentSize.unknown ? bytes.length : Math.min(bytes.length, at + segmentSize.value);
  let scale = 1_000_000;
  let stated: number | undefined;
  let cluster = 0;
  let last = 0;
  let inCluster = false;
  let clusterEnd = end;
  while (at < end) {
    const id = vint(bytes, at, true);
    const size = id && vint(bytes, at + id.length, false);
    if (!id || !size) break;
    const body = at + id.length + size.length;
    if (inCluster && (at >= clusterEnd || SEGMENT_CHILDREN.has(id.value))) inCluster = false;
    if (id.value === CLUSTER) {
      inCluster = true;
      clusterEnd = size.unknown ? end : body + size.value;
      at = body;
      continue;
    }
    if (id.value === INFO || id.value === BLOCK_GROUP) {
      at = body; // descend: their children are read in turn
      continue;
    }
    if (id.value === TIMECODE_SCALE) scale = uint(bytes, body, size.value);
    else if (id.value === DURATION && (size.value === 4 || size.value === 8) && body + size.value <= end)
      stated = float(bytes, body, size.value);
    else if (inCluster && id.value === CLUSTER_TIMECODE) {
      cluster = uint(bytes, body, size.value);
      last = Math.max(last, cluster);
    } else if (inCluster && (id.value === SIMPLE_BLOCK || id.value === BLOCK)) {
      const track = vint(bytes, body, false);
      if (track && body + track.length + 2 <= bytes.length) {
        const relative = new DataView(bytes.buffer, bytes.byteOffset + body + track.length, 2).getInt16(0);
        last = Math.max(last, cluster + relative);
      }
    }
    if (size.unknown) break;
    at = body + size.value;
  }
  return ((stated ?? last) * scale) / 1e9;
};

/**
 * Checks an upload is a recording Walt keeps: audio (415 otherwise), at most MAX_RECORDING_BYTES and, for
 * WebM, at most MAX_RECORDING_SECONDS long (413 otherwise). Other audio types are bounded by size alone.
 */
export const checkRecording = (file: UploadedFile): void => {
  if (!isAudio(file)) throw new HttpError(415, STORY_ERRORS.recordingNotAudio);
  if (file.bytes.byteLength > MAX_RECORDING_BYTES)
    throw new PayloadTooLargeError(STORY_ERRORS.recordingTooLarge);
  const seconds = webmSeconds(file.bytes);
  if (seconds !== undefined && seconds > MAX_RECORDING_SECONDS)
    throw new PayloadTooLargeError(STORY_ERRORS.recordingTooLarge);
};

/** A cap in GB as the texts show it (two decimals at most). */
const gib = (bytes: number) => Math.round((bytes / 1024 ** 3) * 100) / 100;
const storageFull = (cap: number) => new PayloadTooLargeError(STORAGE_TEXTS.recordingStorageFull(gib(cap)));

/**
 * Whether a recording of `bytes` still fits the user's storage cap (storageCaps, 413 otherwise): asked before
 * the paid transcription, so a full account pays nothing more. `keepRecording` enforces it atomically.
 */
export const assertRecordingRoom = async (userId: string, bytes: number): Promise<void> => {
  const cap = storageCaps().RECORDING_STORAGE_MAX_BYTES;
  const user = await getItem(UserEntity, { userId });
  if ((user?.recordingBytes ?? 0) + bytes > cap) throw storageFull(cap);
};

/**
 * Counts `bytes` more against the user's recordings (the `recordingBytes` of their account), in one
 * conditional ADD: it fails, and nothing is counted, when the sum would pass the cap or the account is gone.
 */
const reserveRecordingBytes = async (userId: string, bytes: number): Promise<void> => {
  const cap = storageCaps().RECORDING_STORAGE_MAX_BYTES;
  if (bytes > cap) throw storageFull(cap);
  await refusedAs(
    UserEntity.build(UpdateItemCommand)
      .item({ userId, recordingBytes: $add(bytes) })
      .options({
        condition: {
          and: [{ attr: 'userId', exists: true }, absentOrAtMost('recordingBytes', cap - bytes)],
        },
      })
      .send(),
    () => storageFull(cap),
  );
};

/** Gives back `bytes` of the user's recordings (never below zero: recordings kept before the count began). */
export const releaseRecordingBytes = async (userId: string, bytes: number): Promise<void> => {
  try {
    await UserEntity.build(UpdateItemCommand)
      .item({ userId, recordingBytes: $add(-bytes) })
      .options({ condition: { attr: 'recordingBytes', gte: bytes } })
      .send();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    await UserEntity.build(UpdateItemCommand)
      .item({ userId, recordingBytes: 0 })
      .options({ condition: { attr: 'recordingBytes', lt: bytes } })
      .send()
      .catch((again: unknown) => {
        if (!isConditionFailure(again)) throw again;
      });
  }
};

/**
 * Keeps a recording under its owner, counted against their storage cap first (413 when it does not fit, and
 * nothing is stored); answers its id (what the memo entry is later linked with).
 */
export const keepRecording = async (userId: string, file: UploadedFile): Promise<string> => {
  const recordingId = randomUUID();
  await keepRecordingAt(userId, recordingKey(userId, recordingId), file);
  return recordingId;
};

/** Stores a recording at `key` (under the owner's `users/{userId}/`), counted against their storage cap first. */
export const keepRecordingAt = (userId: string, key: string, file: UploadedFile): Promise<void> =>
  putCounted(userId, key, file.bytes, file.type);

/** Puts `bytes` at `key`, reserved against `userId`'s storage cap first and given back if the put fails. */
const putCounted = async (userId: string, key: string, bytes: Uint8Array, type: string): Promise<void> => {
  await reserveRecordingBytes(userId, bytes.byteLength);
  try {
    await blobs().put(key, bytes, type || 'audio/webm');
  } catch (error) {
    await releaseRecordingBytes(userId, bytes.byteLength);
    throw error;
  }
};

/**
 * Keeps a copy of a recording under another user's prefix (a relative's spoken memory the narrator accepted,
 * issue 25), counted against that user's storage cap; `recordingId` is the copy's (derived by the caller, so a
 * repeated copy finds the first). Answers the copy's key; 404 when the recording is gone and no copy exists.
 */
export const copyRecording = async (
  toUserId: string,
  fromKey: string,
  recordingId: string,
): Promise<string> => {
  const key = recordingKey(toUserId, recordingId);
  if ((await blobs().size(key)) !== undefined) return key;
  const source = await blobs().get(fromKey);
  if (!source) throw new NotFoundError(STORY_ERRORS.recordingNotFound);
  await putCounted(toUserId, key, source.body, source.contentType);
  return key;
};

/** The owner of a recording's key (`users/{userId}/recordings/…`). */
const ownerOfKey = (key: string): string | undefined => /^users\/([^/]+)\/recordings\//.exec(key)?.[1];

/** The caller's kept recording's key, or 404 when there is none under that id. */
export const ownedRecordingKey = async (userId: string, recordingId: string): Promise<string> => {
  const key = recordingKey(userId, recordingId);
  if (!(await blobs().get(key))) throw new NotFoundError(STORY_ERRORS.recordingNotFound);
  return key;
};

/** A short-lived URL the story page plays the recording from. */
export const recordingUrl = (key: string): Promise<string> => blobs().downloadUrl(key, RECORDING_URL_SECONDS);

/** Deletes a kept recording and gives its bytes back to its owner's storage cap. */
export const deleteRecording = async (key: string): Promise<void> => {
  const size = await blobs().size(key);
  await blobs().delete(key);
  const owner = ownerOfKey(key);
  if (owner && size) await releaseRecordingBytes(owner, size);
};

/**
 * Adds a spoken entry to the caller's story; with a recordingId, links the caller's kept recording (another
 * user's id cannot name one: the key is built under the caller's own prefix). Idempotent on the client's id.
 */
export const createVoiceMemo = async (
  userId: string,
  storyId: string,
  input: { id?: string; content: string; stepId?: string; pathId?: string; recordingId?: string },
): Promise<VoiceMemoEntry> => {
  await ownStory(userId, storyId);
  const { recordingId, ...entry } = input;
  const key = recordingId ? await ownedRecordingKey(userId, recordingId) : undefined;
  const added = await addEntry(userId, storyId, 'voiceMemo', {
    ...entry,
    ...(key ? { recordingKey: key } : {}),
  });
  await memoryChanged(userId);
  return key ? { ...added, recordingUrl: await recordingUrl(key) } : added;
};

export const updateVoiceMemo = (
  userId: string,
  storyId: string,
  entryId: string,
  content: string,
): Promise<VoiceMemoEntry> => updateOwnEntry(userId, { storyId, entryId, kind: 'voiceMemo', content });

/** Deletes a spoken entry and then its kept recording. */
export const deleteVoiceMemo = async (userId: string, storyId: string, entryId: string): Promise<void> => {
  await ownStory(userId, storyId);
  const deleted = await deleteEntry(storyId, entryId, 'voiceMemo');
  if (deleted.recordingKey) await deleteRecording(deleted.recordingKey);
  await memorySourceDeleted(userId);
};

/** Deletes the recordings of a story's voice memos (before the entries that name them, so a retry finds them). */
export const deleteRecordingsOfStory = async (storyId: string): Promise<void> => {
  for (const key of await recordingKeysOfStory(storyId)) await deleteRecording(key);
};
