import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { storyLoadErrorText } from './load-error.ts';

describe('story load error texts (part B §8)', () => {
  it.each([
    [404, 'Story not found. This story may have been deleted or you may not have permission to view it.'],
    [401, 'You need to be logged in to view this story.'],
    [403, 'You do not have permission to view this story.'],
    [500, 'Error loading story: Internal Server Error'],
  ])('answers %i with the spec text', (status, text) => {
    expect(storyLoadErrorText(new ApiError('Internal Server Error', status))).toBe(text);
  });

  it('says Unknown error when another failure has no text', () => {
    expect(storyLoadErrorText(new ApiError('', 502))).toBe('Error loading story: Unknown error');
  });

  it('blames the connection when no answer came back', () => {
    expect(storyLoadErrorText(new TypeError('Failed to fetch'))).toBe(
      'An error occurred while loading the story. Please check your internet connection and try again.',
    );
  });
});
