import { describe, expect, it } from 'vitest';
import { sourceExtraction } from '#shared/schemas/memory.ts';
import { type ExtractionSource, extractClaims } from './extract-offline.ts';
import { splitSentences } from './patterns.ts';

const extract = (text: string, source: Partial<ExtractionSource> = {}) =>
  extractClaims({ kind: 'message', id: 'm1', conversationId: 'c1', text, ...source });
const claimsOf = (text: string) =>
  extract(text).claims.map(({ subject, predicate, value, date, superseded }) => ({
    subject,
    predicate,
    value,
    year: date?.year ?? null,
    approx: date?.approx ?? null,
    superseded,
  }));
const claim = (subject: string, predicate: string, value: string, year: number | null, approx = false) => ({
  subject,
  predicate,
  value,
  year,
  approx: year === null ? null : approx,
  superseded: false,
});

describe('extractClaims: the statement classes', () => {
  it.each([
    ['I was born in Whitby in 1938.', [claim('narrator', 'born', 'Whitby', 1938)]],
    ['I was born in Whitby.', [claim('narrator', 'born', 'Whitby', null)]],
    ['i was born in 1938', [claim('narrator', 'born', '', 1938)]],
    ['I was born in 1938 in Whitby, Yorkshire.', [claim('narrator', 'born', 'Whitby', 1938)]],
    ['I married Tom Hollins in 1961.', [claim('narrator', 'married', 'Tom Hollins', 1961)]],
    ['Tom and I married in 1962!', [claim('narrator', 'married', 'Tom', 1962)]],
    ['I started at Hargreaves Mill in 1955', [claim('narrator', 'started_work', 'Hargreaves Mill', 1955)]],
    ['Ruth was born in 1964.', [claim('Ruth', 'born', '', 1964)]],
    ['We moved to Filey around 1970.', [claim('narrator', 'moved_to', 'Filey', 1970, true)]],
    ['We moved to Filey in about 1970.', [claim('narrator', 'moved_to', 'Filey', 1970, true)]],
    [
      'we moved to Newcastle upon Tyne circa 1975...',
      [claim('narrator', 'moved_to', 'Newcastle upon Tyne', 1975, true)],
    ],
    ['We moved to Scarborough.', [claim('narrator', 'moved_to', 'Scarborough', null)]],
    ['Sadly Thomas passed away in 2009.', [claim('Thomas', 'died', '', 2009)]],
    ['I retired from the Post Office in 1998.', [claim('narrator', 'retired', 'Post Office', 1998)]],
  ])('%s', (text, expected) => {
    expect(claimsOf(text)).toEqual(expected);
  });

  it('reads several statements in one text, in order, each with its own sentence as excerpt', () => {
    const { claims } = extract(
      'I was born in Whitby in 1938. Then Ruth was born in 1964! We moved to Filey in 1971',
    );
    expect(claims.map((c) => [c.predicate, c.date?.year, c.excerpt])).toEqual([
      ['born', 1938, 'I was born in Whitby in 1938.'],
      ['born', 1964, 'Then Ruth was born in 1964!'],
      ['moved_to', 1971, 'We moved to Filey in 1971'],
    ]);
  });

  it('reads nothing else: other phrasings, lower-case names, decades, questions', () => {
    for (const text of [
      'I grew up in Whitby.',
      'i married tom in 1961',
      'So you married Tom in 1961?',
      'When did you move to Carlisle?',
      'Walt: Tell me about your mother.',
      'I was born.',
    ])
      expect(extract(text).claims, text).toEqual([]);
  });

  it('keeps a value in its source’s excerpt', () => {
    const long = `${'We had such a lot of fun that summer, '.repeat(8)}and then we moved to Filey in 1971, for good.`;
    const [moved] = extract(long).claims;
    expect(moved?.excerpt).toContain('Filey');
    expect(moved?.excerpt).toContain('1971');
    expect(moved!.excerpt.length).toBeLessThanOrEqual(242);
  });
});

describe('extractClaims: self-corrections', () => {
  it.each([
    ['I started at Hargreaves Mill in 1953, no, sorry, in 1954.', 1953, 1954],
    ['I married Tom Hollins in 1949 — I mean 1950.', 1949, 1950],
    ['I was born in Whitby in 1937, actually it was 1938.', 1937, 1938],
    ['Ruth was born in 1963. Sorry, Ruth was born in 1964.', 1963, 1964],
  ])('%s', (text, first, corrected) => {
    const { claims, threads } = extract(text);
    expect(claims.map((c) => [c.date?.year, c.superseded])).toEqual([
      [first, true],
      [corrected, false],
    ]);
    expect(threads).toEqual([]);
  });

  it('corrects a place the same way, in the next sentence of the same text', () => {
    expect(claimsOf('I was born in Leeds. Actually it was Whitby.')).toEqual([
      { ...claim('narrator', 'born', 'Leeds', null), superseded: true },
      claim('narrator', 'born', 'Whitby', null),
    ]);
  });

  it('does not take ordinary words for a correction', () => {
    expect(claimsOf('I actually started at Hargreaves Mill in 1955, no-one else did.')).toEqual([]);
    expect(claimsOf('I started at Hargreaves Mill in 1955. No, it was hard work.')).toEqual([
      claim('narrator', 'started_work', 'Hargreaves Mill', 1955),
    ]);
  });
});

describe('extractClaims: gaps', () => {
  it('asks the name of a relative or friend mentioned without one', () => {
    const { threads } = extract('Dad worked at the yard and my older brother looked after me.');
    expect(threads).toEqual([
      {
        kind: 'missing-name',
        about: 'your older brother',
        question: "What was your older brother's name?",
        excerpt: 'Dad worked at the yard and my older brother looked after me.',
      },
      {
        kind: 'missing-place',
        about: 'the yard',
        question: 'What was the name of the yard?',
        excerpt: 'Dad worked at the yard and my older brother looked after me.',
      },
    ]);
  });

  it.each([
    ['My aunt took us in during the war.', 'your aunt'],
    ['My best friend and I walked to school.', 'your best friend'],
    ['my little sister cried', 'your little sister'],
    ["We stayed at my gran's.", 'your gran'],
  ])('%s → %s', (text, about) => {
    expect(extract(text).threads.map((t) => t.about)).toEqual([about]);
  });

  it('records a name given with the relation or the workplace as an answer, not a gap', () => {
    const extraction = extract(
      'My older brother Jack worked at the mill, Hargreaves Mill, with my friend, Mary.',
    );
    expect(extraction.threads).toEqual([]);
    expect(extraction.answers?.map(({ kind, about, value }) => [kind, about, value])).toEqual([
      ['missing-name', 'your older brother', 'Jack'],
      ['missing-name', 'your friend', 'Mary'],
      ['missing-place', 'the mill', 'Hargreaves Mill'],
      ['missing-place', 'the mill', 'Hargreaves Mill'],
    ]);
  });

  it('asks the year of an event told without one, and not when the sentence holds a year', () => {
    expect(extract('We moved to Carlisle.').threads).toEqual([
      {
        kind: 'missing-date',
        about: 'moving to Carlisle',
        question: 'When did you move to Carlisle?',
        excerpt: 'We moved to Carlisle.',
        fact: { subject: 'narrator', predicate: 'moved_to', value: 'Carlisle' },
      },
    ]);
    expect(extract('Thomas passed away.').threads.map((t) => t.question)).toEqual([
      'When did Thomas pass away?',
    ]);
    expect(extract('I married Tom in Whitby in 1961.').threads).toEqual([]);
    const decade = extract('We moved to Filey in the 1970s.');
    expect(decade.claims.map((c) => [c.value, c.date])).toEqual([['Filey', null]]);
    expect(decade.threads).toEqual([]);
    expect(extract('I was born in Whitby.').threads).toEqual([]);
  });
});

describe('extractClaims: the preferred name', () => {
  it.each([
    ['Everyone calls me Peggy.', 'Peggy'],
    ['Please call me Peg', 'Peg'],
    ['I go by Maggie these days.', 'Maggie'],
    ['My friends call me Madge, my family too.', 'Madge'],
    ["Don't call me Margaret, I go by Peggy.", 'Peggy'],
  ])('%s', (text, value) => {
    expect(extract(text).preferredName?.value).toBe(value);
  });

  it('needs a capitalised name and takes the last one said', () => {
    expect(extract('They call me names.').preferredName).toBeUndefined();
    expect(extract('At school they used to call me Maggie.').preferredName).toBeUndefined();
    expect(extract('Call me Meg. No — call me Peggy.').preferredName).toEqual({
      value: 'Peggy',
      excerpt: 'No — call me Peggy.',
    });
  });
});

describe('extractClaims', () => {
  it('answers in the stored extraction shape and is deterministic', () => {
    const text =
      'Everyone calls me Peggy. I married Tom Hollins in 1961. My aunt took us in. We moved to Filey.';
    const once = extract(text);
    expect(sourceExtraction.safeParse(once).success).toBe(true);
    expect(extract(text)).toEqual(once);
  });

  it('uses only the text it is given, not the source’s other fields', () => {
    expect(extract('We moved to Filey in 1971.', { kind: 'entry', id: 'e9', storyId: 's9' })).toEqual(
      extract('We moved to Filey in 1971.'),
    );
  });

  it('takes linear time on a long run of capitalised words', () => {
    const words = Array.from({ length: 3000 }, (_, i) => `W${String.fromCharCode(97 + (i % 26))}x`).join(' ');
    const started = performance.now();
    expect(extract(`${words} passed away in 1990.`).claims).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('splits sentences without breaking on titles or initials', () => {
    expect(splitSentences('Mr. Smith came. J. R. Hartley wrote!\nWe moved to Filey… Yes')).toEqual([
      'Mr. Smith came.',
      'J. R. Hartley wrote!',
      'We moved to Filey…',
      'Yes',
    ]);
  });
});
