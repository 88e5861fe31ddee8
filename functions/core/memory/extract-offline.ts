import {
  type FactKind,
  type MemoryClaim,
  type MemorySourceKind,
  NARRATOR,
  type SourceExtraction,
  type ThreadAnswer,
  type ThreadCandidate,
} from '#shared/schemas/memory.ts';
import {
  ANY_YEAR_RE,
  CORRECTED_VALUE_RE,
  CORRECTED_YEAR_RE,
  CORRECTION_RE,
  ci,
  cleanName,
  DATE,
  excerptOf,
  GENERIC_PLACE_RE,
  NAME_START,
  NAMED_PLACE_RE,
  NEGATED_RE,
  PREFERRED_NAME_RE,
  parseDate,
  RELATION_RE,
  RUN,
  splitSentences,
} from './patterns.ts';
import { relativeRewrite } from './relative-text.ts';

/**
 * The deterministic offline extractor of Walt's memory: exactly the statement classes of
 * docs/memory-extraction.md, from one piece of the narrator's own words (never Walt's lines).
 */

/** One piece of the narrator's material: a message with role 'user', an entry, a narrator's note, an insight. */
export interface ExtractionSource {
  kind: MemorySourceKind;
  id: string;
  conversationId?: string;
  storyId?: string;
  text: string;
  /**
   * Set for a relative's accepted memory (issue 25): the text is the relative's, speaking of the narrator in
   * the third person (by a kinship word, "he"/"she" opening a sentence, or one of `narratorNames`).
   */
  relative?: { narratorNames: string[] };
}

type Groups = Record<string, string | undefined>;
type Stated = Omit<MemoryClaim, 'superseded' | 'excerpt'>;

interface Statement {
  re: RegExp;
  build: (groups: Groups) => Stated | null;
}

const dated = String.raw`(?:,?\s+(?<date>${DATE}))`;
const I = String.raw`\b[Ii]\s+`;
/** An organisation may follow "the": "I retired from the Post Office". */
const THE = String.raw`(?:${ci('the')}\s+)?`;

const STATEMENTS: Statement[] = [
  {
    // I was born in ⟨Place⟩ in ⟨YYYY⟩ / I was born in ⟨Place⟩ / I was born in ⟨YYYY⟩ (in ⟨Place⟩)
    re: new RegExp(
      String.raw`${I}${ci('was born')}(?:\s+${ci('in')}\s+(?<place>${RUN})(?:\s*,\s*${RUN}){0,3})?${dated}?(?:,?\s+${ci('in')}\s+(?<place2>${RUN}))?`,
      'gu',
    ),
    build: (g) => {
      const place = cleanName(g.place ?? g.place2);
      const date = parseDate(g.date);
      if (!place && !date) return null;
      const kind: FactKind = place ? 'place' : 'date';
      return { kind, subject: NARRATOR, predicate: 'born', value: place, date };
    },
  },
  {
    re: new RegExp(String.raw`${I}${ci('married')}\s+(?<name>${RUN})${dated}?`, 'gu'),
    build: (g) =>
      person(g, (name) => ({ kind: 'relation', subject: NARRATOR, predicate: 'married', value: name })),
  },
  {
    re: new RegExp(
      String.raw`${NAME_START}(?<name>${RUN})\s+${ci('and')}\s+[Ii]\s+${ci('married')}${dated}?`,
      'gu',
    ),
    build: (g) =>
      person(g, (name) => ({ kind: 'relation', subject: NARRATOR, predicate: 'married', value: name })),
  },
  {
    re: new RegExp(String.raw`${I}${ci('started at')}\s+${THE}(?<name>${RUN})${dated}?`, 'gu'),
    build: (g) =>
      person(g, (org) => ({ kind: 'event', subject: NARRATOR, predicate: 'started_work', value: org })),
  },
  {
    re: new RegExp(String.raw`${NAME_START}(?<name>${RUN})\s+${ci('was born')}${dated}`, 'gu'),
    build: (g) => person(g, (name) => ({ kind: 'date', subject: name, predicate: 'born', value: '' })),
  },
  {
    re: new RegExp(String.raw`\b${ci('we moved to')}\s+(?<name>${RUN})${dated}?`, 'gu'),
    build: (g) =>
      person(g, (place) => ({ kind: 'place', subject: NARRATOR, predicate: 'moved_to', value: place })),
  },
  {
    re: new RegExp(String.raw`${NAME_START}(?<name>${RUN})\s+${ci('passed away')}${dated}?`, 'gu'),
    build: (g) => person(g, (name) => ({ kind: 'event', subject: name, predicate: 'died', value: '' })),
  },
  {
    re: new RegExp(String.raw`${I}${ci('retired from')}\s+${THE}(?<name>${RUN})${dated}?`, 'gu'),
    build: (g) =>
      person(g, (org) => ({ kind: 'event', subject: NARRATOR, predicate: 'retired', value: org })),
  },
];

/** A statement around a captured name, place or organisation; none when the capture is not a name. */
const person = (g: Groups, make: (name: string) => Omit<Stated, 'date'>): Stated | null => {
  const name = cleanName(g.name);
  return name ? { ...make(name), date: parseDate(g.date) } : null;
};

/** Events Walt asks the year of when the narrator gives none. */
const DATED_EVENTS: Record<string, (claim: MemoryClaim) => { about: string; question: string }> = {
  moved_to: (c) => ({ about: `moving to ${c.value}`, question: `When did you move to ${c.value}?` }),
  married: (c) => ({ about: `marrying ${c.value}`, question: `When did you marry ${c.value}?` }),
  started_work: (c) => ({ about: `starting at ${c.value}`, question: `When did you start at ${c.value}?` }),
  retired: (c) => ({ about: `retiring from ${c.value}`, question: `When did you retire from ${c.value}?` }),
  died: (c) => ({ about: `${c.subject} passing away`, question: `When did ${c.subject} pass away?` }),
};

interface Found {
  start: number;
  end: number;
  claim: MemoryClaim;
}

const sameSubject = (a: MemoryClaim, b: MemoryClaim) => a.subject.toLowerCase() === b.subject.toLowerCase();

/** The statements of one sentence, in the order they appear. */
const statementsOf = (sentence: string): Found[] => {
  const found: Found[] = [];
  for (const { re, build } of STATEMENTS)
    for (const match of sentence.matchAll(re)) {
      const stated = build(match.groups ?? {});
      if (!stated) continue;
      const at = match.index + match[0].length - 1;
      const claim: MemoryClaim = { ...stated, superseded: false, excerpt: excerptOf(sentence, at) };
      found.push({ start: match.index, end: match.index + match[0].length, claim });
    }
  return found.sort((a, b) => a.start - b.start || a.end - b.end);
};

/**
 * Applies the self-corrections of one sentence ("in 1953, no, sorry, in 1954", "I mean …", "actually it
 * was …") to the claim said just before them (in this sentence or earlier in the same text): that claim is
 * superseded and the corrected one stated (inserted after it). Returns the spans the corrections used.
 */
const applyCorrections = (
  sentence: string,
  found: Found[],
  previous: MemoryClaim[],
): Array<[number, number]> => {
  const used: Array<[number, number]> = [];
  for (const marker of sentence.matchAll(CORRECTION_RE)) {
    const at = marker.index;
    const end = at + marker[0].length;
    if (found.some((f) => at >= f.start && at < f.end)) continue;
    const before = found.filter((f) => f.end <= at);
    const target = before.at(-1)?.claim ?? (before.length ? undefined : previous.at(-1));
    if (!target || target.superseded) continue;
    const next = found.find((f) => f.start >= end && sentence.slice(end, f.start).trim() === '');
    if (next) {
      if (next.claim.predicate === target.predicate && sameSubject(next.claim, target))
        target.superseded = true;
      continue;
    }
    const rest = sentence.slice(end);
    const year = CORRECTED_YEAR_RE.exec(rest);
    if (year?.groups?.year) {
      const date = { year: Number(year.groups.year), approx: year.groups.approx !== undefined };
      used.push([end, end + year[0].length]);
      if (!target.date) target.date = date;
      else if (target.date.year !== date.year || target.date.approx !== date.approx) {
        target.superseded = true;
        insertAfter(found, previous, target, { ...target, date, superseded: false }, sentence);
      }
      continue;
    }
    const value = cleanName(CORRECTED_VALUE_RE.exec(rest)?.groups?.value);
    if (value && target.value && value.toLowerCase() !== target.value.toLowerCase()) {
      target.superseded = true;
      insertAfter(found, previous, target, { ...target, value, superseded: false }, sentence);
    }
  }
  return used;
};

/** Puts the corrected claim right after the one it corrects (its excerpt then holds both sentences). */
const insertAfter = (
  found: Found[],
  previous: MemoryClaim[],
  target: MemoryClaim,
  corrected: MemoryClaim,
  sentence: string,
) => {
  const index = found.findIndex((f) => f.claim === target);
  if (index >= 0) found.splice(index + 1, 0, { ...found[index]!, claim: corrected });
  else {
    const both = `${target.excerpt} ${sentence}`;
    corrected.excerpt = excerptOf(both, both.length - 1);
    previous.splice(previous.indexOf(target) + 1, 0, corrected);
  }
};

/** Relatives and friends without a name, workplaces named only generically, and the names that answer them. */
const gapsOf = (sentence: string, threads: ThreadCandidate[], answers: ThreadAnswer[]) => {
  for (const match of sentence.matchAll(RELATION_RE)) {
    const g = match.groups ?? {};
    const label = [g.mod, g.rel].filter(Boolean).join(' ').toLowerCase().replace(/\s+/g, ' ');
    const about = `your ${label}`;
    const excerpt = excerptOf(sentence, match.index);
    const name = cleanName(g.name);
    if (name) answers.push({ kind: 'missing-name', about, value: name, excerpt });
    else threads.push({ kind: 'missing-name', about, question: `What was your ${label}'s name?`, excerpt });
  }
  for (const match of sentence.matchAll(GENERIC_PLACE_RE)) {
    const label = (match.groups?.label ?? '').toLowerCase();
    const about = `the ${label}`;
    const excerpt = excerptOf(sentence, match.index);
    const name = cleanName(match.groups?.name);
    if (name) answers.push({ kind: 'missing-place', about, value: name, excerpt });
    else
      threads.push({ kind: 'missing-place', about, question: `What was the name of the ${label}?`, excerpt });
  }
  for (const match of sentence.matchAll(NAMED_PLACE_RE)) {
    const name = cleanName(match.groups?.name);
    const label = (match.groups?.label ?? '').toLowerCase();
    if (name)
      answers.push({
        kind: 'missing-place',
        about: `the ${label}`,
        value: `${name} ${match.groups?.label}`,
        excerpt: excerptOf(sentence, match.index),
      });
  }
};

/** The last preferred-name form of the sentence that is not negated ("don't call me Maggie"). */
const preferredNameOf = (sentence: string): { value: string; excerpt: string } | undefined => {
  let found: { value: string; excerpt: string } | undefined;
  for (const match of sentence.matchAll(PREFERRED_NAME_RE)) {
    if (NEGATED_RE.test(sentence.slice(0, match.index))) continue;
    const value = (match.groups?.name ?? '').replace(/['’]s$/, '').replace(/['’-]+$/, '');
    if (value && value !== 'I') found = { value, excerpt: excerptOf(sentence, match.index) };
  }
  return found;
};

/**
 * What a relative's accepted memory says of the narrator (issue 25): the statement classes, read on each
 * sentence rewritten so that the narrator (as the relative names them) is the first person and the relative's
 * own "I" and "we" state nothing. Every claim keeps the relative's own sentence as its excerpt. No gaps, no
 * answers and no preferred name: "my older brother" and "call me Ruthie" are the relative's, not the narrator's.
 */
const extractRelativeClaims = (text: string, narratorNames: string[]): SourceExtraction => {
  const rewrite = relativeRewrite(narratorNames);
  const claims: MemoryClaim[] = [];
  for (const sentence of splitSentences(text)) {
    const rewritten = rewrite(sentence);
    const found = statementsOf(rewritten);
    applyCorrections(rewritten, found, claims);
    for (const { claim } of found) {
      const token = claim.date ? String(claim.date.year) : claim.value;
      const at = Math.max(0, token ? sentence.indexOf(token) : 0);
      claims.push({ ...claim, excerpt: excerptOf(sentence, at) });
    }
  }
  return { claims, threads: [] };
};

/** Everything one piece of the narrator's words says for the memory. Pure: the same text, the same answer. */
export const extractClaims = (source: ExtractionSource): SourceExtraction => {
  if (source.relative) return extractRelativeClaims(source.text, source.relative.narratorNames);
  const claims: MemoryClaim[] = [];
  const threads: ThreadCandidate[] = [];
  const answers: ThreadAnswer[] = [];
  const looseYear = new Set<MemoryClaim>();
  let preferredName: { value: string; excerpt: string } | undefined;
  for (const sentence of splitSentences(source.text)) {
    const found = statementsOf(sentence);
    const used = applyCorrections(sentence, found, claims);
    const spans = [...found.map((f): [number, number] => [f.start, f.end]), ...used];
    const loose = [...sentence.matchAll(ANY_YEAR_RE)].some(
      (year) => !spans.some(([start, end]) => year.index >= start && year.index < end),
    );
    for (const { claim } of found) {
      claims.push(claim);
      if (loose) looseYear.add(claim);
    }
    gapsOf(sentence, threads, answers);
    preferredName = preferredNameOf(sentence) ?? preferredName;
  }
  for (const claim of claims) {
    const ask = DATED_EVENTS[claim.predicate];
    if (!ask || claim.date || claim.superseded || looseYear.has(claim)) continue;
    const { subject, predicate, value } = claim;
    threads.push({
      kind: 'missing-date',
      ...ask(claim),
      excerpt: claim.excerpt,
      fact: { subject, predicate, value },
    });
  }
  return { claims, threads, answers, ...(preferredName ? { preferredName } : {}) };
};
