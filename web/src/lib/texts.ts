/** Texts of the API client rules (spec part A §4 and §8). */
export const API_TEXTS = {
  requestFailed: 'Request failed',
  requestFailedWithStatus: (status: number) => `Request failed with status ${status}`,
  sessionExpired: 'Authentication expired. Please log in again.',
} as const;
