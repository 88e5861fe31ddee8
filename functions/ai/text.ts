/** Small deterministic text helpers (sentences, substance, names, places, years): the offline interviewer and research topic picking use them. */

export const sentences = (text: string): string[] =>
  text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

export const words = (text: string): string[] => text.toLowerCase().match(/[a-z0-9']+/g) ?? [];

const SMALL_TALK = new Set([
  'yes',
  'no',
  'ok',
  'okay',
  'sure',
  'thanks',
  'thank',
  'you',
  'hello',
  'hi',
  'hmm',
  'um',
  'uh',
  'well',
  'right',
  'fine',
  'great',
  'good',
  'yeah',
  'yep',
  'nope',
  'please',
]);

/** An answer worth a note: at least six words, not all of them pleasantries. */
export const isSubstantive = (text: string): boolean => {
  const list = words(text);
  return list.length >= 6 && list.filter((word) => !SMALL_TALK.has(word)).length >= 4;
};

export const GOODBYE =
  /\b(good\s?-?bye|bye( for now)?|that'?s all for (today|now)|stop (the|this) (call|conversation)|hang up|talk (to you )?(later|soon|tomorrow)|see you (later|soon|next time))\b/i;

export const isGoodbye = (text: string): boolean => GOODBYE.test(text);

const NOT_NAMES = new Set(
  (
    "I Im I'm Ive I've Id I'd My We Our The A An And But Or So Then When While After Before During Walt Yes No Oh Well " +
    'Mum Mom Dad Mother Father Granny Grandad Grandma Grandpa Christmas Easter Sunday Monday Tuesday Wednesday ' +
    'Thursday Friday Saturday January February March April May June July August September October November December'
  ).split(' '),
);

const capitalised = /\b[A-Z][a-z]+(?:\s+(?:of|de|van|von|on|upon|le|la)?\s?[A-Z][a-z]+)*/g;

/** Places: capitalised words after in/at/from/near/to ("grew up in Leeds", "moved to New Zealand"). */
export const places = (text: string): string[] => {
  const found: string[] = [];
  for (const match of text.matchAll(
    /\b(?:in|at|from|near|to|into|across)\s+((?:[A-Z][a-z]+)(?:\s+[A-Z][a-z]+)*)/g,
  )) {
    const place = match[1]!
      .split(/\s+/)
      .filter((word) => !NOT_NAMES.has(word))
      .join(' ');
    if (place) found.push(place);
  }
  return [...new Set(found)];
};

export const years = (text: string): string[] => [
  ...new Set(text.match(/\b(?:1[89]\d{2}|20\d{2})s?\b/g) ?? []),
];

/** Names: capitalised words that do not start a sentence and are not common words or places. */
export const names = (text: string): string[] => {
  const placeSet = new Set(places(text));
  const found: string[] = [];
  for (const sentence of sentences(text)) {
    for (const match of sentence.matchAll(capitalised)) {
      if (match.index === 0) continue;
      const name = match[0]
        .split(/\s+/)
        .filter((word) => !NOT_NAMES.has(word))
        .join(' ');
      if (name && !placeSet.has(name)) found.push(name);
    }
  }
  return [...new Set(found)];
};

export const truncate = (text: string, max: number): string =>
  text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;

/** The first one or two sentences of an answer, as a note. */
export const noteFrom = (text: string): string => truncate(sentences(text).slice(0, 2).join(' '), 280);

/** Lines of a "role: text" transcript; lines without a role count as the narrator's. */
export const parseTranscript = (text: string): { role: string; content: string }[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const match = /^(user|assistant|system|narrator|walt|you)\s*:\s*(.*)$/i.exec(line);
      if (!match) return { role: 'user', content: line };
      const role = match[1]!.toLowerCase();
      return {
        role: role === 'assistant' || role === 'walt' ? 'assistant' : role === 'system' ? 'system' : 'user',
        content: match[2]!,
      };
    });
