import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { researchErrorText } from './research-errors.ts';

describe('research start failures (part B §5, §8)', () => {
  it('shows the server texts for no transcripts and no topics', () => {
    const none = 'No transcripts available to research. Please complete some interview steps first.';
    expect(researchErrorText(new ApiError(none, 400))).toBe(none);
    expect(researchErrorText(new ApiError('anything', 422))).toBe(
      'No research topics found in the transcripts.',
    );
  });

  it('says Research failed with the reason for other refusals', () => {
    expect(researchErrorText(new ApiError('Too many requests', 429))).toBe(
      'Research failed: Too many requests',
    );
    expect(researchErrorText(new ApiError('', 409))).toBe('Research failed: Unknown error');
  });

  it('asks to try again when the server failed or did not answer', () => {
    expect(researchErrorText(new ApiError('Something went wrong', 500))).toBe(
      'Failed to start research. Please try again.',
    );
    expect(researchErrorText(new TypeError('Failed to fetch'))).toBe(
      'Failed to start research. Please try again.',
    );
  });
});
