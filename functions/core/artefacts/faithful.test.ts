import { describe, expect, it } from 'vitest';
import type { Conflict, Fact, Memory } from '#shared/schemas/memory.ts';
import { composableText, correctedSentences, factRules } from './faithful.ts';

const fact = (over: Partial<Fact> & Pick<Fact, 'id'>): Fact => ({
  kind: 'event',
  subject: 'narrator',
  predicate: 'married',
  value: 'Tom Hollins',
  date: null,
  status: 'stated',
  sources: [],
  ...over,
});

const memoryOf = (facts: Fact[], conflicts: Memory['conflicts'] = []): Memory => ({
  preferredName: null,
  facts,
  timeline: [],
  undated: [],
  conflicts,
  openThreads: [],
  processedThrough: [],
});

const source = (id: string) => ({ kind: 'message' as const, id, excerpt: '' });

/** A fact dated to an exact year; `over` changes anything else. */
const dated = (id: string, year: number, status: Fact['status'], over: Partial<Fact> = {}): Fact =>
  fact({ id, date: { year, approx: false }, status, ...over });

/** The two conflicting marriage years, f1 (1961, from m1) and f2 (1962, from m2). */
const married1961 = dated('f1', 1961, 'conflicted', { sources: [source('m1')] });
const married1962 = dated('f2', 1962, 'conflicted', { sources: [source('m2')] });

/** The conflict between f1 and f2, open or resolved. */
const marriageConflict = (status: Conflict['status']): Conflict => ({
  id: 'c1',
  subject: 'narrator',
  predicate: 'married',
  values: ['1961', '1962'],
  factIds: ['f1', 'f2'],
  status,
});

describe('correctedSentences: the narrator’s self-corrections applied', () => {
  it.each([
    ['I started at Hargreaves Mill in 1953, no, sorry, in 1954.', 'I started at Hargreaves Mill in 1954.'],
    ['I married Tom Hollins in 1949 — I mean 1950.', 'I married Tom Hollins in 1950.'],
    ['We moved to Leeds, no, sorry, to York.', 'We moved to York.'],
  ])('%s', (said, corrected) => {
    expect(correctedSentences(said)).toEqual([corrected]);
  });

  it('applies a sentence that only corrects the one before to that one, and drops it', () => {
    expect(
      correctedSentences('I was born in Leeds in 1938. No, sorry, in 1939. We lived by the sea.'),
    ).toEqual(['I was born in Leeds in 1939.', 'We lived by the sea.']);
  });

  it('leaves ordinary words alone', () => {
    for (const said of [
      'No, we never had much money.',
      'I actually liked school.',
      'Sorry, I lost my thread.',
    ])
      expect(correctedSentences(said)).toEqual([said]);
  });
});

describe('factRules: what a keepsake may not assert', () => {
  it('takes the year of each side of an open conflict, and nothing of a resolved one', () => {
    const open = memoryOf([married1961, married1962], [marriageConflict('open')]);
    expect(factRules(open).map(({ token, status, sources }) => [token, status, [...sources]])).toEqual([
      ['1961', 'conflicted', ['m1']],
      ['1962', 'conflicted', ['m2']],
    ]);
    const resolved = memoryOf(
      [
        { ...married1961, status: 'confirmed' },
        { ...married1962, status: 'superseded' },
      ],
      [marriageConflict('resolved')],
    );
    expect(factRules(resolved).map(({ token, status }) => [token, status])).toEqual([['1962', 'superseded']]);
  });

  it('takes the value when the facts differ by value, not by year', () => {
    const born = (id: string, value: string, status: Fact['status']) =>
      dated(id, 1938, status, { predicate: 'born', value, sources: [source(id)] });
    const memory = memoryOf([born('a', 'Whitby', 'confirmed'), born('b', 'Scarborough', 'superseded')]);
    expect(factRules(memory).map(({ token }) => token)).toEqual(['Scarborough']);
  });

  it('has no rules without a memory', () => {
    expect(factRules(undefined)).toEqual([]);
  });
});

describe('composableText: what the offline composer may copy', () => {
  const startedWork = (id: string, year: number, status: Fact['status']) =>
    dated(id, year, status, { predicate: 'started_work', value: 'Hargreaves Mill', sources: [source('m3')] });
  const rules = factRules(
    memoryOf(
      [married1961, married1962, startedWork('f3', 1953, 'superseded'), startedWork('f4', 1954, 'stated')],
      [marriageConflict('open')],
    ),
  );

  it('drops the sentence asserting one value of an open conflict, and keeps the rest of the passage', () => {
    expect(composableText('m1', 'I married Tom Hollins in 1961. We danced all night.', rules)).toBe(
      'We danced all night.',
    );
  });

  it('keeps the corrected form of a self-corrected sentence, without the superseded value', () => {
    const text = composableText('m3', 'I started at Hargreaves Mill in 1953, no, sorry, in 1954.', rules);
    expect(text).toBe('I started at Hargreaves Mill in 1954.');
    expect(text).not.toContain('1953');
  });

  it('leaves a passage that states no ruled value as it was said', () => {
    expect(composableText('m9', 'In 1961 the snow came early.', rules)).toBe('In 1961 the snow came early.');
  });
});

describe('factRules: a value the narrator corrected in the memory', () => {
  const said = (id: string, excerpt: string) => ({ kind: 'message' as const, id, excerpt });

  it('drops the source sentence that still says the old year, and keeps what else the passage says', () => {
    const corrected = dated('f1', 1962, 'confirmed', {
      sources: [said('m1', 'I married Tom Hollins in 1961.')],
    });
    const rules = factRules(memoryOf([corrected]));
    expect(composableText('m1', 'I married Tom Hollins in 1961. We danced all night.', rules)).toBe(
      'We danced all night.',
    );
  });

  it('drops the source sentence that still names the old place', () => {
    const corrected = dated('f2', 1938, 'confirmed', {
      predicate: 'born',
      value: 'Scarborough',
      sources: [said('m2', 'I was born in Whitby in 1938.')],
    });
    expect(
      composableText('m2', 'I was born in Whitby in 1938. Mum sang.', factRules(memoryOf([corrected]))),
    ).toBe('Mum sang.');
  });

  it('keeps a confirmed fact’s own sentence', () => {
    const confirmed = dated('f3', 1962, 'confirmed', { sources: [said('m3', 'Tom and I married in 1962.')] });
    expect(composableText('m3', 'Tom and I married in 1962.', factRules(memoryOf([confirmed])))).toBe(
      'Tom and I married in 1962.',
    );
  });
});
