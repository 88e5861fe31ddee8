import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';

/** What a page's load error texts say (part B §8): by status, for a failure with no reason, and offline. */
export interface LoadErrorCases {
  /** The reason the failing server gives (the text for another status repeats it). */
  reason: string;
  byStatus: [status: number, text: string][];
  /** The text for a failure with no reason. */
  unknown: string;
  /** The text when no answer came back. */
  network: string;
}

/** The test suite of a page's load error texts (a test helper): `textOf` must answer each case's text. */
export const describeLoadErrors = (
  title: string,
  textOf: (error: unknown) => string,
  cases: LoadErrorCases,
) =>
  describe(title, () => {
    it.each(cases.byStatus)('answers %i with the spec text', (status, text) => {
      expect(textOf(new ApiError(cases.reason, status))).toBe(text);
    });

    it('says "Unknown error" when the server gave no reason', () => {
      expect(textOf(new ApiError('', 502))).toBe(cases.unknown);
    });

    it('explains a network failure (no answer came back)', () => {
      expect(textOf(new TypeError('Failed to fetch'))).toBe(cases.network);
    });
  });
