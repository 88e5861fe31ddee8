import {
  type Fact,
  type FactDate,
  type Memory,
  type MemoryClaim,
  type MemoryOverrides,
  type MemorySourceRef,
  NARRATOR,
} from '#shared/schemas/memory.ts';
import { settleConflicts } from './conflicts.ts';
import {
  groupKey,
  normalise,
  type People,
  peopleOf,
  refOf,
  type SourcedText,
  type SourceInput,
  stableId,
  uniqueSources,
} from './identity.ts';
import { EMPTY_OVERRIDES } from './overrides.ts';
import { attributedLabel, mergeRelatives } from './relatives.ts';
import { buildThreads, preferredNameOf, timelineLabel, yearLabel } from './threads.ts';

export type { SourcedText, SourceInput, SourceMeta } from './identity.ts';

/**
 * Merges what every source said into one memory (docs/memory-extraction.md): pure and deterministic, the
 * same sources and overrides give the same memory, with the same ids, every time.
 */

export interface BuildExtras {
  /** The narrator's answer to the first path question, used for the name when no source gives one. */
  firstPathAnswer?: SourcedText;
  /** Threads the conversation summaries left to follow up. */
  followUps?: SourcedText[];
}
export type BuiltMemory = Omit<Memory, 'processedThrough'>;

interface Item {
  claim: MemoryClaim;
  ref: MemorySourceRef;
  order: number;
}
interface Cluster {
  items: Item[];
  superseded: boolean;
}

/** The sources oldest first: by `at` when every source has one, else as given. */
const ordered = (inputs: SourceInput[]): SourceInput[] =>
  inputs.every(({ source }) => source.at)
    ? inputs
        .map((input, index) => ({ input, index }))
        .sort((a, b) =>
          a.input.source.at! < b.input.source.at!
            ? -1
            : a.input.source.at! > b.input.source.at!
              ? 1
              : a.index - b.index,
        )
        .map(({ input }) => input)
    : inputs;

const claimKey = (claim: MemoryClaim): string =>
  [
    normalise(claim.subject),
    claim.predicate,
    normalise(claim.value),
    claim.date ? yearLabel(claim.date) : '',
  ].join('|');

const first = (items: Item[]) => Math.min(...items.map((item) => item.order));

/**
 * Claims of one subject and predicate (and value) as facts: identical claims are one fact; an approximate
 * year joins an exact (else approximate) year within ±2; an undated claim joins the earliest dated fact.
 */
const clusterByYear = (items: Item[]): Item[][] => {
  const clusters: Array<{ year: number | null; approx: boolean; items: Item[] }> = [];
  for (const item of items)
    if (item.claim.date && !item.claim.date.approx) {
      const year = item.claim.date.year;
      const cluster = clusters.find((c) => c.year === year);
      if (cluster) cluster.items.push(item);
      else clusters.push({ year, approx: false, items: [item] });
    }
  const nearest = (year: number, approx: boolean) =>
    clusters
      .filter((c) => c.approx === approx && c.year !== null && Math.abs(c.year - year) <= 2)
      .sort((a, b) => Math.abs(a.year! - year) - Math.abs(b.year! - year))[0];
  for (const item of items)
    if (item.claim.date?.approx) {
      const year = item.claim.date.year;
      const cluster = nearest(year, false) ?? nearest(year, true);
      if (cluster) cluster.items.push(item);
      else clusters.push({ year, approx: true, items: [item] });
    }
  const undated = items.filter((item) => !item.claim.date);
  const earliest = [...clusters].sort((a, b) => first(a.items) - first(b.items))[0];
  if (undated.length && earliest) earliest.items.push(...undated);
  else if (undated.length) clusters.push({ year: null, approx: false, items: undated });
  return clusters.map((c) => c.items.sort((a, b) => a.order - b.order));
};

/** One group's claims as clusters: values apart (a value-less claim joins the first value), then by year. */
const clusterGroup = (items: Item[]): Cluster[] => {
  const byValue = new Map<string, Item[]>();
  const valueless: Item[] = [];
  const superseded = new Map<string, Item[]>();
  for (const item of items) {
    if (item.claim.superseded) {
      const key = claimKey(item.claim);
      superseded.set(key, [...(superseded.get(key) ?? []), item]);
    } else if (normalise(item.claim.value)) {
      // The spouse is already the group's person: "Tom" and "Tom Hollins" are one value.
      const value = item.claim.predicate === 'married' ? 'spouse' : normalise(item.claim.value);
      byValue.set(value, [...(byValue.get(value) ?? []), item]);
    } else valueless.push(item);
  }
  const values = [...byValue.values()];
  if (values[0]) values[0].push(...valueless);
  else if (valueless.length) values.push(valueless);
  return [
    ...values.flatMap((list) =>
      clusterByYear(list.sort((a, b) => a.order - b.order)).map((clustered) => ({
        items: clustered,
        superseded: false,
      })),
    ),
    ...[...superseded.values()].map((list) => ({ items: list, superseded: true })),
  ];
};

/** A cluster's date: its exact year, else its first approximate year. */
const dateOf = (items: Item[]): FactDate | null => {
  const exact = items.find((item) => item.claim.date && !item.claim.date.approx)?.claim.date;
  return exact ?? items.find((item) => item.claim.date)?.claim.date ?? null;
};

/** The cluster as a fact, from the items the narrator has not made it forget. */
const factOf = (id: string, cluster: Cluster, items: Item[]): Fact => {
  const founding = items[0]!.claim;
  const value = items.find((item) => item.claim.value)?.claim.value ?? '';
  const kind = founding.predicate === 'born' ? (value ? 'place' : 'date') : founding.kind;
  return {
    id,
    kind,
    subject: founding.subject,
    predicate: founding.predicate,
    value,
    date: dateOf(items),
    status: cluster.superseded ? 'superseded' : 'stated',
    sources: uniqueSources(items.map((item) => item.ref)),
  };
};

/** Facts reading the same (the spouse as a person: "Tom" is "Tom Hollins"), for merging after edits. */
const signature = (people: People, fact: Fact) =>
  [
    groupKey(people, fact.subject, fact.predicate, fact.value),
    fact.predicate === 'married' ? '' : normalise(fact.value),
    fact.date ? yearLabel(fact.date) : '',
  ].join('|');

/** Everything the sources say, merged, with the narrator's overrides applied. */
export const buildMemory = (
  inputs: SourceInput[],
  overrides: MemoryOverrides = EMPTY_OVERRIDES,
  extras: BuildExtras = {},
): BuiltMemory => {
  const all = ordered(inputs);
  // The narrator's own words build the facts exactly as before; relatives' accepted memories (issue 25) are
  // added afterwards, never overriding or conflicting with them (relatives.ts).
  const sources = all.filter(({ source }) => !source.author);
  const items: Item[] = sources.flatMap(({ source, extraction }) =>
    extraction.claims.map((claim) => ({ claim, ref: refOf(source, claim.excerpt), order: 0 })),
  );
  for (const [order, item] of items.entries()) item.order = order;
  const people = peopleOf(
    items
      .flatMap(({ claim }) => [claim.subject, claim.predicate === 'married' ? claim.value : ''])
      .filter((name) => name && name !== NARRATOR),
  );

  const groups = new Map<string, Item[]>();
  for (const item of items) {
    const key = groupKey(people, item.claim.subject, item.claim.predicate, item.claim.value);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  const clusters = [...groups.values()].flatMap(clusterGroup).sort((a, b) => first(a.items) - first(b.items));

  const forgotten = new Map<string, Set<string>>();
  for (const { factId, sourceIds } of overrides.forgotten)
    forgotten.set(factId, new Set([...(forgotten.get(factId) ?? []), ...sourceIds]));
  const taken = new Set<string>();
  let facts: Fact[] = [];
  const edited = new Set<string>();
  for (const cluster of clusters) {
    const founding = cluster.items[0]!.claim;
    let id = stableId('f', `${claimKey(founding)}${cluster.superseded ? '|superseded' : ''}`);
    for (let n = 2; taken.has(id); n += 1)
      id = stableId('f', `${claimKey(founding)}|${cluster.superseded}|${n}`);
    taken.add(id);
    const kept = cluster.items.filter((item) => !forgotten.get(id)?.has(item.ref.id));
    if (!kept.length) continue;
    const fact = factOf(id, cluster, kept);
    const edit = overrides.edits[id];
    if (edit?.value !== undefined) fact.value = edit.value;
    if (edit?.date !== undefined) fact.date = edit.date;
    if (edit) edited.add(id);
    if (overrides.confirmed.includes(id)) fact.status = 'confirmed';
    facts.push(fact);
  }

  // An edit can make two facts one: the edited fact keeps its id and takes the other's sources.
  const merged: Fact[] = [];
  const bySignature = new Map<string, number>();
  for (const fact of facts) {
    const key = fact.status === 'superseded' ? undefined : signature(people, fact);
    const at = key === undefined ? undefined : bySignature.get(key);
    if (key === undefined || at === undefined) {
      if (key !== undefined) bySignature.set(key, merged.length);
      merged.push(fact);
      continue;
    }
    const kept = merged[at]!;
    const survivor = edited.has(fact.id) && !edited.has(kept.id) ? fact : kept;
    survivor.sources = uniqueSources([...kept.sources, ...fact.sources]);
    if (kept.status === 'confirmed' || fact.status === 'confirmed') survivor.status = 'confirmed';
    merged[at] = survivor;
  }
  facts = merged;

  const { conflicts, conflictTopics } = settleConflicts(facts, people, overrides);
  const relatives = mergeRelatives(
    all.filter(({ source }) => source.author),
    facts,
    people,
    overrides,
    forgotten,
  );
  facts.push(...relatives.facts);

  const current = facts.filter((fact) => fact.status !== 'superseded');
  const labelled = current
    .filter((fact) => fact.date)
    .map((fact) => ({ fact, label: attributedLabel(fact, timelineLabel(fact, people)) }))
    .sort(
      (a, b) =>
        a.fact.date!.year - b.fact.date!.year ||
        (a.fact.date!.month ?? 0) - (b.fact.date!.month ?? 0) ||
        (a.label < b.label ? -1 : a.label > b.label ? 1 : 0) ||
        (a.fact.id < b.fact.id ? -1 : 1),
    );
  return {
    preferredName: preferredNameOf(sources, extras.firstPathAnswer),
    facts,
    timeline: labelled.map(({ fact, label }) => ({
      factId: fact.id,
      year: fact.date!.year,
      approx: fact.date!.approx,
      label,
    })),
    undated: current.filter((fact) => !fact.date).map((fact) => fact.id),
    conflicts,
    openThreads: buildThreads({
      inputs: sources,
      facts,
      conflicts,
      people,
      conflictTopics,
      followUps: extras.followUps ?? [],
    }).concat(relatives.threads),
  };
};
