/** Texts of the API client rules (spec part A §4 and §8). */
export const API_TEXTS = {
  requestFailed: 'Request failed',
  requestFailedWithStatus: (status: number) => `Request failed with status ${status}`,
  sessionExpired: 'Authentication expired. Please log in again.',
} as const;

/** Texts of the shared audio pieces (the level meter), spec part A §8 and part B §5. */
export const AUDIO_TEXTS = {
  noAudioContext: 'AudioContext not supported in this browser',
  microphoneFailed: 'Failed to access microphone. Please check your permissions.',
} as const;

/** Texts of lists read a page at a time (issue 24). */
export const LIST_TEXTS = {
  loadMore: 'Load more',
} as const;
