import { describe, expect, it } from 'vitest';
import { ARTEFACT_TECHNICAL_INSTRUCTIONS } from '#shared/texts.ts';
import { RETIRED_EXAMPLE_PLACES } from '#test/fixtures/retired-examples.ts';
// The seeded texts are prompts too. The adapter layer never imports the domain; this test only reads its texts.
import * as prompts from '../ai/prompts.ts';
import { buildInstructions } from '../ai/realtime-session.ts';
import { realtimeTools } from '../ai/tools.ts';
import { SEED_FORMATS } from './formats/seed-content.ts';
import { SEED_JOURNEY_PATHS, SEED_JOURNEYS } from './journeys/seed-content.ts';
import { SEED_PATHS } from './paths/seed-content.ts';

/**
 * Issue 22: a model copies concrete examples from its instructions into someone's life story. No prompt and no
 * seeded text may hold a name, a place or a year as an example; they describe the shape of a good note instead.
 */

interface Text {
  where: string;
  text: string;
  /** A product name (`name`, `displayName`): title case by design, so only the year and token checks apply. */
  title: boolean;
}

const TITLE_KEYS = new Set(['name', 'displayName']);

/** Every string in a value, however deeply nested, with where it was found. */
const stringsOf = (value: unknown, where: string, key = ''): Text[] => {
  if (typeof value === 'string') return [{ where, text: value, title: TITLE_KEYS.has(key) }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, `${where}[${index}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([name, item]) => stringsOf(item, `${where}.${name}`, name));
  return [];
};

/** The fixed words of a live interview's instructions, around a path and a memory of placeholders. */
const interviewScaffold = buildInstructions({
  conversationId: 'c1',
  title: 'a conversation',
  path: {
    name: 'path',
    instructions: 'instructions',
    introScript: 'intro',
    exitCriteria: 'criteria',
    questions: [{ id: 1, title: 'a question', text: 'a question' }],
  },
  nextQuestionId: 1,
  notes: [{ id: 'n1', content: 'a note', createdBy: 'walt' }],
  previousMessages: [{ role: 'user', content: 'hello' }],
  memory: {
    facts: ['a fact'],
    threads: [
      { id: 't1', kind: 'missing-name', question: 'a question' },
      { id: 't2', kind: 'confirm-conflict', question: 'a question' },
    ],
    earlierSessions: [{ title: 'an earlier conversation', summary: 'a summary' }],
    firstSession: false,
  },
});

const TEXTS: Text[] = [
  ...stringsOf(prompts, 'prompts'),
  ...stringsOf({ ARTEFACT_TECHNICAL_INSTRUCTIONS }, 'texts'),
  ...stringsOf(interviewScaffold, 'realtime instructions'),
  ...stringsOf(realtimeTools(), 'realtime tools'),
  ...stringsOf(SEED_PATHS, 'SEED_PATHS'),
  ...stringsOf(SEED_JOURNEY_PATHS, 'SEED_JOURNEY_PATHS'),
  ...stringsOf(SEED_JOURNEYS, 'SEED_JOURNEYS'),
  ...stringsOf(SEED_FORMATS, 'SEED_FORMATS'),
];

/** A year from 1000 to 2099, or a decade ("1950s", "'50s", "’50s"). */
const YEAR_OR_DECADE = /\b(?:1\d{3}|20\d{2})s?\b|['’]\d0s\b/g;

/** The examples this issue removed, and the names they used: none may come back. */
const RETIRED_EXAMPLES = [
  ...RETIRED_EXAMPLE_PLACES,
  'tram driver',
  'Dalys',
  'Nana',
  'Grandad',
  'Ellie',
  'Mam',
];

/**
 * Capitalised words the prompts need in the middle of a sentence: Walt, the narrator's "I", the greeting of a
 * letter, the names of formats and services the model must recognise, day and month names, and one citation
 * (the author of the seven basic plots the shape conversation teaches: a source, not an example of a life).
 */
const ALLOWED_CAPITALISED = new Set([
  'Walt',
  'I',
  'AI',
  'Dear',
  'Markdown',
  'JSON',
  'OpenAI',
  'Photo',
  'Christopher',
  'Booker',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]);

/** The product's own names (a journey called "The Family Kitchen"), which the instructions may repeat. */
const TITLES = [
  ...new Set(TEXTS.filter((text) => text.title && /\s/.test(text.text)).map((text) => text.text)),
];

const WORD = /[A-Za-z][A-Za-z'’]*/g;
/** What may come between a sentence's end (or a line break) and its first word: spaces, quotes, Markdown marks. */
const SENTENCE_START = /[\n.!?:][\s"“'‘(_*#>-]*$/;
/** An opening quotation mark: a quotation may begin with a capital in the middle of a sentence. */
const QUOTATION_START = /(?:^|[\s(])["“'‘][_*]*$/;
/** Every word the texts use in lower case: the ordinary words of the prompts. */
const ORDINARY_WORDS = new Set(
  TEXTS.flatMap(({ text }) => text.match(WORD) ?? []).filter((word) => /^[a-z]/.test(word)),
);

/**
 * The capitalised words of a text that neither start a sentence nor are allowed: names, most likely. A
 * quotation's first word counts as a sentence start when it is an ordinary word, one the texts use in lower case
 * elsewhere ("How did you feel?", "Records of the time"), never when it is a name (a quoted example that
 * begins with someone's name).
 */
const capitalisedInside = (text: string): string[] => {
  const prose = TITLES.reduce((rest, title) => rest.replaceAll(title, ' '), text);
  const found: string[] = [];
  let previousEnd = 0;
  for (const match of prose.matchAll(WORD)) {
    const gap = `${previousEnd === 0 ? '\n' : ''}${prose.slice(previousEnd, match.index)}`;
    previousEnd = match.index + match[0].length;
    // "Mary's", "I'd": the word is what comes before the apostrophe; "Sundays" is allowed as "Sunday".
    const [word = ''] = match[0].split(/['’]/);
    if (
      !/^[A-Z]/.test(word) ||
      ALLOWED_CAPITALISED.has(word) ||
      ALLOWED_CAPITALISED.has(word.replace(/s$/, ''))
    )
      continue;
    if (SENTENCE_START.test(gap)) continue;
    const lower = word.toLowerCase();
    if (
      QUOTATION_START.test(gap) &&
      (ORDINARY_WORDS.has(lower) || ORDINARY_WORDS.has(lower.replace(/s$/, '')))
    )
      continue;
    found.push(word);
  }
  return found;
};

const offending = (check: (text: string) => string[]) =>
  TEXTS.flatMap(({ where, text }) => check(text).map((hit) => `${where}: ${hit}`));

describe('no example can leak from a prompt into a life story', () => {
  it('scans the prompts, the interview instructions, the tools and every seeded text', () => {
    // Assess: the scan reaches each source (a broken walk would pass everything)
    const sources = new Set(TEXTS.map(({ where }) => where.split(/[.[]/)[0]));
    expect([...sources].sort()).toEqual(
      [
        'SEED_FORMATS',
        'SEED_JOURNEYS',
        'SEED_JOURNEY_PATHS',
        'SEED_PATHS',
        'prompts',
        'realtime instructions',
        'realtime tools',
        'texts',
      ].sort(),
    );
    expect(TEXTS.some(({ text }) => text === prompts.NOTE_ANALYSIS_PROMPT)).toBe(true);
    expect(TEXTS.some(({ text }) => text === SEED_PATHS.gettingToKnowYou.instructions)).toBe(true);
    expect(TEXTS.some(({ text }) => text === ARTEFACT_TECHNICAL_INSTRUCTIONS)).toBe(true);
  });

  it('gives no year and no decade', () => {
    // Act
    const years = offending((text) => [...text.matchAll(YEAR_OR_DECADE)].map(([year]) => year));
    // Assess
    expect(years).toEqual([]);
  });

  it('gives none of the names and places the examples used', () => {
    // Act
    const names = offending((text) =>
      RETIRED_EXAMPLES.filter((name) => new RegExp(`\\b${name}\\b`, 'i').test(text)),
    );
    // Assess
    expect(names).toEqual([]);
  });

  it('capitalises no word inside a sentence but the few the prompts need', () => {
    // Act
    const names = TEXTS.filter(({ title }) => !title).flatMap(({ where, text }) =>
      capitalisedInside(text).map((word) => `${where}: ${word}`),
    );
    // Assess
    expect(names).toEqual([]);
  });

  it('catches a new example name, a place or a year', () => {
    // Prepare
    const note =
      'Write the note in the third person ("When the mill closed she left Whitby with Aunt Josie, in 1953"), or as a label ("Josie\'s kitchen").';
    // Act
    const words = capitalisedInside(note);
    const years = note.match(YEAR_OR_DECADE);
    // Assess
    expect(words).toEqual(['Whitby', 'Aunt', 'Josie', 'Josie']);
    expect(years).toEqual(['1953']);
  });

  it('lets sentence starts, Markdown headings and list items through', () => {
    // Prepare
    const text =
      '# A heading\n\n## How to interview\n- **Ask** one thing. Then wait: Listen. "Why?" I said, ("When it was ready").';
    // Act
    const words = capitalisedInside(text);
    // Assess
    expect(words).toEqual([]);
  });
});
