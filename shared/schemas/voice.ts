import * as z from 'zod/mini';
import { MAX_CALL_RECORDING_SEGMENTS } from '../constants.ts';
import { id, isoDate, jobStatus } from './common.ts';
import { MAX_MESSAGE_ID_LENGTH } from './conversation.ts';

const milliseconds = z.number().check(z.int(), z.minimum(0), z.maximum(24 * 3600 * 1000));

/**
 * Where one narrator message sits in the call's recording: from the start of their turn to its end, in
 * milliseconds since the recording began (the same clock as the segments' `startMs`).
 */
export const recordingMark = /* @__PURE__ */ (() =>
  z
    .object({
      messageId: z.string().check(z.minLength(1), z.maxLength(MAX_MESSAGE_ID_LENGTH)),
      startMs: milliseconds,
      endMs: milliseconds,
    })
    .check(z.refine((mark) => mark.endMs >= mark.startMs, { error: 'endMs must not be before startMs' })))();
export type RecordingMark = z.infer<typeof recordingMark>;

/**
 * One segment of a call's recording, uploaded first through `POST /api/stories/transcribe-uploads` (the memo
 * upload path), then linked here to its conversation with its place in the recording, and the marks of the
 * narrator messages known so far (sent again freely: a mark is kept per message, the last one wins).
 */
export const addCallRecordingBody = /* @__PURE__ */ (() =>
  z.object({
    uploadId: id,
    sequence: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_CALL_RECORDING_SEGMENTS - 1)),
    startMs: milliseconds,
    durationMs: milliseconds,
    marks: z.optional(z.array(recordingMark).check(z.maxLength(500))),
  }))();
export type AddCallRecordingBody = z.infer<typeof addCallRecordingBody>;

export const callRecordingSegment = z.object({
  sequence: z.number(),
  startMs: z.number(),
  durationMs: z.number(),
});

/** A narrator message's passage of the call recording: the segment's address and the seconds within it. */
export const recordingClip = z.object({
  messageId: z.string(),
  audioUrl: z.string(),
  startSeconds: z.number(),
  endSeconds: z.number(),
});
export type RecordingClip = z.infer<typeof recordingClip>;

export const callRecordingClips = z.object({
  segments: z.array(callRecordingSegment),
  clips: z.array(recordingClip),
});
export type CallRecordingClips = z.infer<typeof callRecordingClips>;

/** A keepsake paragraph's listen link (its `/listen/{token}` page). */
export const listenLink = z.object({
  /** 0-based paragraph of the version's content, as its `sources` count them. */
  paragraph: z.number(),
  token: z.string(),
  url: z.string(),
  /** The version the paragraph belongs to. */
  version: z.number(),
});
export type ListenLink = z.infer<typeof listenLink>;
export const listenLinks = z.object({ links: z.array(listenLink) });
export type ListenLinks = z.infer<typeof listenLinks>;

export const listenParams = z.object({ token: z.string().check(z.minLength(1), z.maxLength(128)) });

/** What the public listen page shows: whose voice, from which keepsake, the words, and the passage to play. */
export const listenPage = z.object({
  narratorName: z.string(),
  title: z.string(),
  quote: z.string(),
  audioUrl: z.string(),
  /** The passage within the recording, in seconds (also in `audioUrl`'s `#t=` fragment). */
  startSeconds: z.optional(z.number()),
  endSeconds: z.optional(z.number()),
});
export type ListenPage = z.infer<typeof listenPage>;

export const exportJob = z.object({ jobId: id });
/** An export's state as /profile polls it: `downloadUrl` once the zip is ready (for its owner only). */
export const exportStatus = z.object({
  status: jobStatus,
  progress: z.number().check(z.minimum(0), z.maximum(100)),
  downloadUrl: z.optional(z.string()),
  expiresAt: z.optional(isoDate),
  errorMessage: z.optional(z.string()),
});
export type ExportStatus = z.infer<typeof exportStatus>;
