import { describe, expect, it } from 'vitest';
import { MAX_RECORDING_BYTES } from '#shared/constants.ts';
import { STORY_ERRORS } from '#shared/texts.ts';
import { webmRecording } from '#test/integration/stories/recording.ts';
import { checkRecording, recordingKey, webmSeconds } from './recordings.ts';

describe('webmSeconds', () => {
  it('reads the time of the last block of a recording written live (no Duration, unknown sizes)', () => {
    // Act / Assess
    expect(webmSeconds(webmRecording(3.5))).toBeCloseTo(3.5, 2);
    expect(webmSeconds(webmRecording(601))).toBeCloseTo(601, 2);
  });

  it('answers undefined for bytes that are not WebM', () => {
    expect(webmSeconds(new TextEncoder().encode('OggS…'))).toBeUndefined();
    expect(webmSeconds(new Uint8Array(0))).toBeUndefined();
  });

  it('survives a truncated recording (what it can read, never a throw)', () => {
    // Prepare
    const whole = webmRecording(30);

    // Act / Assess
    for (const cut of [5, 20, 60, whole.length - 3])
      expect(() => webmSeconds(whole.subarray(0, cut))).not.toThrow();
  });
});

describe('checkRecording', () => {
  const file = (bytes: Uint8Array, type = 'audio/webm') => ({ name: 'r.webm', type, bytes });

  it('accepts audio up to 25 MB and ten minutes', () => {
    expect(() => checkRecording(file(webmRecording(600)))).not.toThrow();
    expect(() => checkRecording(file(new Uint8Array(10), 'audio/mp4'))).not.toThrow();
    expect(() => checkRecording(file(webmRecording(2), ''))).not.toThrow();
  });

  it('refuses what is not audio (415) and what is too long or too large (413)', () => {
    expect(() => checkRecording(file(new Uint8Array(10), 'video/mp4'))).toThrow(
      expect.objectContaining({ statusCode: 415, message: STORY_ERRORS.recordingNotAudio }),
    );
    expect(() => checkRecording(file(new Uint8Array(10), ''))).toThrow(
      expect.objectContaining({ statusCode: 415 }),
    );
    expect(() => checkRecording(file(webmRecording(600.5)))).toThrow(
      expect.objectContaining({ statusCode: 413, message: STORY_ERRORS.recordingTooLarge }),
    );
    expect(() => checkRecording(file(new Uint8Array(MAX_RECORDING_BYTES + 1), 'audio/ogg'))).toThrow(
      expect.objectContaining({ statusCode: 413 }),
    );
  });
});

describe('recordingKey', () => {
  it("puts a recording under its owner's prefix and names nothing for an id that is not a UUID", () => {
    expect(recordingKey('u-1', '0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(
      'users/u-1/recordings/0f8fad5b-d9cb-469f-a165-70867728950e.webm',
    );
    expect(() => recordingKey('u-1', '../u-2/recordings/x')).toThrow(
      expect.objectContaining({ statusCode: 404 }),
    );
  });
});
