import { describe, expect, it } from 'vitest';
import { followUpsOf } from './sources.ts';

describe('followUpsOf', () => {
  it('reads the threads a summary leaves to follow up, and nothing else', () => {
    // Prepare
    const summary = [
      'We talked about the harbour.',
      '',
      '- Born in 1938',
      '- Father worked at the yard',
      '',
      'Threads to follow up next time:',
      '- What was your older brother called?',
      '- When did the family move to Scarborough?',
    ].join('\n');
    // Act
    const threads = followUpsOf(summary);
    // Assess
    expect(threads).toEqual([
      'What was your older brother called?',
      'When did the family move to Scarborough?',
    ]);
    expect(followUpsOf('**In this conversation** (2 answers):\n\n- Born in 1938')).toEqual([]);
    expect(followUpsOf(undefined)).toEqual([]);
  });
});
