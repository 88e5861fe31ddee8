import type {
  Conflict,
  ConflictResolution,
  Fact,
  FactDate,
  MemoryOverrides,
} from '#shared/schemas/memory.ts';
import { groupKey, normalise, type People, stableId } from './identity.ts';
import { typedFactId } from './overrides.ts';
import { conflictQuestion, topicOf, yearLabel } from './threads.ts';

/**
 * Conflicts: facts of one subject and predicate (and spouse, place or organisation) that cannot all be
 * right — a different birthplace, or years that differ (exact years at all, an approximate one by more
 * than two). The narrator's resolution or latest confirmation settles one.
 */

const compatible = (a: FactDate, b: FactDate) =>
  a.approx || b.approx ? Math.abs(a.year - b.year) <= 2 : a.year === b.year;

interface Disagreement {
  facts: Fact[];
  placeConflict: boolean;
}

/** The facts of one group that disagree, if any. */
const disagreement = (facts: Fact[]): Disagreement | null => {
  const places = facts.filter((fact) => fact.predicate === 'born' && fact.value);
  const placeConflict = new Set(places.map((fact) => normalise(fact.value))).size > 1;
  const dated = facts.filter((fact) => fact.date);
  const yearConflict = dated.some((a, i) => dated.slice(i + 1).some((b) => !compatible(a.date!, b.date!)));
  if (!placeConflict && !yearConflict) return null;
  const involved = new Set([...(placeConflict ? places : []), ...(yearConflict ? dated : [])]);
  return { facts: facts.filter((fact) => involved.has(fact)), placeConflict };
};

const TYPED_YEAR = /\b(\d{4})\b/;

/** The fact the narrator typed ("Neither — let me type it"); the matching fact when one already reads so. */
const typedChoice = (conflictId: string, found: Disagreement, typed: string): Fact | undefined => {
  const template = found.facts[0]!;
  const id = typedFactId(conflictId, typed);
  if (found.placeConflict) {
    const same = found.facts.find((fact) => normalise(fact.value) === normalise(typed));
    return same ?? { ...template, id, kind: 'place', value: typed.trim(), sources: [] };
  }
  const year = TYPED_YEAR.exec(typed)?.[1];
  if (!year) return undefined;
  const date: FactDate = { year: Number(year), approx: /\b(?:around|about|circa)\b/i.test(typed) };
  const same = found.facts.find((fact) => fact.date && yearLabel(fact.date) === yearLabel(date));
  return same ?? { ...template, id, date, sources: [] };
};

const winnerOf = (
  conflictId: string,
  found: Disagreement,
  resolution: ConflictResolution | undefined,
  confirmed: string[],
): Fact | undefined => {
  if (resolution && 'factId' in resolution) {
    const chosen = found.facts.find((fact) => fact.id === resolution.factId);
    if (chosen) return chosen;
  }
  if (resolution && 'value' in resolution) {
    const typed = typedChoice(conflictId, found, resolution.value);
    if (typed) return typed;
  }
  const latest = Math.max(...found.facts.map((fact) => confirmed.lastIndexOf(fact.id)));
  return latest >= 0 ? found.facts.find((fact) => fact.id === confirmed[latest]) : undefined;
};

/** How each fact of a conflict reads: "1961", "around 1970", "Whitby", or "Whitby, 1938" when both differ. */
const valuesOf = ({ facts, placeConflict }: Disagreement): string[] =>
  facts.map((fact) => {
    if (!placeConflict) return fact.date ? yearLabel(fact.date) : fact.value;
    const yearsDiffer = facts.some((other) => other.date && other.date.year !== fact.date?.year);
    return yearsDiffer && fact.date
      ? `${fact.value || 'unknown place'}, ${yearLabel(fact.date)}`
      : fact.value;
  });

/**
 * Why a resolution cannot apply to the conflict (null when it can): the chosen fact must be one of the
 * conflict's, and a typed value for a conflict over years must hold a four-digit year.
 */
export const resolutionError = (conflict: Conflict, resolution: ConflictResolution): string | null => {
  if ('factId' in resolution)
    return conflict.factIds.includes(resolution.factId) ? null : 'factId is not one of this conflict’s facts';
  const overYears = conflict.values.every((value) => /^(?:around )?\d{4}$/.test(value));
  return overYears && !TYPED_YEAR.test(resolution.value) ? 'value must contain a four-digit year' : null;
};

/**
 * Finds the conflicts among the current facts and settles the resolved ones: the chosen (or typed, or
 * latest confirmed) fact is confirmed, the others superseded. A typed fact is appended to `facts`.
 * Conflict ids come from their earliest fact's id, so they are stable across rebuilds.
 */
export const settleConflicts = (
  facts: Fact[],
  people: People,
  overrides: MemoryOverrides,
): { conflicts: Conflict[]; conflictTopics: Map<string, { about: string; question: string }> } => {
  const live = new Map<string, Fact[]>();
  for (const fact of facts)
    if (fact.status !== 'superseded') {
      const key = groupKey(people, fact.subject, fact.predicate, fact.value);
      live.set(key, [...(live.get(key) ?? []), fact]);
    }
  const forgotten = new Set(overrides.forgotten.map((record) => record.factId));
  const conflicts: Conflict[] = [];
  const conflictTopics = new Map<string, { about: string; question: string }>();
  for (const group of live.values()) {
    const found = group.length > 1 ? disagreement(group) : null;
    if (!found) continue;
    const id = stableId('c', `conflict|${found.facts[0]!.id}`);
    let winner = winnerOf(id, found, overrides.resolutions[id], overrides.confirmed);
    if (winner && !facts.includes(winner)) {
      const edit = overrides.edits[winner.id];
      if (forgotten.has(winner.id)) winner = undefined;
      else {
        winner = { ...winner, ...(edit?.value !== undefined ? { value: edit.value } : {}) };
        if (edit?.date !== undefined) winner.date = edit.date;
        facts.push(winner);
      }
    }
    for (const fact of found.facts) fact.status = winner ? 'superseded' : 'conflicted';
    if (winner) winner.status = 'confirmed';
    const values = valuesOf(found);
    const topic = topicOf(found.facts[0]!, people);
    conflicts.push({
      id,
      subject: found.facts[0]!.subject,
      predicate: found.facts[0]!.predicate,
      values,
      factIds: found.facts.map((fact) => fact.id),
      status: winner ? 'resolved' : 'open',
    });
    conflictTopics.set(id, { about: topic, question: conflictQuestion(values, topic, found.placeConflict) });
  }
  return { conflicts, conflictTopics };
};
