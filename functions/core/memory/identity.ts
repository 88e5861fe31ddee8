import { createHash } from 'node:crypto';
import {
  type MemorySourceKind,
  type MemorySourceRef,
  NARRATOR,
  type SourceExtraction,
} from '#shared/schemas/memory.ts';
import type { Contributor } from '#shared/schemas/story.ts';

/** One piece of the narrator's material the memory digested. `at` (ISO time) orders the pieces. */
export interface SourceMeta {
  kind: MemorySourceKind;
  id: string;
  conversationId?: string;
  storyId?: string;
  at?: string;
  /** A relative's accepted memory (issue 25): its author, as the entry names them now. */
  author?: Contributor;
}
/** A piece of material and what was extracted from it (stored per source, so a rebuild re-reads nothing). */
export interface SourceInput {
  source: SourceMeta;
  extraction: SourceExtraction;
}
/** A thread a conversation summary left to follow up, or the answer to the first path question. */
export interface SourcedText {
  text: string;
  source: MemorySourceRef;
}

/** Where a fact came from, with the sentence that says it. */
export const refOf = (source: SourceMeta, excerpt: string): MemorySourceRef => ({
  kind: source.kind,
  id: source.id,
  ...(source.conversationId ? { conversationId: source.conversationId } : {}),
  ...(source.storyId ? { storyId: source.storyId } : {}),
  excerpt,
  ...(source.author ? { author: authorOf(source.author) } : {}),
});

/** The author as the memory shows them: their name (whatever the entry holds now) and relationship. */
export const authorOf = (author: Contributor): Contributor => ({
  name: author.name,
  ...(author.relationship ? { relationship: author.relationship } : {}),
});

/** Each source once, in order, with the first excerpt seen for it. */
export const uniqueSources = (refs: Iterable<MemorySourceRef>): MemorySourceRef[] => {
  const seen = new Map<string, MemorySourceRef>();
  for (const ref of refs) if (!seen.has(`${ref.kind}:${ref.id}`)) seen.set(`${ref.kind}:${ref.id}`, ref);
  return [...seen.values()];
};

/**
 * What makes two statements the same fact, and two names the same person. One person, several names:
 * "Tom", "Thomas" and "Tom Hollins" are the same man. A first name is the same
 * as its common English variants, and a first name alone is the full name that starts with it when exactly
 * one such full name is known (with "Tom Hollins" and "Tom Smith" both known, "Tom" stays apart).
 */

const VARIANTS: string[][] = [
  ['thomas', 'tom', 'tommy'],
  ['william', 'bill', 'billy', 'will', 'willie', 'willy', 'liam'],
  ['robert', 'bob', 'bobby', 'rob', 'robbie'],
  ['margaret', 'peggy', 'peg', 'maggie', 'meg', 'madge', 'mags'],
  ['james', 'jim', 'jimmy', 'jamie'],
  ['john', 'jack', 'johnny', 'jon'],
  ['katherine', 'catherine', 'kathryn', 'kate', 'katie', 'kathy', 'cathy', 'kath', 'kitty'],
  ['elizabeth', 'liz', 'lizzie', 'beth', 'betty', 'bess', 'bessie', 'eliza', 'libby'],
  ['richard', 'dick', 'dicky', 'rick', 'ricky', 'richie'],
  ['edward', 'ed', 'eddie', 'ted', 'teddy', 'ned'],
  ['henry', 'harry', 'hal'],
  ['charles', 'charlie', 'chas'],
  ['joseph', 'joe', 'joey'],
  ['michael', 'mike', 'mick', 'micky', 'mickey'],
  ['anthony', 'tony'],
  ['frederick', 'fred', 'freddie', 'freddy'],
  ['alfred', 'alf', 'alfie'],
  ['arthur', 'art'],
  ['dorothy', 'dot', 'dottie', 'dolly'],
  ['mary', 'molly', 'polly'],
  ['susan', 'sue', 'susie'],
  ['jennifer', 'jenny', 'jen'],
  ['ann', 'anne', 'annie'],
  ['daniel', 'dan', 'danny'],
  ['david', 'dave', 'davy'],
  ['peter', 'pete'],
  ['stephen', 'steven', 'steve'],
  ['christopher', 'chris'],
  ['benjamin', 'ben'],
  ['alexander', 'alex', 'alec'],
  ['nicholas', 'nick', 'nicky'],
  ['matthew', 'matt'],
  ['andrew', 'andy'],
  ['francis', 'frank'],
  ['leonard', 'len', 'lenny'],
  ['ronald', 'ron', 'ronnie'],
  ['donald', 'don', 'donnie'],
  ['kenneth', 'ken', 'kenny'],
  ['gerald', 'gerry'],
  ['lawrence', 'laurence', 'larry', 'laurie'],
  ['walter', 'walt', 'wally'],
  ['victoria', 'vicky', 'vickie'],
  ['rebecca', 'becky'],
  ['deborah', 'debbie', 'debra'],
  ['patricia', 'trish', 'patsy'],
  ['edith', 'edie'],
  ['eleanor', 'ellie'],
];

const CANONICAL = new Map(
  VARIANTS.flatMap((group) => group.map((name): [string, string] => [name, group[0]!])),
);
const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'aunt', 'auntie', 'uncle', 'cousin']);

/** A first name as its canonical variant: "tom" → "thomas". */
export const canonicalFirstName = (name: string): string => CANONICAL.get(name) ?? name;

const parse = (name: string): { first: string; surname?: string } | null => {
  const words = name
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .split(/\s+/)
    .map((word) => word.replace(/\.$/, ''))
    .filter((word) => word && !TITLES.has(word));
  if (!words.length) return null;
  return { first: canonicalFirstName(words[0]!), ...(words.length > 1 ? { surname: words.at(-1)! } : {}) };
};

export interface People {
  /** The same key for every name of one person. */
  keyOf: (name: string) => string;
  /** The fullest name the narrator used for the person (most words, then first said). */
  fullName: (name: string) => string;
}

/** The people among `names` (in the order the narrator said them). */
export const peopleOf = (names: Iterable<string>): People => {
  const said = [...new Set([...names].map((name) => name.trim()).filter(Boolean))];
  const fullKeys = new Map<string, Set<string>>();
  for (const name of said) {
    const parsed = parse(name);
    if (parsed?.surname) {
      const keys = fullKeys.get(parsed.first) ?? new Set();
      keys.add(`${parsed.first} ${parsed.surname}`);
      fullKeys.set(parsed.first, keys);
    }
  }
  const keyOf = (name: string): string => {
    const parsed = parse(name);
    if (!parsed) return name.trim().toLowerCase();
    if (parsed.surname) return `${parsed.first} ${parsed.surname}`;
    const full = fullKeys.get(parsed.first);
    return full?.size === 1 ? [...full][0]! : parsed.first;
  };
  const fullest = new Map<string, string>();
  for (const name of said) {
    const key = keyOf(name);
    const best = fullest.get(key);
    if (!best || name.split(/\s+/).length > best.split(/\s+/).length) fullest.set(key, name);
  }
  return { keyOf, fullName: (name) => fullest.get(keyOf(name)) ?? name };
};

/** A stable id: a prefix and the start of the SHA-256 of what identifies the thing. */
export const stableId = (prefix: string, identity: string): string =>
  `${prefix}${createHash('sha256').update(identity).digest('hex').slice(0, 20)}`;

/** A value as compared: lower case, no leading "the", punctuation and runs of spaces folded. */
export const normalise = (text: string): string =>
  text
    .toLowerCase()
    .replace(/['’]/g, "'")
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^the /, '');

/** Predicates with one value per subject: a second birthplace is a conflict, not a second birth. */
const SINGLE = new Set(['born', 'died']);

/**
 * The facts that may conflict share this key: the subject (the narrator, or the person whatever name the
 * narrator used), the predicate and, except for births and deaths, the value (the spouse as a person, the
 * place or the organisation). `moved_to` is keyed by place, so two moves to two places never conflict.
 */
export const groupKey = (people: People, subject: string, predicate: string, value: string): string => {
  const who = subject === NARRATOR ? NARRATOR : `person:${people.keyOf(subject)}`;
  const slot = SINGLE.has(predicate)
    ? ''
    : predicate === 'married'
      ? `person:${people.keyOf(value)}`
      : normalise(value);
  return `${who}|${predicate}|${slot}`;
};
