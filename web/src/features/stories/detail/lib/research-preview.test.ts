import { describe, expect, it } from 'vitest';
import { researchPreview, stripMarkdown } from './research-preview.ts';

describe('research preview (part B §9)', () => {
  it('strips headings, emphasis, links, quotes, lists and code', () => {
    const markdown =
      '# Leeds in 1950\n\n**Trams** ran on [Briggate](https://x.test).\n> quoted\n- one\n- `two`';
    expect(stripMarkdown(markdown)).toBe('Leeds in 1950 Trams ran on Briggate. quoted one two');
  });

  it('cuts the text at 300 characters after stripping', () => {
    const preview = researchPreview(`## Title\n\n${'word '.repeat(100)}`);
    expect(preview.startsWith('Title word')).toBe(true);
    expect(preview.endsWith('...')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(303);
  });

  it('keeps a short text whole, and an absent one empty', () => {
    expect(researchPreview('*Short*')).toBe('Short');
    expect(researchPreview(undefined)).toBe('');
  });
});
