import { paragraphsOf } from '#shared/paragraphs.ts';
import type { Grounding, UnsupportedToken } from '#shared/schemas/artefact.ts';
import { splitSentences } from '../memory/patterns.ts';

/**
 * The grounding check of a keepsake (issue 22): every year, decade and proper name of the generated text must
 * occur in the narrator's material; research counts only for a paragraph that attributes it ("Records of the
 * time show …"). Deterministic and the same for every provider, so it runs on every version the worker
 * stores. Names are runs of capitalised words: inside a sentence any capitalised word that is not a common
 * word; at the start of a sentence only a word the text and the material never write in lower case.
 * Headings are checked for years only (a title capitalises every word).
 */

export interface GroundingCorpus {
  /** The narrator's own words, their name and their stories' titles. */
  narrator: string;
  /** Research reports: background a paragraph may cite when it says so. */
  research: string;
  /**
   * Relatives' accepted memories (issue 25): their names and years count only for a paragraph that attributes
   * the memory to its author ("Ruth remembers …").
   */
  relatives?: { name: string; text: string }[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a paragraph names a relative as the one remembering: "Ruth remembers …", "as Ruth recalls". */
export const attributesTo = (paragraph: string, name: string): boolean =>
  !!name.trim() &&
  new RegExp(
    `(?<![\\p{L}])${escapeRegExp(name.trim())}(?:['’]s)?\\s+(?:also\\s+|still\\s+)?(?:remembers|remembered|recalls|recalled|says|said|writes|wrote|tells|told|memory|memories)\\b|\\b(?:as|what)\\s+${escapeRegExp(name.trim())}\\s+(?:remembers|recalls)\\b`,
    'iu',
  ).test(paragraph);

/** Two vocabularies as one. */
const union = (a: Vocabulary, b: Vocabulary): Vocabulary => ({
  words: new Set([...a.words, ...b.words]),
  years: new Set([...a.years, ...b.years]),
  decadeWords: new Set([...a.decadeWords, ...b.decadeWords]),
});

/** A paragraph that presents what follows as the record, not as the narrator's life. */
export const ATTRIBUTION =
  /\b(?:records?(?: of the (?:time|day|period))? (?:show|shows|tell|suggest|note)|according to|historians?|history records|newspapers of the (?:time|day)|research (?:shows|suggests|notes)|at the time,? (?:records|reports|newspapers)|(?:it|this) was reported|reports? from the (?:time|day|period))\b/i;

/** Capitalised words that are not names wherever they stand. */
const COMMON = new Set(
  (
    'i a an the and but or nor so yet then than when while after before during since until once as at by for ' +
    'from in into of off on onto out over to up upon with within without about above across against along among ' +
    'around behind below beneath beside between beyond despite down inside near past through throughout toward ' +
    'towards under underneath unlike via he she it they we you me him her them us his hers its their theirs our ' +
    'ours your yours my mine this that these those there here what which who whom whose why how where if ' +
    'though although because whether not no yes nothing everything something anything everyone someone nobody ' +
    'all both each every few many most much more some any such one two three four five six seven eight nine ten ' +
    'first second third last next later soon still even just only also too very often always never sometimes ' +
    'perhaps maybe now today tonight yesterday tomorrow years year life family home love oh well dear sadly ' +
    'eventually finally meanwhile afterwards instead together again already once mum mom dad mother father ' +
    'granny grandad grandma grandpa nan nana gran aunt uncle sir madam mr mrs ms miss dr st ' +
    'monday tuesday wednesday thursday friday saturday sunday january february march april may june july ' +
    'august september october november december spring summer autumn winter christmas easter ' +
    'chapter part epilogue prologue photo offline walt records according historians history newspapers ' +
    'research reports'
  ).split(' '),
);

const DECADE_WORDS: Record<string, number> = {
  twenties: 2,
  thirties: 3,
  forties: 4,
  fifties: 5,
  sixties: 6,
  seventies: 7,
  eighties: 8,
  nineties: 9,
};

const YEAR_TOKEN =
  /(?<![\d£$€.,])(?:1[5-9]|20)\d{2}(?:['’]?s)?(?![\d%])|['’]\d0s\b|\b(?:the )?(?:twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties)\b/gi;
const WORD = /\p{Lu}[\p{L}'’-]*/gu;

export interface Vocabulary {
  /** Lower-cased words. */
  words: Set<string>;
  /** Years and the decades they fall in (decade digit → present), and the text itself for phrases. */
  years: Set<number>;
  decadeWords: Set<number>;
}

const normalise = (word: string) =>
  word
    .toLowerCase()
    .replace(/['’]s$/, '')
    .replace(/['’-]+$/, '');

export const vocabulary = (text: string): Vocabulary => {
  const words = new Set<string>();
  for (const word of text.match(/[\p{L}][\p{L}'’-]*/gu) ?? []) words.add(normalise(word));
  const years = new Set<number>();
  for (const year of text.match(/(?<!\d)(?:1[5-9]|20)\d{2}(?!\d)/g) ?? []) years.add(Number(year));
  const decadeWords = new Set<number>();
  for (const [word, digit] of Object.entries(DECADE_WORDS)) if (words.has(word)) decadeWords.add(digit);
  return { words, years, decadeWords };
};

/** Whether a year or decade token of the text is held by the vocabulary. */
const yearHeld = (token: string, vocab: Vocabulary): boolean => {
  const lower = token.toLowerCase().replace(/^the /, '');
  const full = /^(\d{4})(?:['’]?s)?$/.exec(lower);
  if (full) {
    const year = Number(full[1]);
    if (!/s$/.test(lower)) return vocab.years.has(year);
    const decade = Math.floor(year / 10) * 10;
    return (
      [...vocab.years].some((held) => held >= decade && held < decade + 10) ||
      vocab.decadeWords.has((decade / 10) % 10)
    );
  }
  const digit = /^['’](\d)0s$/.exec(lower)?.[1] ?? DECADE_WORDS[lower];
  if (digit === undefined) return true;
  const tens = Number(digit);
  return vocab.decadeWords.has(tens) || [...vocab.years].some((held) => Math.floor(held / 10) % 10 === tens);
};

/** The years and names of one paragraph (a heading gives its years only). */
export const tokensOf = (
  paragraph: string,
  lowerInText: Set<string>,
): { token: string; kind: 'year' | 'name' }[] => {
  const found: { token: string; kind: 'year' | 'name' }[] = [];
  for (const match of paragraph.matchAll(YEAR_TOKEN)) found.push({ token: match[0], kind: 'year' });
  if (/^#{1,6}\s/.test(paragraph)) return found;
  for (const sentence of splitSentences(paragraph.replace(/^[>*_\s-]+|[*_]+/g, ' '))) {
    const start = /\p{L}/u.exec(sentence)?.index ?? 0;
    for (const match of sentence.matchAll(WORD)) {
      const word = normalise(match[0]);
      if (word.length < 2 || COMMON.has(word)) continue;
      // A sentence's first word is a name only if it is never written in lower case and does not read like
      // a verb or an adverb ("Growing up …", "Married at twenty …", "Slowly …").
      if (match.index <= start && (lowerInText.has(word) || /(?:ing|ed|ly)$/.test(word))) continue;
      found.push({ token: match[0].replace(/['’]s$/, '').replace(/['’-]+$/, ''), kind: 'name' });
    }
  }
  return found;
};

/** Whether a year or name token occurs in the vocabulary. */
export const held = (vocab: Vocabulary, token: { token: string; kind: 'year' | 'name' }): boolean =>
  token.kind === 'year' ? yearHeld(token.token, vocab) : vocab.words.has(normalise(token.token));

/** The lower-case words of some texts: a capitalised word starting a sentence is no name if it is among them. */
export const lowerCaseWords = (...texts: string[]): Set<string> => {
  const found = new Set<string>();
  for (const text of texts)
    for (const word of text.match(/(?<![\p{L}'’-])\p{Ll}[\p{L}'’-]*/gu) ?? []) found.add(normalise(word));
  return found;
};

/** Checks a generated text against the material; `unsupported` lists each missing token once per paragraph. */
export const checkGrounding = (content: string, corpus: GroundingCorpus): Grounding => {
  const narrator = vocabulary(corpus.narrator);
  const withResearch = vocabulary(`${corpus.narrator}\n${corpus.research}`);
  const relatives = (corpus.relatives ?? []).map((relative) => ({
    name: relative.name,
    vocab: vocabulary(`${relative.name}\n${relative.text}`),
  }));
  const lowerInText = lowerCaseWords(
    content,
    corpus.narrator,
    corpus.research,
    ...(corpus.relatives ?? []).map((relative) => relative.text),
  );
  const unsupported: UnsupportedToken[] = [];
  for (const [paragraph, text] of paragraphsOf(content).entries()) {
    let vocab = ATTRIBUTION.test(text) ? withResearch : narrator;
    for (const relative of relatives)
      if (attributesTo(text, relative.name)) vocab = union(vocab, relative.vocab);
    const seen = new Set<string>();
    for (const { token, kind } of tokensOf(text, lowerInText)) {
      if (held(vocab, { token, kind }) || seen.has(token)) continue;
      seen.add(token);
      unsupported.push({ paragraph, token, kind });
    }
  }
  return { checked: true, unsupported };
};

/** The distinct tokens of a check, in order: what the one regeneration is told to leave out. */
export const unsupportedTokens = (grounding: Grounding): string[] => [
  ...new Set(grounding.unsupported.map(({ token }) => token)),
];
