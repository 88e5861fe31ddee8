import type { FactDate } from '#shared/schemas/memory.ts';

/**
 * The text patterns of the offline memory extractor (docs/memory-extraction.md). Keywords match in any
 * case; names, places and organisations are runs of capitalised words ("Tom Hollins", "Hargreaves Mill",
 * "Newcastle upon Tyne"), so they keep the narrator's capitals.
 */

/** A phrase matching in any case, its spaces any run of whitespace. */
export const ci = (phrase: string): string =>
  `(?:${phrase.replace(/[a-z]/gi, (c) => `[${c.toLowerCase()}${c.toUpperCase()}]`).replace(/ /g, String.raw`\s+`)})`;

const WORD = String.raw`\p{Lu}[\p{L}'’-]*`;
const LINK = String.raw`(?:(?:of|upon|on|under)(?:\s+the)?\s+|(?:de|la|le|du|van|von)\s+)`;
/** A run of up to six capitalised words: a name, a place or an organisation (bounded, so linear). */
export const RUN = String.raw`${WORD}(?:\s+${LINK}?${WORD}){0,5}`;
/** Not inside a word: where a leading name may start. */
export const NAME_START = String.raw`(?<![\p{L}\d'’-])`;
const APPROX = ci('around|about|circa');
export const YEAR = String.raw`(?:1[89]|20)\d{2}(?![\d'’]|s\b)`;
/** "in 1961", "in about 1970", "around 1970", "circa 1900". */
export const DATE = String.raw`(?:${ci('in')}\s+(?:${APPROX}\s+)?|${APPROX}\s+)${YEAR}`;

export const parseDate = (phrase: string | undefined): FactDate | null => {
  const year = phrase?.match(/\d{4}/)?.[0];
  if (!phrase || !year) return null;
  return { year: Number(year), approx: /around|about|circa/i.test(phrase) };
};

/** Capitalised words that start a sentence or a clause but are not a name. */
const NOT_NAMES = new Set(
  (
    'i a an the and but so then sadly later well also eventually finally our my his her their your when ' +
    'after before in on at yes no oh anyway actually sorry we he she they it that this there soon once just ' +
    'everyone everybody nobody somebody someone mind what who where why how because if though although ' +
    'still only even now tragically unfortunately poor dear'
  ).split(' '),
);

/** A captured run without the leading words that are not part of a name, and without a possessive. */
export const cleanName = (run: string | undefined): string => {
  if (!run) return '';
  const words = run.trim().split(/\s+/);
  while (words.length && NOT_NAMES.has(words[0]!.replace(/['’]s$/, '').toLowerCase())) words.shift();
  if (!words.length) return '';
  words[words.length - 1] = words
    .at(-1)!
    .replace(/['’]s$/, '')
    .replace(/['’-]+$/, '');
  return words.join(' ');
};

const ABBREVIATIONS = new Set(['mr', 'mrs', 'ms', 'dr', 'st', 'mt', 'jr', 'sr', 'ca', 'approx', 'rev']);

/** The sentences of a text, whitespace collapsed: split after . ! ? … and at line breaks. */
export const splitSentences = (text: string): string[] => {
  const sentences: string[] = [];
  const push = (piece: string) => {
    const sentence = piece.replace(/\s+/g, ' ').trim();
    if (sentence) sentences.push(sentence);
  };
  for (const block of text.split(/\n+/)) {
    let start = 0;
    for (const end of block.matchAll(/[.!?…]+['"’”)]*(?=\s|$)/g)) {
      const lastWord = /(\p{L}+)$/u.exec(block.slice(start, end.index))?.[1];
      const abbreviated =
        end[0] === '.' &&
        lastWord !== undefined &&
        (ABBREVIATIONS.has(lastWord.toLowerCase()) || /^\p{Lu}$/u.test(lastWord));
      if (abbreviated) continue;
      push(block.slice(start, end.index + end[0].length));
      start = end.index + end[0].length;
    }
    push(block.slice(start));
  }
  return sentences;
};

const EXCERPT_CHARS = 240;

/** The sentence as the excerpt, or a window of it around `at` when it is long. */
export const excerptOf = (sentence: string, at: number): string => {
  if (sentence.length <= EXCERPT_CHARS) return sentence;
  const from = Math.max(0, Math.min(at - 80, sentence.length - EXCERPT_CHARS));
  const to = Math.min(sentence.length, from + EXCERPT_CHARS);
  return `${from > 0 ? '…' : ''}${sentence.slice(from, to).trim()}${to < sentence.length ? '…' : ''}`;
};

/** What a relative or friend is called in the text: "my older brother" → "older brother". */
const RELATION_MODIFIERS = 'older|younger|elder|little|big';
const RELATIONS = 'best friend|grandmother|grandfather|grandad|brother|sister|aunt|uncle|cousin|friend|gran';
export const PLACE_LABELS = 'yard|mill|works|factory|pit|shop|office';
const NAMED_AS = String.raw`(?:\s*,\s*|\s+)(?:${ci('called|named')}\s+)?`;

/** "my (older)? brother", and the name right after it when there is one ("my older brother Jack"). */
export const RELATION_RE = new RegExp(
  String.raw`\b${ci('my')}\s+(?:(?<mod>${ci(RELATION_MODIFIERS)})\s+)?(?<rel>${ci(RELATIONS)})(?![\p{L}-])(?:${NAMED_AS}(?<name>${RUN}))?`,
  'gu',
);
/** "the yard", and its name right after it when there is one ("the yard, Turnbull's"). */
export const GENERIC_PLACE_RE = new RegExp(
  String.raw`\b${ci('the')}\s+(?<label>${ci(PLACE_LABELS)})(?![\p{L}-])(?:(?:\s*,\s*|\s+${ci('called|named')}\s+)(?<name>${RUN}))?`,
  'gu',
);
/** A workplace with its proper name: "Hargreaves Mill", "Turnbull's yard". */
export const NAMED_PLACE_RE = new RegExp(
  String.raw`${NAME_START}(?<name>${RUN})\s+(?<label>${ci(PLACE_LABELS)})(?![\p{L}-])`,
  'gu',
);
/** "call me X", "everyone calls me X", "my friends call me X", "I go by X" (X capitalised). */
export const PREFERRED_NAME_RE = new RegExp(
  String.raw`(?:\b${ci('calls me')}|\b${ci('call me')}|\bI\s+${ci('go by')})\s+(?<name>(?:(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+)?\p{Lu}[\p{L}'’-]*)`,
  'gu',
);
/** The preferred-name form is negated or past: "don't call me Maggie", "they used to call me Maggie". */
export const NEGATED_RE = /(?:n['’]t|\bnot|\bnever|\bused to)\s*$/i;

/** "no, sorry,", "sorry,", "I mean", "actually (it was)": the narrator corrects what they just said. */
const SEP = String.raw`(?:\s*[,;:]\s*|\s+-+\s+|\s*[–—]\s*)`;
export const CORRECTION_RE = new RegExp(
  String.raw`(?:\b${ci('no')}${SEP}(?:${ci('sorry')}\b${SEP}?)?|\b${ci('sorry')}${SEP}|\bI\s+${ci('mean')}\b${SEP}?\s*|\b${ci('actually')}\b${SEP}?\s*(?:${ci('it was')}\s+|${ci('it')}['’]s\s+)?)`,
  'gu',
);
/** What follows a correction marker: a year, or a capitalised value. */
export const CORRECTED_YEAR_RE = new RegExp(
  String.raw`^(?:${ci('in|to|at|from')}\s+)?(?:(?<approx>${APPROX})\s+)?(?<year>${YEAR})`,
  'u',
);
export const CORRECTED_VALUE_RE = new RegExp(
  String.raw`^(?:${ci('in|to|at|from')}\s+)?(?<value>${RUN})`,
  'u',
);
/** Any year or decade ("1963", "the 1970s"): a sentence holding one that no statement used asks no year. */
export const ANY_YEAR_RE = /\b(?:1[89]|20)\d{2}(?:['’]?s)?\b/gu;
