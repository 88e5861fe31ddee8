import { type RoutesOf, route } from '../endpoint.ts';
import type * as contract from '../stories.ts';

/*
 * The declarations of the stories endpoints: name, method, path, auth and the rules the wrapper applies. Each is
 * the root its contract entry (../stories.ts) extends with schemas; the browser imports only these.
 */
export const listStories = /* @__PURE__ */ route('stories.listStories', 'GET /api/stories', 'user');
export const createStory = /* @__PURE__ */ route('stories.createStory', 'POST /api/stories', 'user', {
  status: 201,
});
export const getStory = /* @__PURE__ */ route('stories.getStory', 'GET /api/stories/{id}', 'user');
export const updateStory = /* @__PURE__ */ route('stories.updateStory', 'PUT /api/stories/{id}', 'user');
export const deleteStory = /* @__PURE__ */ route('stories.deleteStory', 'DELETE /api/stories/{id}', 'user', {
  status: 204,
});
export const completePath = /* @__PURE__ */ route(
  'stories.completePath',
  'POST /api/stories/{id}/complete-path',
  'user',
);
export const updateTextEntry = /* @__PURE__ */ route(
  'stories.updateTextEntry',
  'PUT /api/stories/{id}/text-entries/{entryId}',
  'user',
);
export const deleteTextEntry = /* @__PURE__ */ route(
  'stories.deleteTextEntry',
  'DELETE /api/stories/{id}/text-entries/{entryId}',
  'user',
  { status: 204 },
);
export const createTranscribeUpload = /* @__PURE__ */ route(
  'stories.createTranscribeUpload',
  'POST /api/stories/transcribe-uploads',
  'user',
  { status: 201 },
);
export const transcribe = /* @__PURE__ */ route(
  'stories.transcribe',
  'POST /api/stories/transcribe',
  'user',
  { quota: 'transcription' },
);
/** A long memo's transcription on a queue (issue 24): 202 with its job, then polled. */
export const startTranscription = /* @__PURE__ */ route(
  'stories.startTranscription',
  'POST /api/stories/transcribe-jobs',
  'user',
  { status: 202, quota: 'transcription' },
);
export const getTranscription = /* @__PURE__ */ route(
  'stories.getTranscription',
  'GET /api/stories/transcribe-jobs/{jobId}',
  'user',
);
export const createVoiceMemoEntry = /* @__PURE__ */ route(
  'stories.createVoiceMemoEntry',
  'POST /api/stories/{id}/voice-memo-entries',
  'user',
  { status: 201 },
);
export const updateVoiceMemoEntry = /* @__PURE__ */ route(
  'stories.updateVoiceMemoEntry',
  'PUT /api/stories/{id}/voice-memo-entries/{entryId}',
  'user',
);
export const deleteVoiceMemoEntry = /* @__PURE__ */ route(
  'stories.deleteVoiceMemoEntry',
  'DELETE /api/stories/{id}/voice-memo-entries/{entryId}',
  'user',
  { status: 204 },
);
export const listTranscriptEntries = /* @__PURE__ */ route(
  'stories.listTranscriptEntries',
  'GET /api/stories/{id}/transcript-entries',
  'user',
);
export const deleteTranscriptEntry = /* @__PURE__ */ route(
  'stories.deleteTranscriptEntry',
  'DELETE /api/stories/{id}/transcript-entries/{entryId}',
  'user',
  { status: 204 },
);
export const listStepCompletions = /* @__PURE__ */ route(
  'stories.listStepCompletions',
  'GET /api/stories/{id}/step-completions',
  'user',
);
export const completeStep = /* @__PURE__ */ route(
  'stories.completeStep',
  'POST /api/stories/{id}/steps/{stepId}/complete',
  'user',
);
export const getStepFormatUrl = /* @__PURE__ */ route(
  'stories.getStepFormatUrl',
  'GET /api/stories/{id}/steps/{stepId}/format-url',
  'user',
);

/** Every route of contract/stories.ts, typed by its endpoint, for the browser's calls. */
export const stories: RoutesOf<typeof contract> = {
  listStories,
  createStory,
  getStory,
  updateStory,
  deleteStory,
  completePath,
  updateTextEntry,
  deleteTextEntry,
  createTranscribeUpload,
  transcribe,
  startTranscription,
  getTranscription,
  createVoiceMemoEntry,
  updateVoiceMemoEntry,
  deleteVoiceMemoEntry,
  listTranscriptEntries,
  deleteTranscriptEntry,
  listStepCompletions,
  completeStep,
  getStepFormatUrl,
};
