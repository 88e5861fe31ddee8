import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { RECORDING_URL_SECONDS } from '#shared/constants.ts';
import type {
  AddCallRecordingBody,
  CallRecordingClips,
  RecordingClip,
  RecordingMark,
} from '#shared/schemas/voice.ts';
import { VOICE_TEXTS } from '#shared/texts.ts';
import { deleteAll, putAll } from '../../db/batch.ts';
import {
  CallMarkEntity,
  CallSegmentEntity,
  marksOfConversation,
  segmentsOfConversation,
} from '../../db/entities/call-recording.ts';
import { ConversationEntity, conversationsOfUser } from '../../db/entities/conversation.ts';
import { MessageEntity, messagesOfConversation } from '../../db/entities/message.ts';
import { UserEntity } from '../../db/entities/user.ts';
import { isConditionFailure } from '../../db/errors.ts';
import { getItem, queryAll } from '../../db/read.ts';
import { blobs } from '../../lib/adapters.ts';
import { ForbiddenError } from '../../lib/errors.ts';
import { getConversationForUser } from '../ownership/conversation.ts';
import { dropRecordingUpload, takeRecordingUpload } from '../stories/recording-uploads.ts';
import { checkRecording, keepRecordingAt, releaseRecordingBytes } from '../stories/recordings.ts';

export type SegmentRecord = Awaited<ReturnType<typeof segmentsOf>>[number];

/** Where a user's call recordings live; deleting the prefix deletes them all. */
export const callRecordingsPrefix = (userId: string): string => `users/${userId}/calls`;
const conversationPrefix = (userId: string, conversationId: string) =>
  `${callRecordingsPrefix(userId)}/${conversationId}`;
const segmentKey = (userId: string, conversationId: string, sequence: number) =>
  `${conversationPrefix(userId, conversationId)}/${String(sequence).padStart(5, '0')}.webm`;

/** Whether the narrator keeps recordings of their voice from calls (issue 26; off unless they turned it on). */
export const keepsCallRecordings = async (userId: string): Promise<boolean> => {
  const user = await getItem(UserEntity, { userId });
  return user?.grantedPermissions?.keepCallRecordings === true;
};

const segmentsOf = async (conversationId: string) =>
  (await queryAll(CallSegmentEntity, segmentsOfConversation(conversationId), { consistent: true })).sort(
    (a, b) => a.sequence - b.sequence,
  );

const saveMarks = (conversationId: string, marks: readonly RecordingMark[]) =>
  putAll(
    CallMarkEntity,
    // The last mark of a message in one request wins, as a later request's does.
    [...new Map(marks.map((mark) => [mark.messageId, mark])).values()].map((mark) => ({
      conversationId,
      ...mark,
    })),
  );

/**
 * Links one uploaded segment of a call's recording to its conversation (issue 26): refused with 403 while the
 * narrator keeps no recordings, 404 for another narrator's conversation or upload. The segment is counted
 * against their storage cap and kept under `users/{userId}/calls/{conversationId}/`; sending a sequence again
 * keeps the first (the retry of a segment whose answer was lost), and the marks sent with it are saved either
 * way.
 */
export const addCallRecording = async (
  userId: string,
  conversationId: string,
  body: AddCallRecordingBody,
): Promise<{ sequence: number; startMs: number; durationMs: number }> => {
  if (!(await keepsCallRecordings(userId))) throw new ForbiddenError(VOICE_TEXTS.recordingsOff);
  await getConversationForUser(userId, conversationId);
  const { sequence, startMs, durationMs, uploadId, marks = [] } = body;
  const existing = await getItem(CallSegmentEntity, { conversationId, sequence }, { consistent: true });
  if (!existing) {
    const file = await takeRecordingUpload(userId, uploadId);
    checkRecording(file);
    const blobKey = segmentKey(userId, conversationId, sequence);
    await keepRecordingAt(userId, blobKey, file);
    try {
      await CallSegmentEntity.build(PutItemCommand)
        .item({
          conversationId,
          sequence,
          userId,
          blobKey,
          bytes: file.bytes.byteLength,
          startMs,
          durationMs,
        })
        .options({ condition: { attr: 'blobKey', exists: false } })
        .send();
    } catch (error) {
      // A concurrent retry kept the segment first: this copy's bytes are not counted twice.
      await releaseRecordingBytes(userId, file.bytes.byteLength);
      if (!isConditionFailure(error)) throw error;
    }
    await dropRecordingUpload(userId, uploadId);
  }
  if (marks.length > 0) await saveMarks(conversationId, marks);
  const kept = existing ?? { sequence, startMs, durationMs };
  return { sequence: kept.sequence, startMs: kept.startMs, durationMs: kept.durationMs };
};

/** The segment of a mark: the one its start falls in, else the first its span overlaps. */
const segmentOfMark = (segments: readonly SegmentRecord[], mark: { startMs: number; endMs: number }) =>
  segments.find((s) => mark.startMs >= s.startMs && mark.startMs < s.startMs + s.durationMs) ??
  segments.find(
    (s) => s.startMs < Math.max(mark.endMs, mark.startMs + 1) && s.startMs + s.durationMs > mark.startMs,
  );

/** A mark's passage within its segment, in seconds (never past the segment's end, never backwards). */
export const clipSeconds = (segment: SegmentRecord, mark: { startMs: number; endMs: number }) => {
  const start = Math.max(0, mark.startMs - segment.startMs);
  const end = Math.min(segment.durationMs, Math.max(start, mark.endMs - segment.startMs));
  return { startSeconds: start / 1000, endSeconds: end / 1000 };
};

/**
 * Every narrator message of the call with a recording, each resolved to its segment and passage, in the
 * order they were said. `urls: false` leaves the addresses out (the export and the listen links read keys).
 */
export const resolveClips = async (conversationId: string) => {
  const [segments, marks, messages] = await Promise.all([
    segmentsOf(conversationId),
    queryAll(CallMarkEntity, marksOfConversation(conversationId), { consistent: true }),
    queryAll(MessageEntity, messagesOfConversation(conversationId), { attributes: ['messageId', 'role'] }),
  ]);
  const narrators = new Set(messages.filter((m) => m.role === 'user').map((m) => m.messageId));
  const clips: { messageId: string; segment: SegmentRecord; startSeconds: number; endSeconds: number }[] = [];
  for (const mark of [...marks].sort((a, b) => a.startMs - b.startMs)) {
    if (!narrators.has(mark.messageId)) continue;
    const segment = segmentOfMark(segments, mark);
    if (segment) clips.push({ messageId: mark.messageId, segment, ...clipSeconds(segment, mark) });
  }
  return { segments, clips };
};

/** `GET /api/conversations/{id}/recordings`: the call's segments and each narrator message's clip. */
export const listCallRecordings = async (
  userId: string,
  conversationId: string,
): Promise<CallRecordingClips> => {
  await getConversationForUser(userId, conversationId);
  const { segments, clips } = await resolveClips(conversationId);
  const urls = new Map<string, Promise<string>>();
  const urlOf = (blobKey: string) => {
    if (!urls.has(blobKey)) urls.set(blobKey, blobs().downloadUrl(blobKey, RECORDING_URL_SECONDS));
    return urls.get(blobKey) as Promise<string>;
  };
  const resolved: RecordingClip[] = await Promise.all(
    clips.map(async ({ messageId, segment, startSeconds, endSeconds }) => ({
      messageId,
      audioUrl: await urlOf(segment.blobKey),
      startSeconds,
      endSeconds,
    })),
  );
  return {
    segments: segments.map(({ sequence, startMs, durationMs }) => ({ sequence, startMs, durationMs })),
    clips: resolved,
  };
};

/**
 * Deletes a call's recording: its files, segments and marks, given back from the storage count. Repeating it
 * finishes what a failed attempt left.
 */
export const deleteCallRecordingOf = async (userId: string, conversationId: string): Promise<void> => {
  const segments = await segmentsOf(conversationId);
  await blobs().deletePrefix(conversationPrefix(userId, conversationId));
  const bytes = segments.reduce((sum, segment) => sum + segment.bytes, 0);
  if (bytes > 0) await releaseRecordingBytes(userId, bytes);
  await deleteAll(
    CallSegmentEntity,
    segments.map(({ sequence }) => ({ conversationId, sequence })),
  );
  const marks = await queryAll(CallMarkEntity, marksOfConversation(conversationId), {
    attributes: ['messageId'],
  });
  await deleteAll(
    CallMarkEntity,
    marks.map(({ messageId }) => ({ conversationId, messageId })),
  );
};

/** "Delete my call recordings": every call's recording of the narrator; the transcripts stay. */
export const deleteAllCallRecordings = async (userId: string): Promise<void> => {
  const conversations = await queryAll(ConversationEntity, conversationsOfUser(userId), {
    attributes: ['conversationId'],
  });
  for (const { conversationId } of conversations) await deleteCallRecordingOf(userId, conversationId);
  await blobs().deletePrefix(callRecordingsPrefix(userId));
};
