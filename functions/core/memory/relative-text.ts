import { ci, NAME_START, RUN } from './patterns.ts';

/**
 * A relative's accepted memory (issue 25) speaks of the narrator in the third person ("Dad was born in 1962",
 * "Mum married Tom in 1958", "Peggy moved to Leeds in 1970"), and its "I" is the relative. Before the
 * statement classes read one of its sentences, the relative's own first person is set aside (it never makes
 * a fact about the narrator) and the words that name the narrator as the subject of a statement are turned
 * into the narrator's first person, so the same classes apply. Only the sentence the classes read changes:
 * excerpts keep the relative's words.
 */

/** What a child or grandchild calls the narrator. */
const KIN = 'Dad|Daddy|Mum|Mummy|Mom|Mommy|Father|Mother|Grandad|Granddad|Grandpa|Grandma|Gran|Nan|Nana';
const VERBS = 'was born|married|started at|retired from';
const END = String.raw`(?![\p{L}\d'’-])`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "Dad", "my mum", "our gran" (a bare kinship word must be capitalised: "his dad" is someone else's). */
const referenceTo = (names: string[]): string => {
  const named = names.map((name) => name.trim()).filter((name) => /^\p{Lu}/u.test(name));
  const alternatives = [`${ci('my|our')}\\s+${ci(KIN)}`, `(?:${KIN})`, ...named.map(escapeRegExp)];
  return String.raw`${NAME_START}(?<![Hh]is\s|[Hh]er\s|[Tt]heir\s)(?:${alternatives.join('|')})${END}`;
};

export type RelativeRewrite = (sentence: string) => string;

/** The rewrite of one sentence of a relative's text, for the narrator's first names given. */
export const relativeRewrite = (narratorNames: string[]): RelativeRewrite => {
  const ref = referenceTo(narratorNames);
  const ownI = new RegExp(String.raw`(?<![\p{L}\d'’-])[Ii](?=\s+(?:${ci(VERBS)})${END})`, 'gu');
  const ownWe = new RegExp(String.raw`(?<![\p{L}\d'’-])${ci('we')}(?=\s+${ci('moved to')}${END})`, 'gu');
  const pairFirst = new RegExp(String.raw`${ref}\s+${ci('and')}\s+(?<name>${RUN})\s+${ci('married')}`, 'gu');
  const pairSecond = new RegExp(
    String.raw`${NAME_START}(?<name>${RUN})\s+${ci('and')}\s+${ref}\s+${ci('married')}`,
    'gu',
  );
  const stated = new RegExp(String.raw`${ref}\s+(?<verb>${ci(VERBS)})${END}`, 'gu');
  const moved = new RegExp(String.raw`${ref}\s+${ci('moved to')}${END}`, 'gu');
  const pronoun = new RegExp(String.raw`^(?:He|She)\s+(?<verb>${ci(VERBS)})${END}`, 'u');
  const pronounMoved = new RegExp(String.raw`^(?:He|She)\s+${ci('moved to')}${END}`, 'u');
  return (sentence) =>
    sentence
      .replace(ownI, 'someone')
      .replace(ownWe, 'they')
      .replace(pairFirst, (_all, ...rest) => `${groups(rest).name} and I married`)
      .replace(pairSecond, (_all, ...rest) => `${groups(rest).name} and I married`)
      .replace(stated, (_all, ...rest) => `I ${groups(rest).verb}`)
      .replace(moved, 'we moved to')
      .replace(pronoun, (_all, ...rest) => `I ${groups(rest).verb}`)
      .replace(pronounMoved, 'we moved to');
};

/** The named groups of a replace callback's trailing arguments. */
const groups = (rest: unknown[]): Record<string, string> =>
  (rest.at(-1) as Record<string, string> | undefined) ?? {};
