import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { artefactLoadErrorText } from './load-error.ts';

describe('artefact load errors (part B §8)', () => {
  it.each([
    [
      404,
      'Artefact not found. This artefact may have been deleted or you may not have permission to view it.',
    ],
    [401, 'You need to be logged in to view this artefact.'],
    [403, 'You do not have permission to view this artefact.'],
    [500, 'Error loading artefact: Internal error'],
  ])('answers %i with the spec text', (status, text) => {
    expect(artefactLoadErrorText(new ApiError('Internal error', status))).toBe(text);
  });

  it('says "Unknown error" when the server gave no reason', () => {
    expect(artefactLoadErrorText(new ApiError('', 502))).toBe('Error loading artefact: Unknown error');
  });

  it('explains a network failure', () => {
    expect(artefactLoadErrorText(new TypeError('Failed to fetch'))).toBe(
      'An error occurred while loading the artefact. Please check your internet connection and try again.',
    );
  });
});
