import type { Fact, Memory } from '#shared/schemas/memory.ts';
import { NARRATOR } from '#shared/schemas/memory.ts';
import { FAMILY_TEXTS } from '#shared/texts.ts';
import type { ArtefactPassage } from '../../ai/provider.ts';

/** The heading research goes under: background, never the narrator's life (issue 22). */
export const RESEARCH_HEADING =
  'Background research (not the narrator\u2019s life: attribute it, e.g. "Records of the time show …", and never state it as something the narrator did)';

const YEAR = /(?<!\d)(?:1[89]|20)\d{2}(?!\d)/;

/**
 * A whole-life piece follows the years of the life, not the order of telling (issue 22): each passage of the
 * narrator's takes the earliest year of the memory's facts it states (or, failing that, the first year it
 * names); a passage with no year stays right after the one the narrator told before it. A stable sort, so
 * passages of the same year keep the order they were told in.
 */
export const inLifeOrder = (passages: ArtefactPassage[], memory: Memory | undefined): ArtefactPassage[] => {
  const yearOf = new Map<string, number>();
  for (const fact of memory?.facts ?? []) {
    if (fact.status === 'superseded' || !fact.date) continue;
    for (const source of fact.sources) {
      const known = yearOf.get(source.id);
      if (known === undefined || fact.date.year < known) yearOf.set(source.id, fact.date.year);
    }
  }
  let previous = Number.NEGATIVE_INFINITY;
  const keyed = passages.map((passage, told) => {
    const year =
      yearOf.get(passage.id) ?? Number(YEAR.exec(passage.composable ?? passage.text)?.[0] ?? Number.NaN);
    if (!Number.isNaN(year)) previous = year;
    return { passage, told, year: previous };
  });
  return keyed.sort((a, b) => a.year - b.year || a.told - b.told).map(({ passage }) => passage);
};

const factLine = (fact: Fact): string =>
  [
    fact.subject === NARRATOR ? 'The narrator' : fact.subject,
    fact.predicate.replace(/_/g, ' '),
    fact.value,
    fact.date ? `in ${fact.date.approx ? 'about ' : ''}${fact.date.year}` : '',
  ]
    .filter(Boolean)
    .join(' ');

/** The memory's facts with their statuses, its open conflicts and (for a whole life) its timeline, as text. */
export const memorySections = (memory: Memory, whole: boolean) => {
  const lines: string[] = [];
  for (const fact of memory.facts) {
    // Issue 25: a relative's fact is theirs, and a relative's different version never replaces the narrator's.
    if (fact.author) {
      if (fact.status !== 'superseded')
        lines.push(
          `- ${factLine(fact)} (not stated by the narrator: ${FAMILY_TEXTS.remembers(fact.author.name)} this, a relative; only ever write it as theirs, "${FAMILY_TEXTS.remembers(fact.author.name)} …")`,
        );
      continue;
    }
    for (const alternative of fact.alternatives ?? [])
      if (fact.status !== 'superseded')
        lines.push(
          `- ${FAMILY_TEXTS.remembersDifferently(alternative.author.name, alternative.label)} (for: ${factLine(fact)}; a relative's version: the narrator's value stands; write it only as theirs, or leave it out)`,
        );
    if (fact.status === 'stated') lines.push(`- ${factLine(fact)} (stated by the narrator)`);
    if (fact.status === 'confirmed')
      lines.push(`- ${factLine(fact)} (confirmed by the narrator: this value is the right one)`);
    if (fact.status === 'superseded')
      lines.push(`- ${factLine(fact)} (superseded: the narrator corrected it; never use this value)`);
  }
  for (const conflict of memory.conflicts)
    if (conflict.status === 'open')
      lines.push(
        `- Not settled: ${conflict.subject === NARRATOR ? 'the narrator' : conflict.subject} ${conflict.predicate.replace(/_/g, ' ')}: the narrator has said ${conflict.values.join(' and also ')}. Never state one of these alone: write "${conflict.values.join(' or ')}", or leave it out.`,
      );
  const sections = lines.length
    ? [{ heading: "What Walt's memory holds (facts with their status)", lines }]
    : [];
  if (whole && memory.timeline.length)
    sections.push({
      heading: 'The years of the life (order the chapters by them, not by the order of telling)',
      lines: memory.timeline.map((item) => `- ${item.approx ? 'about ' : ''}${item.year}: ${item.label}`),
    });
  return sections;
};
