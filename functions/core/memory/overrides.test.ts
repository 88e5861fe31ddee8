import { describe, expect, it } from 'vitest';
import {
  type Fact,
  type MemoryOverrides,
  resolveConflictBody,
  toConflictResolution,
  updateFactBody,
} from '#shared/schemas/memory.ts';
import { resolutionError } from './conflicts.ts';
import { extractClaims } from './extract-offline.ts';
import { type BuiltMemory, buildMemory, type SourceInput } from './merge.ts';
import { EMPTY_OVERRIDES, forgetFact, resolveConflict, typedFactId, updateFact } from './overrides.ts';

const digest = (texts: string[], prefix = 'm'): SourceInput[] =>
  texts.map((text, index) => {
    const source = { kind: 'message' as const, id: `${prefix}${index}`, conversationId: 'c1' };
    return { source, extraction: extractClaims({ ...source, text }) };
  });

const TEXTS = [
  'I was born in Whitby in 1938.',
  'I married Tom Hollins in 1961.',
  'We moved to Scarborough.',
  'I started at Hargreaves Mill in 1953, no, sorry, in 1954.',
  'Ruth was born in 1964.',
  'We moved to Filey around 1970.',
  'Tom and I married in 1962.',
  'I started at Hargreaves Mill in 1955.',
  'Ruth was born in 1965.',
  'We moved to Filey in 1971.',
];
const MATERIAL = digest(TEXTS);

const fact = (built: BuiltMemory, predicate: string, year?: number, value?: string): Fact => {
  const found = built.facts.find(
    (f) =>
      f.predicate === predicate &&
      (year === undefined || f.date?.year === year) &&
      (value === undefined || f.value === value),
  );
  if (!found) throw new Error(`no ${predicate} ${year ?? ''} ${value ?? ''}`);
  return found;
};
const conflictOf = (built: BuiltMemory, predicate: string) =>
  built.conflicts.find((c) => c.predicate === predicate)!;
const conflictThreads = (built: BuiltMemory) =>
  built.openThreads.filter((t) => t.kind === 'confirm-conflict').map((t) => t.about);

describe('overrides', () => {
  const base = buildMemory(MATERIAL);

  it('confirm: the confirmed value wins its conflict, and the latest confirmation wins', () => {
    const wed1961 = fact(base, 'married', 1961);
    const wed1962 = fact(base, 'married', 1962);
    const confirmed = updateFact(EMPTY_OVERRIDES, wed1962.id, { status: 'confirmed' });
    const built = buildMemory(MATERIAL, confirmed);
    expect(fact(built, 'married', 1962).status).toBe('confirmed');
    expect(fact(built, 'married', 1961).status).toBe('superseded');
    expect(conflictOf(built, 'married').status).toBe('resolved');
    expect(conflictThreads(built)).toEqual(['when you started at Hargreaves Mill', "Ruth's birth"]);
    expect(built.timeline.filter((t) => t.label === 'Married Tom Hollins')).toEqual([
      { factId: wed1962.id, year: 1962, approx: false, label: 'Married Tom Hollins' },
    ]);
    const changed = updateFact(confirmed, wed1961.id, { status: 'confirmed' });
    expect(changed.confirmed).toEqual([wed1962.id, wed1961.id]);
    expect(fact(buildMemory(MATERIAL, changed), 'married', 1961).status).toBe('confirmed');
    // A fact in no conflict is simply confirmed.
    const born = fact(base, 'born', 1938);
    expect(
      fact(
        buildMemory(MATERIAL, updateFact(EMPTY_OVERRIDES, born.id, { status: 'confirmed' })),
        'born',
        1938,
      ),
    ).toMatchObject({ id: born.id, status: 'confirmed' });
  });

  it('edit: the corrected fact keeps its id and its sources, and is confirmed', () => {
    const filey = fact(base, 'moved_to', undefined, 'Filey');
    const edited = buildMemory(
      MATERIAL,
      updateFact(EMPTY_OVERRIDES, filey.id, { date: { year: 1972, approx: false } }),
    );
    expect(fact(edited, 'moved_to', undefined, 'Filey')).toEqual({
      ...filey,
      date: { year: 1972, approx: false },
      status: 'confirmed',
    });
    const born = fact(base, 'born', 1938);
    const renamed = buildMemory(
      MATERIAL,
      updateFact(EMPTY_OVERRIDES, born.id, { value: 'Whitby, Yorkshire' }),
    );
    expect(renamed.timeline[0]).toEqual({
      factId: born.id,
      year: 1938,
      approx: false,
      label: 'Born in Whitby, Yorkshire',
    });
  });

  it('edit: a year corrected to the other side of a conflict makes one fact with both sources', () => {
    const wed1961 = fact(base, 'married', 1961);
    const built = buildMemory(
      MATERIAL,
      updateFact(EMPTY_OVERRIDES, wed1961.id, { date: { year: 1962, approx: false } }),
    );
    const weddings = built.facts.filter((f) => f.predicate === 'married');
    expect(weddings).toHaveLength(1);
    expect(weddings[0]).toMatchObject({ id: wed1961.id, status: 'confirmed', date: { year: 1962 } });
    expect(weddings[0]!.sources.map((s) => s.excerpt)).toEqual([
      'I married Tom Hollins in 1961.',
      'Tom and I married in 1962.',
    ]);
    expect(built.conflicts.map((c) => c.predicate)).toEqual(['started_work', 'born']);
  });

  it('forget: never extracted again from the same sources; a new source brings it back', () => {
    const filey = fact(base, 'moved_to', undefined, 'Filey');
    const forgotten = forgetFact(EMPTY_OVERRIDES, filey);
    expect(forgotten.forgotten).toEqual([{ factId: filey.id, sourceIds: ['m5', 'm9'] }]);
    const built = buildMemory(MATERIAL, forgotten);
    expect(built.facts.some((f) => f.value === 'Filey')).toBe(false);
    expect(built.timeline.some((t) => t.factId === filey.id)).toBe(false);
    // The same sources again (a redelivered message, an entry edited elsewhere) do not bring it back.
    expect(buildMemory(digest(TEXTS), forgotten)).toEqual(built);
    const editedEntry = digest(TEXTS.map((text, i) => (i === 9 ? `${text} It was lovely there.` : text)));
    expect(buildMemory(editedEntry, forgotten).facts.some((f) => f.value === 'Filey')).toBe(false);
    const again = [...MATERIAL, ...digest(['We moved to Filey in 1971.'], 'new')];
    const back = fact(buildMemory(again, forgotten), 'moved_to', undefined, 'Filey');
    expect(back).toMatchObject({ id: filey.id, date: { year: 1971, approx: false } });
    expect(back.sources.map((s) => s.id)).toEqual(['new0']);
  });

  it('forget: the forgotten fact’s question and edits go with it', () => {
    const scarborough = digest(['We moved to Scarborough.']);
    const [moved] = buildMemory(scarborough).facts;
    const withEdit = updateFact(EMPTY_OVERRIDES, moved!.id, { value: 'Scarborough town' });
    const forgotten = forgetFact(withEdit, moved!);
    expect(forgotten.edits).toEqual({});
    expect(forgotten.confirmed).toEqual([]);
    expect(buildMemory(scarborough, forgotten)).toMatchObject({ facts: [], openThreads: [], undated: [] });
  });

  it('resolve by factId: the chosen fact confirmed, the others superseded, the thread closed', () => {
    const mill = conflictOf(base, 'started_work');
    const chosen = fact(base, 'started_work', 1955);
    const overrides = resolveConflict(EMPTY_OVERRIDES, mill.id, toConflictResolution({ factId: chosen.id }));
    const built = buildMemory(MATERIAL, overrides);
    expect(conflictOf(built, 'started_work')).toMatchObject({ id: mill.id, status: 'resolved' });
    expect(
      built.facts.filter((f) => f.predicate === 'started_work').map((f) => [f.date?.year, f.status]),
    ).toEqual([
      [1953, 'superseded'],
      [1954, 'superseded'],
      [1955, 'confirmed'],
    ]);
    expect(conflictThreads(built)).toEqual(['your marriage to Tom Hollins', "Ruth's birth"]);
    // Ids are stable: the resolution still applies once more material arrives.
    const more = [...MATERIAL, ...digest(['Thomas passed away in 2009.'], 'later')];
    expect(conflictOf(buildMemory(more, overrides), 'started_work').status).toBe('resolved');
  });

  it('resolve by value: a narrator-typed fact is confirmed, or the fact that already reads so', () => {
    const ruth = conflictOf(base, 'born');
    const typed = buildMemory(MATERIAL, resolveConflict(EMPTY_OVERRIDES, ruth.id, { value: '1966' }));
    const births = typed.facts.filter((f) => f.subject === 'Ruth');
    expect(births.map((f) => [f.date?.year, f.status, f.sources.length])).toEqual([
      [1964, 'superseded', 1],
      [1965, 'superseded', 1],
      [1966, 'confirmed', 0],
    ]);
    expect(births[2]!.id).toBe(typedFactId(ruth.id, '1966'));
    expect(typed.timeline.filter((t) => t.label === 'Ruth was born').map((t) => t.year)).toEqual([1966]);
    const existing = buildMemory(MATERIAL, resolveConflict(EMPTY_OVERRIDES, ruth.id, { value: '1965' }));
    expect(existing.facts.filter((f) => f.subject === 'Ruth').map((f) => f.status)).toEqual([
      'superseded',
      'confirmed',
    ]);
    // Forgetting the typed fact drops its resolution: the conflict is open again.
    const undone = forgetFact(resolveConflict(EMPTY_OVERRIDES, ruth.id, { value: '1966' }), births[2]!);
    expect(undone.resolutions).toEqual({});
    expect(conflictOf(buildMemory(MATERIAL, undone), 'born').status).toBe('open');
  });

  it('says why a resolution does not fit its conflict', () => {
    const ruth = conflictOf(base, 'born');
    expect(resolutionError(ruth, { factId: ruth.factIds[1]! })).toBeNull();
    expect(resolutionError(ruth, { factId: 'someone-else' })).toBe(
      'factId is not one of this conflict’s facts',
    );
    expect(resolutionError(ruth, { value: 'about 1966' })).toBeNull();
    expect(resolutionError(ruth, { value: 'I am not sure' })).toBe('value must contain a four-digit year');
  });

  it('the overrides are plain data: updates never change what they are given', () => {
    const start: MemoryOverrides = structuredClone(EMPTY_OVERRIDES);
    const id = base.facts[0]!.id;
    updateFact(start, id, { value: 'Whitby' });
    forgetFact(start, base.facts[0]!);
    resolveConflict(start, base.conflicts[0]!.id, { value: '1962' });
    expect(start).toEqual({ forgotten: [], edits: {}, confirmed: [], resolutions: {} });
  });
});

describe('request bodies', () => {
  const issue = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
    result.error?.issues[0]?.message;

  it('PUT /api/memory/facts/{id}: at least one of value, date or status', () => {
    expect(updateFactBody.safeParse({ value: ' Filey ' }).data).toEqual({ value: 'Filey' });
    expect(updateFactBody.safeParse({ date: null }).success).toBe(true);
    expect(
      updateFactBody.safeParse({ date: { year: 1971, approx: true }, status: 'confirmed' }).success,
    ).toBe(true);
    expect(issue(updateFactBody.safeParse({}))).toBe('Nothing to update: send value, date or status');
    expect(issue(updateFactBody.safeParse({ value: '  ' }))).toBe('value must not be empty');
    expect(issue(updateFactBody.safeParse({ value: 'x'.repeat(201) }))).toBe(
      'value must be at most 200 characters',
    );
    expect(issue(updateFactBody.safeParse({ date: { year: 71, approx: false } }))).toBe(
      'year must be a four-digit year',
    );
    expect(issue(updateFactBody.safeParse({ date: { year: 1971, month: 13, approx: false } }))).toBe(
      'month must be between 1 and 12',
    );
    expect(updateFactBody.safeParse({ status: 'stated' }).success).toBe(false);
    expect(updateFactBody.safeParse({ value: 'Filey', sources: [] }).success).toBe(false);
  });

  it('POST /api/memory/conflicts/{id}/resolve: exactly one of factId or value', () => {
    expect(resolveConflictBody.safeParse({ factId: 'f1' }).data).toEqual({ factId: 'f1' });
    expect(toConflictResolution(resolveConflictBody.parse({ value: ' 1962 ' }))).toEqual({ value: '1962' });
    expect(issue(resolveConflictBody.safeParse({}))).toBe('factId or value is required');
    expect(issue(resolveConflictBody.safeParse({ factId: 'f1', value: '1962' }))).toBe(
      'Send either factId or value, not both',
    );
  });
});
