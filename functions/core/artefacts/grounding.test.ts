import { describe, expect, it } from 'vitest';
import { checkGrounding, unsupportedTokens } from './grounding.ts';

const corpus = {
  narrator:
    'Margaret Hollins\nI was born in Whitby in 1938. My father worked at the yard. We moved to Filey around 1970.',
  research: 'The harbour pier at Whitby was rebuilt in 1907 by Alderman Briggs.',
};

describe('checkGrounding: every year, decade and name of a piece is in the narrator’s material', () => {
  it('passes a piece built from the narrator’s words, their name and their decades', () => {
    const piece =
      '# The Whitby Years\n\nMargaret was born in Whitby in 1938. Her father worked at the yard.\n\n' +
      'In the 1970s the family moved to Filey. Growing up by the sea, she loved the seventies.';
    expect(checkGrounding(piece, corpus)).toEqual({ checked: true, unsupported: [] });
  });

  it('lists an invented year, decade and name once per paragraph, with its paragraph', () => {
    const piece =
      '# A Life\n\nShe sailed to Valparaiso in 1907, and Valparaiso stayed with her.\n\nIn the sixties she came home.';
    const grounding = checkGrounding(piece, corpus);
    expect(grounding.unsupported).toEqual([
      { paragraph: 1, token: '1907', kind: 'year' },
      { paragraph: 1, token: 'Valparaiso', kind: 'name' },
      { paragraph: 2, token: 'the sixties', kind: 'year' },
    ]);
    expect(unsupportedTokens(grounding)).toEqual(['1907', 'Valparaiso', 'the sixties']);
  });

  it('counts research only for a paragraph that attributes it', () => {
    const stated = '# Pier\n\nHer father rebuilt the pier in 1907 with Alderman Briggs.';
    expect(unsupportedTokens(checkGrounding(stated, corpus))).toEqual(['1907', 'Alderman', 'Briggs']);
    const cited = '# Pier\n\nRecords of the time show the pier was rebuilt in 1907 by Alderman Briggs.';
    expect(checkGrounding(cited, corpus).unsupported).toEqual([]);
  });

  it('checks the years of a heading, not its capitalised words', () => {
    expect(checkGrounding('## Harbour Days, 1912\n\nI was born in Whitby.', corpus).unsupported).toEqual([
      { paragraph: 0, token: '1912', kind: 'year' },
    ]);
  });

  it('takes a sentence’s first word for a name only when it is never written in lower case', () => {
    const piece = 'Yard work was hard. Whitby was home. Brighton was not.';
    expect(unsupportedTokens(checkGrounding(piece, corpus))).toEqual(['Brighton']);
  });
});
