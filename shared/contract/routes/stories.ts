import type { RoutesOf } from '../endpoint.ts';
import type * as contract from '../stories.ts';

/** The method and path of every endpoint of contract/stories.ts (no schemas: see ./index.ts). */
export const stories: RoutesOf<typeof contract> = {
  listStories: { method: 'GET', path: '/api/stories' },
  createStory: { method: 'POST', path: '/api/stories' },
  getStory: { method: 'GET', path: '/api/stories/{id}' },
  updateStory: { method: 'PUT', path: '/api/stories/{id}' },
  deleteStory: { method: 'DELETE', path: '/api/stories/{id}' },
  completePath: { method: 'POST', path: '/api/stories/{id}/complete-path' },
  updateTextEntry: { method: 'PUT', path: '/api/stories/{id}/text-entries/{entryId}' },
  deleteTextEntry: { method: 'DELETE', path: '/api/stories/{id}/text-entries/{entryId}' },
  transcribe: { method: 'POST', path: '/api/stories/transcribe' },
  createVoiceMemoEntry: { method: 'POST', path: '/api/stories/{id}/voice-memo-entries' },
  updateVoiceMemoEntry: { method: 'PUT', path: '/api/stories/{id}/voice-memo-entries/{entryId}' },
  deleteVoiceMemoEntry: { method: 'DELETE', path: '/api/stories/{id}/voice-memo-entries/{entryId}' },
  deleteTranscriptEntry: { method: 'DELETE', path: '/api/stories/{id}/transcript-entries/{entryId}' },
  listStepCompletions: { method: 'GET', path: '/api/stories/{id}/step-completions' },
  completeStep: { method: 'POST', path: '/api/stories/{id}/steps/{stepId}/complete' },
  getStepFormatUrl: { method: 'GET', path: '/api/stories/{id}/steps/{stepId}/format-url' },
  researchStory: { method: 'POST', path: '/api/stories/{id}/research' },
};
