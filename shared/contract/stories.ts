import * as z from 'zod/mini';
import { emptyResponse, pageOnlyQuery } from '../schemas/common.ts';
import {
  completePathBody,
  completeStepBody,
  createStoryBody,
  newVoiceMemoEntry,
  stepCompletion,
  story,
  textEntry,
  transcribeResponse,
  transcribeUploadedBody,
  transcribeUploadRequest,
  transcribeUploadResponse,
  transcriptEntry,
  transcriptionJob,
  transcriptionStatus,
  updateEntryBody,
  updateStoryBody,
  updateVoiceMemoBody,
  voiceMemoEntry,
} from '../schemas/story.ts';
import { endpointsOf } from './define.ts';
import { declared } from './routes/stories.ts';

const define = /* @__PURE__ */ endpointsOf(declared);

/** The caller's stories, newest first (the archive's list). */
export const listStories = /* @__PURE__ */ define('listStories', () => ({
  query: pageOnlyQuery,
  response: z.array(story),
}));
/** Creates a story, with its first typed entry when `textEntry` is given. */
export const createStory = /* @__PURE__ */ define('createStory', () => ({
  body: createStoryBody,
  response: story,
}));
/**
 * The story page's read. Its `transcriptEntries` are the first page (`TRANSCRIPT_ENTRIES_PAGE_SIZE`); when more
 * follow, the `X-Next-Cursor` header is the cursor for GET /api/stories/{id}/transcript-entries.
 */
export const getStory = /* @__PURE__ */ define('getStory', () => ({ response: story }));
export const updateStory = /* @__PURE__ */ define('updateStory', () => ({
  body: updateStoryBody,
  response: story,
}));
/** Deletes the story and everything under it: completions, notes, research reports and conversations. */
export const deleteStory = /* @__PURE__ */ define('deleteStory', () => ({ response: emptyResponse }));
/** Records a path as completed for the story; a concurrent second completion gets 409 'Already in progress'. */
export const completePath = /* @__PURE__ */ define('completePath', () => ({
  body: completePathBody,
  response: story,
}));
/** Rewrites one typed entry of the caller's story; an unknown entry answers 404 'Text entry not found'. */
export const updateTextEntry = /* @__PURE__ */ define('updateTextEntry', () => ({
  body: updateEntryBody,
  response: textEntry,
}));
export const deleteTextEntry = /* @__PURE__ */ define('deleteTextEntry', () => ({ response: emptyResponse }));
/**
 * An address to upload a recording to straight (a presigned PUT), for a recording too large to send in a
 * request: bound to its exact size (at most 25 MB, else 413) and type; then `transcribe` with its `uploadId`.
 */
export const createTranscribeUpload = /* @__PURE__ */ define('createTranscribeUpload', () => ({
  body: transcribeUploadRequest,
  response: transcribeUploadResponse,
}));
/**
 * Transcribes a voice memo: multipart/form-data with the recording as the file field `audio`, or JSON
 * `{ uploadId }` naming a recording uploaded through `createTranscribeUpload` (audio/webm, at most 25 MB and
 * 10 minutes, else 413; not audio, 415). The recording is kept under its owner and its id returned, to be
 * linked to the memo entry when it is saved.
 */
export const transcribe = /* @__PURE__ */ define('transcribe', () => ({
  body: z.optional(transcribeUploadedBody),
  response: transcribeResponse,
}));
/**
 * A long memo's transcription, answered at once (202) and done on the transcriptions queue (issue 24): the
 * recording uploaded through `createTranscribeUpload`, named by its upload. The same checks as `transcribe`
 * (404 for an upload that is not the caller's or is gone, 413 for a full account) before anything is queued.
 */
export const startTranscription = /* @__PURE__ */ define('startTranscription', () => ({
  body: transcribeUploadedBody,
  response: transcriptionJob,
}));
/** A queued transcription's state and, once completed, what `transcribe` answers; anyone else's job is a 404. */
export const getTranscription = /* @__PURE__ */ define('getTranscription', () => ({
  response: transcriptionStatus,
}));
/** Adds a spoken entry; idempotent on the client-chosen id like typed entries. */
export const createVoiceMemoEntry = /* @__PURE__ */ define('createVoiceMemoEntry', () => ({
  body: newVoiceMemoEntry,
  response: voiceMemoEntry,
}));
/** Rewrites a spoken entry's text; an unknown entry answers 404 'Voice memo entry not found'. */
export const updateVoiceMemoEntry = /* @__PURE__ */ define('updateVoiceMemoEntry', () => ({
  body: updateVoiceMemoBody,
  response: voiceMemoEntry,
}));
/** Deletes a spoken entry and its kept recording. */
export const deleteVoiceMemoEntry = /* @__PURE__ */ define('deleteVoiceMemoEntry', () => ({
  response: emptyResponse,
}));
/**
 * The story's transcript entries after the first page (which GET /api/stories/{id} carries, its cursor in the
 * `X-Next-Cursor` header): oldest first, a page of `TRANSCRIPT_ENTRIES_PAGE_SIZE`, the next cursor in the header.
 */
export const listTranscriptEntries = /* @__PURE__ */ define('listTranscriptEntries', () => ({
  query: pageOnlyQuery,
  response: z.array(transcriptEntry),
}));
/** Removes a conversation from the story (the transcript entry is the conversation held for the story). */
export const deleteTranscriptEntry = /* @__PURE__ */ define('deleteTranscriptEntry', () => ({
  response: emptyResponse,
}));
export const listStepCompletions = /* @__PURE__ */ define('listStepCompletions', () => ({
  response: z.array(stepCompletion),
}));
/** Completes a journey step; a locked step (a lower-order step incomplete) answers 409. Idempotent. */
export const completeStep = /* @__PURE__ */ define('completeStep', () => ({
  body: completeStepBody,
  response: stepCompletion,
}));
/** The generation page's URL for a generateFormat step: /story/{id}/format/{formatId}. */
export const getStepFormatUrl = /* @__PURE__ */ define('getStepFormatUrl', () => ({
  response: z.object({ url: z.string() }),
}));
