import type {
  Fact,
  FactAlternative,
  FactDate,
  MemoryClaim,
  MemoryOverrides,
  MemorySourceRef,
  OpenThread,
} from '#shared/schemas/memory.ts';
import type { Contributor } from '#shared/schemas/story.ts';
import { FAMILY_TEXTS } from '#shared/texts.ts';
import {
  authorOf,
  groupKey,
  normalise,
  type People,
  refOf,
  type SourceInput,
  stableId,
  uniqueSources,
} from './identity.ts';
import { timelineLabel, topicOf, yearLabel } from './threads.ts';

/**
 * Relatives' accepted memories in the narrator's memory (issue 25, docs/memory-extraction.md "Relatives'
 * memories"). A relative's fact never overrides, and never conflicts away, the narrator's: when the narrator
 * has the same fact, the relative's claim is one more (attributed) source of it if they agree, else it is kept
 * beside it as an alternative ("Ruth remembers it differently: 1962") that the narrator can take. A relative's
 * fact the narrator never stated is a fact of its own with its `author`, never raised as a conflict.
 */

interface RelativeItem {
  claim: MemoryClaim;
  ref: MemorySourceRef;
  author: Contributor;
}

const compatibleDates = (fact: FactDate | null, claim: FactDate | null): boolean => {
  if (!claim) return true;
  if (!fact) return false;
  return fact.approx || claim.approx ? Math.abs(fact.year - claim.year) <= 2 : fact.year === claim.year;
};

/** The relative agrees with the narrator's fact: the same value (or none given) and a compatible year. */
const agrees = (fact: Fact, claim: MemoryClaim): boolean =>
  (fact.predicate === 'married' || !claim.value || normalise(claim.value) === normalise(fact.value)) &&
  compatibleDates(fact.date, claim.date);

/** How the relative's version reads beside the narrator's: "1962", "around 1970", "Leeds" or "Leeds, 1962". */
const alternativeLabel = (fact: Fact, claim: MemoryClaim): string => {
  const valueDiffers =
    fact.predicate !== 'married' && !!claim.value && normalise(claim.value) !== normalise(fact.value);
  const dateDiffers = !compatibleDates(fact.date, claim.date);
  if (valueDiffers && dateDiffers && claim.date) return `${claim.value}, ${yearLabel(claim.date)}`;
  if (dateDiffers && claim.date) return yearLabel(claim.date);
  return claim.value;
};

const sameAuthor = (a: Contributor, b: Contributor) => a.name === b.name && a.relationship === b.relationship;

/** The narrator's fact of a group a relative's version is shown under: the confirmed one, else the first. */
const primary = (facts: Fact[]): Fact | undefined => facts.find((f) => f.status === 'confirmed') ?? facts[0];

export interface RelativesResult {
  /** Facts only relatives state, each with its author. */
  facts: Fact[];
  /** What Walt may ask about them: never stated as the narrator's own. */
  threads: OpenThread[];
}

/**
 * Adds the relatives' claims to the narrator's facts (sources and alternatives, in place) and returns the
 * facts only relatives state. `facts` are the narrator's, built and settled; `forgotten` maps a fact id to
 * the source ids the narrator made it forget.
 */
export const mergeRelatives = (
  inputs: SourceInput[],
  facts: Fact[],
  people: People,
  overrides: MemoryOverrides,
  forgotten: Map<string, Set<string>>,
): RelativesResult => {
  const items: RelativeItem[] = inputs.flatMap(({ source, extraction }) =>
    source.author
      ? extraction.claims
          .filter((claim) => !claim.superseded)
          .map((claim) => ({ claim, ref: refOf(source, claim.excerpt), author: authorOf(source.author!) }))
      : [],
  );
  const narrator = new Map<string, Fact[]>();
  for (const fact of facts)
    if (fact.status !== 'superseded') {
      const key = groupKey(people, fact.subject, fact.predicate, fact.value);
      narrator.set(key, [...(narrator.get(key) ?? []), fact]);
    }
  const isForgotten = (factId: string, item: RelativeItem) =>
    forgotten.get(factId)?.has(item.ref.id) ?? false;

  const own = new Map<string, { id: string; items: RelativeItem[] }>();
  const threads = new Map<string, OpenThread>();
  const thread = (key: string, about: string, question: string, ref: MemorySourceRef) => {
    const known = threads.get(key);
    if (known) known.sources = uniqueSources([...known.sources, ref]);
    else
      threads.set(key, {
        id: stableId('t', `follow-up|relative|${key}`),
        kind: 'follow-up',
        about,
        question,
        sources: [ref],
      });
  };

  for (const item of items) {
    const { claim } = item;
    const key = groupKey(people, claim.subject, claim.predicate, claim.value);
    const mine = narrator.get(key) ?? [];
    const agreeing = mine.find((fact) => agrees(fact, claim));
    if (agreeing) {
      if (!isForgotten(agreeing.id, item)) agreeing.sources = uniqueSources([...agreeing.sources, item.ref]);
      continue;
    }
    const target = primary(mine);
    if (target) {
      if (isForgotten(target.id, item)) continue;
      const label = alternativeLabel(target, claim);
      const alternatives = target.alternatives ?? [];
      const same = alternatives.find((alt) => sameAuthor(alt.author, item.author) && alt.label === label);
      if (same) same.sources = uniqueSources([...same.sources, item.ref]);
      else {
        const alternative: FactAlternative = {
          author: item.author,
          value: claim.value,
          date: claim.date,
          label,
          sources: [item.ref],
        };
        target.alternatives = [...alternatives, alternative];
      }
      const topic = topicOf(target, people);
      thread(
        `${target.id}|${label}`,
        topic,
        `${FAMILY_TEXTS.remembersDifferently(item.author.name, label)} (${topic}) — how do you remember it?`,
        item.ref,
      );
      continue;
    }
    // Only relatives say it: their own fact, one per group and year (the founding claim names it).
    const cluster = `${key}|${claim.date ? yearLabel(claim.date) : ''}|${claim.predicate === 'married' ? '' : normalise(claim.value)}`;
    const known = own.get(cluster);
    if (known) known.items.push(item);
    else
      own.set(cluster, {
        id: stableId(
          'f',
          `relative|${key}|${claim.date ? yearLabel(claim.date) : ''}|${normalise(claim.value)}`,
        ),
        items: [item],
      });
  }

  const theirs: Fact[] = [];
  for (const { id, items: clustered } of own.values()) {
    const kept = clustered.filter((item) => !isForgotten(id, item));
    if (!kept.length) continue;
    const founding = kept[0]!;
    const value = kept.find((item) => item.claim.value)?.claim.value ?? '';
    const fact: Fact = {
      id,
      kind: founding.claim.predicate === 'born' ? (value ? 'place' : 'date') : founding.claim.kind,
      subject: founding.claim.subject,
      predicate: founding.claim.predicate,
      value,
      date: kept.find((item) => item.claim.date)?.claim.date ?? null,
      status: overrides.confirmed.includes(id) ? 'confirmed' : 'stated',
      sources: uniqueSources(kept.map((item) => item.ref)),
      author: founding.author,
    };
    const edit = overrides.edits[id];
    if (edit?.value !== undefined) fact.value = edit.value;
    if (edit?.date !== undefined) fact.date = edit.date;
    theirs.push(fact);
    const label = timelineLabel(fact, people);
    thread(
      id,
      label,
      `${FAMILY_TEXTS.remembers(founding.author.name)}: ${lowerFirst(label)}${fact.date ? ` (${yearLabel(fact.date)})` : ''} — what do you remember of it?`,
      fact.sources[0]!,
    );
  }
  return { facts: theirs, threads: [...threads.values()] };
};

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** A relative's fact on the timeline: "Ruth remembers: moved to Leeds". */
export const attributedLabel = (fact: Fact, label: string): string =>
  fact.author ? `${FAMILY_TEXTS.remembers(fact.author.name)}: ${lowerFirst(label)}` : label;
