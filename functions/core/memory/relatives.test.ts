import { describe, expect, it } from 'vitest';
import { FORMER_RELATIVE_NAME } from '#shared/constants.ts';
import { memory, NARRATOR } from '#shared/schemas/memory.ts';
import { FAMILY_TEXTS } from '#shared/texts.ts';
import { extractClaims } from './extract-offline.ts';
import { buildMemory, type SourceInput, type SourceMeta } from './merge.ts';
import { EMPTY_OVERRIDES, updateFact } from './overrides.ts';
import { carriedFacts } from './session-memory.ts';

/** Issue 25: relatives' accepted memories in the narrator's memory. */

const RUTH = { name: 'Ruth', relationship: 'daughter' };
const relative = (text: string, narratorNames = ['Peggy']) =>
  extractClaims({ kind: 'entry', id: 'r1', text, relative: { narratorNames } }).claims.map(
    ({ subject, predicate, value, date }) => [subject, predicate, value, date?.year ?? null],
  );

describe('the offline extractor on a relative’s text', () => {
  it('reads the narrator in the third person: a kinship word, "he"/"she" opening a sentence, their first name', () => {
    expect(
      relative(
        'Dad was born in 1962. Mum married Tom in 1958. Peggy moved to Leeds in 1970. ' +
          'He started at Hargreaves Mill in 1955. My mum retired from the Post Office in 1998. ' +
          'Tom and Mum married in 1959. Grandad was born in Whitby.',
      ),
    ).toEqual([
      [NARRATOR, 'born', '', 1962],
      [NARRATOR, 'married', 'Tom', 1958],
      [NARRATOR, 'moved_to', 'Leeds', 1970],
      [NARRATOR, 'started_work', 'Hargreaves Mill', 1955],
      [NARRATOR, 'retired', 'Post Office', 1998],
      [NARRATOR, 'married', 'Tom', 1959],
      [NARRATOR, 'born', 'Whitby', null],
    ]);
  });

  it('never makes the relative’s own first person a fact about the narrator', () => {
    expect(
      relative(
        'I was born in 1990. I married Sam in 2015. We moved to York in 1995. Sam and I married in 2016. ' +
          'I started at the Co-op in 2010. I retired from the Post Office in 2020.',
      ),
    ).toEqual([]);
    expect(relative('His dad was born in 1930. Her mum moved to Leeds in 1950.')).toEqual([]);
  });

  it('keeps the relative’s own words as the excerpt, and raises no gap and no preferred name', () => {
    const found = extractClaims({
      kind: 'entry',
      id: 'r1',
      text: 'Everyone calls me Ruthie. My older brother says Dad was born in 1962. Dad moved to Carlisle.',
      relative: { narratorNames: [] },
    });
    expect(found.claims.map((claim) => claim.excerpt)).toEqual([
      'My older brother says Dad was born in 1962.',
      'Dad moved to Carlisle.',
    ]);
    expect(found.threads).toEqual([]);
    expect(found.preferredName).toBeUndefined();
  });

  it('leaves the narrator’s own statement classes as they were', () => {
    const own = (text: string) => extractClaims({ kind: 'entry', id: 'n1', text }).claims;
    expect(own('I was born in 1938. Dad was born in 1902.').map((claim) => claim.subject)).toEqual([
      NARRATOR,
      'Dad',
    ]);
  });
});

const source = (
  id: string,
  at: string,
  text: string,
  author?: typeof RUTH,
): SourceInput & { text: string } => {
  const meta: SourceMeta = { kind: 'entry', id, storyId: 'story1', at, ...(author ? { author } : {}) };
  return {
    source: meta,
    text,
    extraction: extractClaims({
      ...meta,
      text,
      ...(author ? { relative: { narratorNames: ['Peggy'] } } : {}),
    }),
  };
};

describe('buildMemory with a relative’s memory', () => {
  const narrator = source('n1', '2025-01-01T10:00:00.000Z', 'I was born in Whitby in 1961.');
  const ruth = source(
    'r1',
    '2025-02-01T10:00:00.000Z',
    'Mum was born in 1962. Mum moved to Leeds in 1970.',
    RUTH,
  );

  it('keeps a different year beside the narrator’s fact: not a conflict, the narrator’s fact unchanged', () => {
    const alone = buildMemory([narrator]);
    const built = buildMemory([narrator, ruth]);
    expect(memory.safeParse({ ...built, processedThrough: [] }).success).toBe(true);
    const born = built.facts.find((fact) => fact.subject === NARRATOR && fact.predicate === 'born')!;
    const before = alone.facts[0]!;
    expect(born).toMatchObject({ id: before.id, value: 'Whitby', date: { year: 1961 }, status: 'stated' });
    expect(born.sources).toEqual(before.sources);
    expect(born.alternatives).toEqual([
      {
        author: RUTH,
        value: '',
        date: { year: 1962, approx: false },
        label: '1962',
        sources: [
          { kind: 'entry', id: 'r1', storyId: 'story1', excerpt: 'Mum was born in 1962.', author: RUTH },
        ],
      },
    ]);
    expect(built.conflicts).toEqual([]);
    expect(
      FAMILY_TEXTS.remembersDifferently(born.alternatives![0]!.author.name, born.alternatives![0]!.label),
    ).toBe('Ruth remembers it differently: 1962');
  });

  it('records a fact only the relative states as theirs, attributed on the timeline, never carried as the narrator’s', () => {
    const built = buildMemory([narrator, ruth]);
    const moved = built.facts.find((fact) => fact.predicate === 'moved_to')!;
    expect(moved).toMatchObject({ subject: NARRATOR, value: 'Leeds', author: RUTH, status: 'stated' });
    expect(built.timeline.find((item) => item.factId === moved.id)?.label).toBe(
      'Ruth remembers: moved to Leeds',
    );
    const carried = carriedFacts({ ...built, processedThrough: [] });
    expect(carried.map((fact) => fact.id)).not.toContain(moved.id);
    expect(built.openThreads.filter((thread) => thread.kind === 'follow-up').map((t) => t.question)).toEqual([
      'Ruth remembers it differently: 1962 (your birth) — how do you remember it?',
      'Ruth remembers: moved to Leeds (1970) — what do you remember of it?',
    ]);
  });

  it('adds an agreeing relative as one more attributed source of the narrator’s fact', () => {
    const agreeing = source('r2', '2025-02-01T10:00:00.000Z', 'Mum was born in Whitby.', RUTH);
    const built = buildMemory([narrator, agreeing]);
    expect(built.facts).toHaveLength(1);
    expect(built.facts[0]!.sources.map((ref) => [ref.id, ref.author?.name])).toEqual([
      ['n1', undefined],
      ['r2', 'Ruth'],
    ]);
    expect(built.facts[0]!.alternatives).toBeUndefined();
  });

  it('lets the narrator take the relative’s version through the fact edit, then the relative agrees', () => {
    const before = buildMemory([narrator, ruth]);
    const born = before.facts.find((fact) => fact.predicate === 'born')!;
    const taken = buildMemory(
      [narrator, ruth],
      updateFact(EMPTY_OVERRIDES, born.id, { date: born.alternatives![0]!.date }),
    );
    const after = taken.facts.find((fact) => fact.id === born.id)!;
    expect(after).toMatchObject({ date: { year: 1962 }, status: 'confirmed' });
    expect(after.alternatives).toBeUndefined();
    expect(after.sources.map((ref) => ref.id)).toEqual(['n1', 'r1']);
  });

  it('reads whatever name the entry holds now ("a relative" once the account is gone)', () => {
    const gone = { ...ruth, source: { ...ruth.source, author: { name: FORMER_RELATIVE_NAME } } };
    const built = buildMemory([narrator, gone]);
    const born = built.facts.find((fact) => fact.predicate === 'born')!;
    expect(born.alternatives?.[0]?.author).toEqual({ name: FORMER_RELATIVE_NAME });
    const moved = built.facts.find((fact) => fact.predicate === 'moved_to')!;
    expect(moved.id).toBe(buildMemory([narrator, ruth]).facts.find((f) => f.predicate === 'moved_to')!.id);
  });

  it('never lets a relative’s version settle or raise a conflict among the narrator’s own', () => {
    const again = source('n2', '2025-01-05T10:00:00.000Z', 'I was born in 1960.');
    const built = buildMemory([narrator, again, ruth]);
    expect(built.conflicts).toHaveLength(1);
    expect(built.conflicts[0]!.values).toEqual(['1961', '1960']);
    expect(built.facts.filter((fact) => fact.status === 'conflicted')).toHaveLength(2);
  });
});
