import type { Fact, Memory } from '#shared/schemas/memory.ts';
import {
  CORRECTED_VALUE_RE,
  CORRECTED_YEAR_RE,
  CORRECTION_RE,
  cleanName,
  splitSentences,
} from '../memory/patterns.ts';

/**
 * What a keepsake may not assert (issue 22), read off the narrator's memory: a value of a fact that is one side
 * of an open conflict, or that was superseded (corrected by the narrator, or the loser of a resolved conflict).
 * `token` is how the value shows in a sentence: the year when the facts differ by year, else the value.
 */
export interface FactRule {
  token: string;
  status: 'conflicted' | 'superseded';
  /** Ids of the passages (messages, entries, notes, email insights) that state it. */
  sources: Set<string>;
}

const sameClaim = (a: Fact, b: Fact) =>
  a.id !== b.id && a.subject.toLowerCase() === b.subject.toLowerCase() && a.predicate === b.predicate;

/** The year when the fact's rivals have another year, else the value (a place, a person). */
const tokenOf = (fact: Fact, rivals: Fact[]): string => {
  const year = fact.date?.year;
  if (year !== undefined && (rivals.length === 0 || rivals.some((rival) => rival.date?.year !== year)))
    return String(year);
  return fact.value || (year !== undefined ? String(year) : '');
};

const YEARS = /(?<!\d)(?:1[89]|20)\d{2}(?!\d)/g;

/**
 * A fact the narrator corrected (PUT /api/memory/facts/{id}: it keeps its sources and is confirmed) whose
 * source still says the old value: the year the excerpt holds that is not the fact's, or, when the value was
 * corrected, the excerpt's sentence itself. Either is a value the narrator took back, so superseded.
 */
const correctedRules = (fact: Fact): FactRule[] => {
  if (fact.status !== 'confirmed') return [];
  const rules: FactRule[] = [];
  for (const source of fact.sources) {
    const said = source.excerpt.replace(/^…|…$/g, '').trim();
    const sources = new Set([source.id]);
    const otherYears = [...said.matchAll(YEARS)]
      .map(([year]) => year)
      .filter((year) => year !== String(fact.date?.year));
    if (fact.date)
      for (const year of new Set(otherYears)) rules.push({ token: year, status: 'superseded', sources });
    // The value was corrected when the excerpt holds none of its words ("Whitby" → "Scarborough").
    const words = fact.value.toLowerCase().match(/\p{L}{3,}/gu) ?? [];
    if (said && words.length && !words.some((word) => said.toLowerCase().includes(word)))
      rules.push({ token: said, status: 'superseded', sources });
  }
  return rules;
};

export const factRules = (memory: Memory | undefined): FactRule[] => {
  if (!memory) return [];
  const open = new Set(
    memory.conflicts.filter((conflict) => conflict.status === 'open').flatMap((conflict) => conflict.factIds),
  );
  const rules: FactRule[] = [];
  for (const fact of memory.facts) {
    rules.push(...correctedRules(fact));
    const conflicted = fact.status === 'conflicted' && open.has(fact.id);
    if (!conflicted && fact.status !== 'superseded') continue;
    const token = tokenOf(
      fact,
      memory.facts.filter((other) => sameClaim(other, fact)),
    );
    if (!token) continue;
    rules.push({
      token,
      status: conflicted ? 'conflicted' : 'superseded',
      sources: new Set(fact.sources.map((source) => source.id)),
    });
  }
  return rules;
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The token as a whole word: "1961" not inside "19610", "Whitby" not inside "Whitbyside". */
export const holds = (sentence: string, token: string): boolean =>
  new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(token)}(?![\\p{L}\\d])`, 'u').test(sentence);

const LAST_YEAR = /(?:1[89]|20)\d{2}(?![\d'’]|s\b)(?!.*(?:1[89]|20)\d{2})/su;
const LAST_NAME = /\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,5}(?!.*\p{Lu})/su;

/**
 * The corrected form of what the narrator said just before a correction marker ("in 1953, no, sorry, in
 * 1954", "Leeds — I mean York"): `before` with its last year (or last name) replaced by the corrected one, or
 * undefined when the marker corrects nothing it can find (then it was an ordinary "no" or "actually").
 */
const corrected = (before: string, rest: string): { text: string; used: number } | undefined => {
  const year = CORRECTED_YEAR_RE.exec(rest);
  if (year?.groups?.year) {
    if (!LAST_YEAR.test(before)) return undefined;
    const replacement = year.groups.approx ? `${year.groups.approx} ${year.groups.year}` : year.groups.year;
    return { text: before.replace(LAST_YEAR, replacement), used: year[0].length };
  }
  const value = CORRECTED_VALUE_RE.exec(rest);
  const name = cleanName(value?.groups?.value);
  if (!value || !name) return undefined;
  const target = LAST_NAME.exec(before);
  if (!target || target.index === 0) return undefined;
  return {
    text: `${before.slice(0, target.index)}${name}${before.slice(target.index + target[0].length)}`,
    used: value[0].length,
  };
};

/**
 * The narrator's sentences with their self-corrections applied: "I started at the mill in 1953, no, sorry, in
 * 1954." becomes "I started at the mill in 1954."; a sentence that only corrects the one before ("No, sorry,
 * in 1954.") corrects that one and goes.
 */
export const correctedSentences = (text: string): string[] => {
  const out: string[] = [];
  for (const original of splitSentences(text)) {
    let sentence = original;
    let dropped = false;
    for (let pass = 0; pass < 3; pass += 1) {
      const marker = [...sentence.matchAll(CORRECTION_RE)].find((match) => {
        const before = sentence.slice(0, match.index).trim();
        return corrected(before || (out.at(-1) ?? ''), sentence.slice(match.index + match[0].length));
      });
      if (!marker) break;
      const before = sentence.slice(0, marker.index).trim();
      const rest = sentence.slice(marker.index + marker[0].length);
      if (!before && out.length) {
        const previous = out.pop()!;
        const fix = corrected(previous.replace(/[.!?…]+$/, ''), rest)!;
        out.push(`${fix.text}${previous.match(/[.!?…]+$/)?.[0] ?? '.'}`);
        dropped = true;
        break;
      }
      const fix = corrected(before.replace(/[\s,;:–—-]+$/, ''), rest);
      if (!fix) break;
      sentence = `${fix.text}${rest.slice(fix.used)}`.replace(/\s+([.!?…])/g, '$1');
    }
    if (!dropped) out.push(sentence);
  }
  return out;
};

/**
 * What the offline composer may copy of one narrator passage: its corrected sentences, less those holding a
 * conflicted or superseded value that this passage states.
 */
export const composableText = (id: string, text: string, rules: FactRule[]): string => {
  const own = rules.filter((rule) => rule.sources.has(id));
  return correctedSentences(text)
    .filter((sentence) => !own.some((rule) => holds(sentence, rule.token)))
    .join(' ');
};
