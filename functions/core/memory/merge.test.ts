import { describe, expect, it } from 'vitest';
import { memory } from '#shared/schemas/memory.ts';
import { extractClaims } from './extract-offline.ts';
import { buildMemory, type SourceInput, type SourceMeta } from './merge.ts';

/** The public sample persona of issue 21: Margaret Hollins, who goes by Peggy. */
const conversation = (id: string, at: string, texts: string[]): Array<SourceMeta & { text: string }> =>
  texts.map((text, index) => ({
    kind: 'message',
    id: `${id}-m${index}`,
    conversationId: id,
    at: `${at}T10:${String(index).padStart(2, '0')}:00.000Z`,
    text,
  }));
const S1 = conversation('s1', '2025-01-01', [
  'Everyone calls me Peggy.',
  'I was born in Whitby in 1938.',
  'Dad worked at the yard and my older brother looked after me.',
  'I married Tom Hollins in 1961.',
  'My aunt took us in during the war.',
  'We moved to Scarborough.',
  'My best friend and I walked to school along the harbour.',
]);
const S2 = conversation('s2', '2025-01-08', [
  'I started at Hargreaves Mill in 1953, no, sorry, in 1954.',
  'Ruth was born in 1964.',
]);
const ENTRY: SourceMeta & { text: string } = {
  kind: 'entry',
  id: 'e1',
  storyId: 'story1',
  at: '2025-01-10T09:00:00.000Z',
  text: 'We moved to Filey around 1970.',
};
const S3 = conversation('s3', '2025-01-15', ['Tom and I married in 1962.', 'Thomas passed away in 2009.']);
const S4 = conversation('s4', '2025-01-22', [
  'I started at Hargreaves Mill in 1955.',
  'Ruth was born in 1965.',
  'We moved to Scarborough in 1963.',
  'We moved to Filey in 1971.',
]);

const digest = (sources: Array<SourceMeta & { text: string }>): SourceInput[] =>
  sources.map(({ text, ...source }) => ({ source, extraction: extractClaims({ ...source, text }) }));

const ALL = [...S1, ...S2, ENTRY, ...S3, ...S4];
const byLabel = (built: ReturnType<typeof buildMemory>) =>
  built.timeline.map(({ year, approx, label }) => `${approx ? '~' : ''}${year} ${label}`);

describe('buildMemory: Margaret Hollins', () => {
  it('after S1: the preferred name and five gaps, asked in order', () => {
    const built = buildMemory(digest(S1));
    expect(built.preferredName).toEqual({
      value: 'Peggy',
      sources: [{ kind: 'message', id: 's1-m0', conversationId: 's1', excerpt: 'Everyone calls me Peggy.' }],
    });
    expect(built.openThreads.map(({ kind, about, question }) => [kind, about, question])).toEqual([
      ['missing-name', 'your older brother', "What was your older brother's name?"],
      ['missing-place', 'the yard', 'What was the name of the yard?'],
      ['missing-name', 'your aunt', "What was your aunt's name?"],
      ['missing-date', 'moving to Scarborough', 'When did you move to Scarborough?'],
      ['missing-name', 'your best friend', "What was your best friend's name?"],
    ]);
    expect(built.conflicts).toEqual([]);
    expect(byLabel(built)).toEqual(['1938 Born in Whitby', '1961 Married Tom Hollins']);
    expect(built.undated).toHaveLength(1);
    expect(built.facts.find((f) => f.id === built.undated[0])?.value).toBe('Scarborough');
  });

  it('after S4: exactly the three contradictions, and none of the traps', () => {
    const built = buildMemory(digest(ALL));
    expect(memory.safeParse({ ...built, processedThrough: [] }).success).toBe(true);
    expect(
      built.conflicts.map(({ subject, predicate, values, status }) => [subject, predicate, values, status]),
    ).toEqual([
      ['narrator', 'married', ['1961', '1962'], 'open'],
      ['narrator', 'started_work', ['1954', '1955'], 'open'],
      ['Ruth', 'born', ['1964', '1965'], 'open'],
    ]);
    const facts = new Map(built.facts.map((fact) => [fact.id, fact]));
    for (const conflict of built.conflicts)
      for (const id of conflict.factIds) expect(facts.get(id)?.status).toBe('conflicted');

    // The self-correction: 1953 is superseded and in no conflict, the timeline or the undated list.
    const superseded = built.facts.filter((fact) => fact.status === 'superseded');
    expect(superseded.map((f) => [f.predicate, f.date?.year])).toEqual([['started_work', 1953]]);
    expect(built.conflicts.flatMap((c) => c.factIds)).not.toContain(superseded[0]!.id);
    expect(built.timeline.map((t) => t.factId)).not.toContain(superseded[0]!.id);

    // Filey "around 1970" and "in 1971" are one fact, dated 1971, from both sources.
    const filey = built.facts.filter((fact) => fact.value === 'Filey');
    expect(filey).toHaveLength(1);
    expect(filey[0]).toMatchObject({ date: { year: 1971, approx: false }, status: 'stated' });
    expect(filey[0]!.sources.map((s) => [s.kind, s.id, s.excerpt])).toEqual([
      ['entry', 'e1', 'We moved to Filey around 1970.'],
      ['message', 's4-m3', 'We moved to Filey in 1971.'],
    ]);

    // Tom, Tom Hollins and Thomas: one marriage conflict, no second marriage, Thomas's death stands.
    expect(built.facts.filter((f) => f.predicate === 'married')).toHaveLength(2);
    expect(built.facts.find((f) => f.predicate === 'died')).toMatchObject({
      subject: 'Thomas',
      status: 'stated',
    });

    expect(byLabel(built)).toEqual([
      '1938 Born in Whitby',
      '1954 Started at Hargreaves Mill',
      '1955 Started at Hargreaves Mill',
      '1961 Married Tom Hollins',
      '1962 Married Tom Hollins',
      '1963 Moved to Scarborough',
      '1964 Ruth was born',
      '1965 Ruth was born',
      '1971 Moved to Filey',
      '2009 Thomas passed away',
    ]);
    expect(built.undated).toEqual([]);
  });

  it('after S4: the move is answered, the other gaps stay, and each conflict is asked gently', () => {
    const built = buildMemory(digest(ALL));
    expect(built.openThreads.map(({ kind, question }) => [kind, question])).toEqual([
      ['missing-name', "What was your older brother's name?"],
      ['missing-place', 'What was the name of the yard?'],
      ['missing-name', "What was your aunt's name?"],
      ['missing-name', "What was your best friend's name?"],
      [
        'confirm-conflict',
        'Earlier you mentioned 1961 and later 1962 for your marriage to Tom Hollins — which year is right?',
      ],
      [
        'confirm-conflict',
        'Earlier you mentioned 1954 and later 1955 for when you started at Hargreaves Mill — which year is right?',
      ],
      [
        'confirm-conflict',
        "Earlier you mentioned 1964 and later 1965 for Ruth's birth — which year is right?",
      ],
    ]);
    const wedding = built.openThreads.find((t) => t.kind === 'confirm-conflict')!;
    expect(wedding.sources.map((s) => s.excerpt)).toEqual([
      'I married Tom Hollins in 1961.',
      'Tom and I married in 1962.',
    ]);
  });

  it('every fact has sources from the material given, each excerpt holding its value or year', () => {
    const built = buildMemory(digest(ALL));
    const given = new Set(ALL.map((s) => s.id));
    for (const fact of built.facts) {
      expect(fact.sources.length).toBeGreaterThan(0);
      for (const source of fact.sources) {
        expect(given.has(source.id)).toBe(true);
        expect(source.excerpt.includes(fact.value) || source.excerpt.includes(String(fact.date?.year))).toBe(
          true,
        );
      }
    }
    for (const thread of built.openThreads)
      for (const s of thread.sources) expect(given.has(s.id)).toBe(true);
  });

  it('is deterministic: two runs are deep-equal, ids are stable and the input is not changed', () => {
    const inputs = digest(ALL);
    const before = structuredClone(inputs);
    const once = buildMemory(inputs);
    expect(buildMemory(digest(ALL))).toEqual(once);
    expect(inputs).toEqual(before);
    // Ids do not move when later material arrives.
    const early = buildMemory(digest(S1));
    for (const fact of early.facts) expect(once.facts.map((f) => f.id)).toContain(fact.id);
  });

  it('orders sources by time when each has one, whatever order they are given in', () => {
    expect(buildMemory(digest([...ALL].reverse()))).toEqual(buildMemory(digest(ALL)));
  });

  it('uses only what it is given: Walt’s lines are never passed, and bring nothing if they were', () => {
    const walt = conversation('s5', '2025-02-01', [
      'So you married Tom in 1960? When did you move to Carlisle?',
      'Shall I call you Peggy or Margaret?',
    ]);
    expect(digest(walt).every(({ extraction }) => extraction.claims.length === 0)).toBe(true);
    expect(buildMemory([])).toEqual({
      preferredName: null,
      facts: [],
      timeline: [],
      undated: [],
      conflicts: [],
      openThreads: [],
    });
    const without = buildMemory(digest(ALL.filter((s) => s.conversationId !== 's3')));
    expect(without.conflicts.map((c) => c.predicate)).toEqual(['started_work', 'born']);
    expect(without.facts.some((f) => f.predicate === 'died')).toBe(false);
  });
});

describe('buildMemory: merging rules', () => {
  const build = (...texts: string[]) =>
    buildMemory(digest(texts.map((text, i) => ({ kind: 'note', id: `n${i}`, storyId: 'st', text }))));

  it('two moves to two places are two facts; a second birthplace is a conflict', () => {
    const moves = build('We moved to Filey in 1971.', 'We moved to Leeds in 1980.');
    expect(moves.facts).toHaveLength(2);
    expect(moves.conflicts).toEqual([]);
    const born = build('I was born in Whitby in 1938.', 'I was born in Leeds.');
    expect(born.conflicts.map((c) => c.values)).toEqual([['Whitby', 'Leeds']]);
    expect(born.openThreads.at(-1)?.question).toBe(
      'Earlier you mentioned Whitby and later Leeds as where you were born — which is right?',
    );
  });

  it('an approximate year more than two years off is a conflict; a year-only birth joins the birthplace', () => {
    expect(
      build('We moved to Filey around 1966.', 'We moved to Filey in 1971.').conflicts[0]?.values,
    ).toEqual(['around 1966', '1971']);
    const born = build('I was born in 1938.', 'I was born in Whitby.');
    expect(born.facts.map((f) => [f.value, f.date?.year, f.sources.length])).toEqual([['Whitby', 1938, 2]]);
  });

  it('identical claims from several sources are one fact; a name given later closes its gap', () => {
    const built = build(
      'My older brother looked after me.',
      'My older brother Jack was kind.',
      'Ruth was born in 1964.',
      'Ruth was born in 1964!',
    );
    expect(built.facts).toHaveLength(1);
    expect(built.facts[0]!.sources.map((s) => s.id)).toEqual(['n2', 'n3']);
    expect(built.openThreads).toEqual([]);
  });

  it('an undated statement joins the dated one of the same person under another name', () => {
    const built = build('I married Tom.', 'I married Tom Hollins in 1961.');
    expect(built.facts.map((f) => [f.value, f.date?.year, f.sources.length])).toEqual([['Tom', 1961, 2]]);
    expect(built.openThreads).toEqual([]);
    expect(built.timeline.map((t) => t.label)).toEqual(['Married Tom Hollins']);
  });

  it('keeps "Tom" apart when two Toms are known', () => {
    const built = build(
      'I married Tom Hollins in 1961.',
      'I married Tom Smith in 1970.',
      'Tom and I married in 1962.',
    );
    expect(built.conflicts).toEqual([]);
  });

  it('takes the latest preferred name, else the answer to the first path question, with follow-ups last', () => {
    const first = {
      text: 'Just Peggy, please.',
      source: { kind: 'message' as const, id: 'q1', excerpt: 'Just Peggy, please.' },
    };
    const followUps = [
      {
        text: 'Her years at the mill',
        source: { kind: 'message' as const, id: 'sum1', excerpt: 'Her years at the mill' },
      },
    ];
    const answered = buildMemory([], undefined, { firstPathAnswer: first, followUps });
    expect(answered.preferredName).toEqual({ value: 'Peggy', sources: [first.source] });
    expect(answered.openThreads).toEqual([
      expect.objectContaining({
        kind: 'follow-up',
        question: 'Could you tell me more about her years at the mill?',
      }),
    ]);
    const said = build('Call me Meg.', 'Everyone calls me Peggy.');
    expect(buildMemory(digest([]), undefined, { firstPathAnswer: first }).preferredName?.value).toBe('Peggy');
    expect(said.preferredName?.value).toBe('Peggy');
  });
});
