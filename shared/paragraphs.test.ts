import { describe, expect, it } from 'vitest';
import { paragraphStarts, paragraphsOf } from './paragraphs.ts';

describe('paragraphStarts', () => {
  it.each([
    ['prose', 'One.\n\nTwo.\n\nThree.'],
    [
      'blank lines of spaces, leading and trailing space',
      '  \n\n# Title\n  \n \n Body line one\nline two.\n\n\n- a\n- b\n\n',
    ],
    ['Windows line ends', 'One.\r\n\r\nTwo.\r\n'],
    ['one paragraph', 'Only this.'],
    ['nothing', ' \n\n '],
  ])('finds where each paragraph of paragraphsOf starts: %s', (_, content) => {
    const paragraphs = paragraphsOf(content);
    const starts = paragraphStarts(content);

    expect(starts).toHaveLength(paragraphs.length);
    starts.forEach((start, index) => {
      expect(content.slice(start).startsWith(paragraphs[index]!)).toBe(true);
    });
  });
});
