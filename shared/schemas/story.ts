import * as z from 'zod/mini';
import { STORY_ENTRY_TEXTS } from '../texts.ts';
import { id, isoDate, jobStatus, maxBytes, TEXT_LIMITS } from './common.ts';
import { journey } from './journey.ts';

/**
 * Who wrote or spoke an entry that is not the narrator's (a relative's accepted memory, issue 25): shown as
 * "Added by Ruth, daughter".
 */
export const contributor = z.object({
  /** The relative's display name, or "a relative" once their account is gone. */
  name: z.string(),
  relationship: z.optional(z.string()),
});
export type Contributor = z.infer<typeof contributor>;

/** What every entry of a story holds, typed or spoken: its text, when, and the journey step it answers. */
const entryFields = {
  id,
  content: z.string(),
  createdAt: isoDate,
  pathId: z.optional(id),
  stepId: z.optional(id),
};
export const textEntry = z.object({ ...entryFields, addedBy: z.optional(contributor) });
/** A spoken entry: its transcript, and the kept recording when there is one (played through a short-lived URL). */
export const voiceMemoEntry = z.object({
  ...entryFields,
  hasRecording: z.optional(z.boolean()),
  recordingUrl: z.optional(z.string()),
  addedBy: z.optional(contributor),
});
export const transcriptTurn = z.object({
  role: z.optional(z.string()),
  speaker: z.optional(z.string()),
  content: z.optional(z.string()),
  text: z.optional(z.string()),
  message: z.optional(z.string()),
});
/**
 * One conversation held for the story. `transcript` holds the turns; a long conversation's turns are left
 * out of the story read (`transcriptTruncated: true`, `messageCount` says how many) and loaded on demand
 * from GET /api/conversations/{conversationId}.
 */
export const transcriptEntry = z.object({
  id,
  conversationId: id,
  createdAt: isoDate,
  summary: z.optional(z.string()),
  path: z.optional(z.object({ id: z.optional(id), name: z.string() })),
  transcript: z.array(transcriptTurn),
  messageCount: z.optional(z.number()),
  transcriptTruncated: z.optional(z.boolean()),
});
export const storyPathCompletion = z.object({
  pathId: id,
  completedAt: z.optional(isoDate),
  conversationId: z.optional(id),
});
export const stepCompletion = z.object({ stepId: id, metadata: z.object({ completedAt: isoDate }) });
export const completeStepBody = z.object({
  metadata: z._default(z.object({ completedAt: z.optional(isoDate) }), {}),
});

export const story = z.object({
  id,
  userId: id,
  title: z.optional(z.string()),
  displayName: z.optional(z.string()),
  content: z.optional(z.string()),
  journeyId: z.optional(id),
  /** The story's journey as the story page shows it (GET /api/stories/{id} only). */
  journey: z.optional(journey),
  /** Grid fields (GET /api/stories): kept on the story item, so the list needs no per-story reads. */
  journeyName: z.optional(z.string()),
  preview: z.optional(z.string()),
  entryCount: z.optional(z.number()),
  /** Shared with the narrator's family circle ("Share with my family circle"); off by default. */
  shared: z.optional(z.boolean()),
  createdAt: isoDate,
  updatedAt: isoDate,
  storyPathCompletions: z._default(z.array(storyPathCompletion), []),
  textEntries: z._default(z.array(textEntry), []),
  voiceMemoEntries: z._default(z.array(voiceMemoEntry), []),
  transcriptEntries: z._default(z.array(transcriptEntry), []),
});
export type Story = z.infer<typeof story>;

const storyTitle = /* @__PURE__ */ (() => z.string().check(z.trim(), z.maxLength(300)))();

/** An entry's text, typed or spoken: required after trimming (else `empty`), at most the entry's bytes. */
const entryText = (empty: string) =>
  z.string().check(z.trim(), z.minLength(1, { error: empty }), maxBytes('content', TEXT_LIMITS.entryBytes));
/** A typed entry's text: required after trimming, with the spec's message. */
export const entryContent = entryText(STORY_ENTRY_TEXTS.writeSomething);
/**
 * A typed entry sent with a story's create or update. `id` is optional and chosen by the client, so a
 * retried save stores the entry once. `userId` is accepted for the spec's payload shape and ignored: the
 * entry always belongs to the caller.
 */
export const newTextEntry = z.object({
  id: z.optional(z.uuid()),
  content: entryContent,
  userId: z.optional(id),
  stepId: z.optional(id),
  pathId: z.optional(id),
});
export type NewTextEntry = z.infer<typeof newTextEntry>;
export const updateEntryBody = z.object({ content: entryContent });

/** Create payload: a story, optionally with its first typed entry. */
export const createStoryBody = /* @__PURE__ */ (() =>
  z.object({
    title: z.optional(storyTitle),
    content: z.optional(z.string().check(maxBytes('content', TEXT_LIMITS.storyContentBytes))),
    journeyId: z.optional(id),
    textEntry: z.optional(newTextEntry),
  }))();
/**
 * Update payload; a `textEntry` is added to the story. `name` is what the call's nameStory tool sends and is
 * stored as the title. Strict, so a field this version cannot store is refused rather than silently dropped.
 */
export const updateStoryBody = z
  .strictObject({
    title: z.optional(storyTitle),
    name: z.optional(storyTitle),
    displayName: z.optional(storyTitle),
    content: z.optional(z.string().check(maxBytes('content', TEXT_LIMITS.storyContentBytes))),
    textEntry: z.optional(newTextEntry),
  })
  .check(
    z.refine((body) => Object.values(body).some((value) => value !== undefined), {
      error: 'Nothing to update',
    }),
  );
/** Completing a path (part A §5): the story comes from the route, the conversation is optional. */
export const completePathBody = z.object({ pathId: id, conversationId: z.optional(id) });

/** A new voice memo: its (edited) transcript, and the recording returned by the transcribe call. */
export const voiceMemoContent = entryText(STORY_ENTRY_TEXTS.recordSomething);
export const newVoiceMemoEntry = z.object({
  id: z.optional(z.uuid()),
  content: voiceMemoContent,
  stepId: z.optional(id),
  pathId: z.optional(id),
  recordingId: z.optional(id),
});
export const transcribeResponse = z.object({
  transcript: z.string(),
  /** The kept recording; send it with the memo entry so the recording stays with the story. */
  recordingId: z.optional(id),
  offline: z.optional(z.boolean()),
});
/** A recording to upload straight to storage: its exact size and its audio type (the upload is bound to both). */
export const transcribeUploadRequest = z.object({
  size: z.int().check(z.positive()),
  contentType: z._default(
    z.string().check(z.maxLength(100), z.regex(/^audio\/[a-z0-9.+-]+(;\s*[a-z0-9.+-]+=[a-z0-9.+-]+)*$/i)),
    'audio/webm',
  ),
});
export const transcribeUploadResponse = z.object({
  uploadId: z.uuid(),
  /** PUT the recording here with exactly `headers` (a presigned S3 URL; the local runtime's has the same shape). */
  uploadUrl: z.string(),
  headers: z.record(z.string(), z.string()),
  maxBytes: z.int(),
});
/** A recording already uploaded through `transcribe-uploads`, named by its upload (instead of a multipart form). */
export const transcribeUploadedBody = z.object({ uploadId: z.uuid() });
/** A long memo's transcription queued (issue 24): poll its job. */
export const transcriptionJob = z.object({ jobId: id });
/**
 * A queued transcription: pending or processing, then completed with what `transcribe` answers, or failed with
 * the reason and the status `transcribe` would have answered it with (413 for a recording too long to keep).
 */
export const transcriptionStatus = z.object({
  status: jobStatus,
  transcript: z.optional(z.string()),
  recordingId: z.optional(id),
  offline: z.optional(z.boolean()),
  errorMessage: z.optional(z.string()),
  errorStatus: z.optional(z.int()),
});
export const updateVoiceMemoBody = z.object({ content: voiceMemoContent });
