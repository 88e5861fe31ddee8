import { type RoutesOf, routes } from '../endpoint.ts';
import type * as contract from '../stories.ts';

/*
 * The declarations of the stories endpoints: name, method, path, auth and the rules the wrapper applies. Each is
 * the root its contract entry (../stories.ts) extends with schemas; the browser imports only these.
 */
export const declared = /* @__PURE__ */ routes('stories', {
  listStories: ['GET /api/stories', 'user'],
  createStory: ['POST /api/stories', 'user', { status: 201 }],
  getStory: ['GET /api/stories/{id}', 'user'],
  updateStory: ['PUT /api/stories/{id}', 'user'],
  deleteStory: ['DELETE /api/stories/{id}', 'user', { status: 204 }],
  completePath: ['POST /api/stories/{id}/complete-path', 'user'],
  updateTextEntry: ['PUT /api/stories/{id}/text-entries/{entryId}', 'user'],
  deleteTextEntry: ['DELETE /api/stories/{id}/text-entries/{entryId}', 'user', { status: 204 }],
  createTranscribeUpload: ['POST /api/stories/transcribe-uploads', 'user', { status: 201 }],
  transcribe: ['POST /api/stories/transcribe', 'user', { quota: 'transcription' }],
  /** A long memo's transcription on a queue (issue 24): 202 with its job, then polled. */
  startTranscription: ['POST /api/stories/transcribe-jobs', 'user', { status: 202, quota: 'transcription' }],
  getTranscription: ['GET /api/stories/transcribe-jobs/{jobId}', 'user'],
  createVoiceMemoEntry: ['POST /api/stories/{id}/voice-memo-entries', 'user', { status: 201 }],
  updateVoiceMemoEntry: ['PUT /api/stories/{id}/voice-memo-entries/{entryId}', 'user'],
  deleteVoiceMemoEntry: ['DELETE /api/stories/{id}/voice-memo-entries/{entryId}', 'user', { status: 204 }],
  listTranscriptEntries: ['GET /api/stories/{id}/transcript-entries', 'user'],
  deleteTranscriptEntry: ['DELETE /api/stories/{id}/transcript-entries/{entryId}', 'user', { status: 204 }],
  listStepCompletions: ['GET /api/stories/{id}/step-completions', 'user'],
  completeStep: ['POST /api/stories/{id}/steps/{stepId}/complete', 'user'],
  getStepFormatUrl: ['GET /api/stories/{id}/steps/{stepId}/format-url', 'user'],
});

/** Every route of contract/stories.ts, typed by its endpoint, for the browser's calls. */
export const stories: RoutesOf<typeof contract> = declared;
