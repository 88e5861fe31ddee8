import { randomUUID } from 'node:crypto';
import { artefactIdFor } from '#functions/core/artefacts/artefacts.ts';
import {
  BIOGRAPHY_FORMAT_ID,
  POSTCARD_FORMAT_ID,
  SHORT_STORY_FORMAT_ID,
} from '#functions/core/formats/seed-content.ts';
import { paragraphsOf } from '#shared/paragraphs.ts';
import type { Artefact } from '#shared/schemas/artefact.ts';
import type { Memory } from '#shared/schemas/memory.ts';
import { ARTEFACT_TEXTS } from '#shared/texts.ts';
import type { Persona } from '#test/fixtures/memory-persona.ts';
import { RETIRED_EXAMPLE_PLACES } from '#test/fixtures/retired-examples.ts';
import { type ApiCall, runOfflineCall } from './interview-driver.ts';

/**
 * Keepsakes that invent nothing (issue 22), scored from the outside: a persona is told into one story with the
 * offline interviewer, canaries are planted where the narrator never said them (a research report stated as
 * fact, a note of Walt's, and the example names and years the prompts used to carry), then a Biography, a
 * Short Story and a Postcard are generated through the API and read paragraph by paragraph against what the
 * narrator said. The token rules here are written independently of the server's grounding check.
 */

export const KEEPSAKE_FORMATS = [
  ['Biography', BIOGRAPHY_FORMAT_ID],
  ['Short Story', SHORT_STORY_FORMAT_ID],
  ['Postcard', POSTCARD_FORMAT_ID],
] as const;

/** Tokens that must never reach a keepsake: planted in research and Walt's notes, or once in the prompts. */
export const CANARIES = [
  'Zanzibar',
  'Quernmore',
  '1899',
  ...RETIRED_EXAMPLE_PLACES,
  '1946',
  '1952',
  'tram driver',
];

/** Tells the persona into one story (every call and typed entry); answers the story and all the narrator said. */
export const tellIntoStory = async (
  api: ApiCall,
  who: { userId: string; name: string },
  persona: Persona,
) => {
  const story = await api<{ id: string }>('POST', '/api/stories', { title: 'My life' });
  const conversations = new Map<string, string>();
  for (const [index, call] of persona.calls.entries()) {
    let conversationId = conversations.get(call.sessionType);
    if (!conversationId) {
      const started = await api<{ conversation: { id: string } }>('POST', '/api/conversations/start', {
        sessionType: call.sessionType,
        storyId: story.id,
      });
      conversationId = started.conversation.id;
      conversations.set(call.sessionType, conversationId);
    }
    await runOfflineCall(api, who, conversationId, call.answers);
    for (const entry of persona.typedEntries.filter((typed) => typed.afterCall === index))
      await api('PUT', `/api/stories/${story.id}`, { textEntry: { id: randomUUID(), content: entry.text } });
  }
  const said = [
    persona.name,
    persona.preferredName,
    'My life',
    ...persona.calls.flatMap((call) => call.answers),
    ...persona.typedEntries.map((entry) => entry.text),
  ].join('\n');
  return { storyId: story.id, said };
};

/** Background the narrator never said, and a note of Walt's: neither may be stated as the narrator's life. */
export const plantCanaries = async (api: ApiCall, storyId: string) => {
  await api('POST', '/api/research', {
    storyId,
    query: 'Harbour records',
    title: 'Harbour records',
    content:
      'The Zanzibar Line docked at Quernmore Quay in 1899, and a tram driver from Leeds met every boat.',
  });
  await api('POST', '/api/notes', {
    storyId,
    createdBy: 'walt',
    content: 'Walt wonders whether she sailed from Dundee to Boston in 1946, by way of Cork.',
  });
};

/** Generates one keepsake as the format page does (generate, then poll the job) and reads it back. */
export const generateKeepsake = async (
  api: ApiCall,
  storyId: string,
  formatId: string,
): Promise<Artefact> => {
  const { jobId } = await api<{ jobId: string }>('POST', '/api/artefacts/generate', { storyId, formatId });
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const { job } = await api<{ job: { status: string; errorMessage?: string } }>(
      'GET',
      `/api/artefacts/job/${jobId}`,
    );
    if (job.status === 'completed')
      return api<Artefact>('GET', `/api/artefacts/${artefactIdFor(storyId, formatId)}`);
    if (job.status === 'failed') throw new Error(`${formatId} failed: ${job.errorMessage}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${formatId} never completed`);
};

const YEARS = /(?<!\d)(?:1[5-9]|20)\d{2}(?:['’]?s)?(?!\d)/g;
/** Capitalised words inside a sentence (its first word aside) that are not names. */
const NOT_NAMES = new Set(['I', 'I’m', "I'm", 'Walt', 'Mum', 'Dad']);

const sentencesOf = (paragraph: string) =>
  paragraph
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?…])\s+/)
    .map((sentence) => sentence.replace(/^[>*_\s-]+|[*_]+/g, '').trim())
    .filter(Boolean);

/** The years and (mid-sentence) names of a paragraph; headings give their years only. */
export const yearsAndNames = (paragraph: string): string[] => {
  const found = [...(paragraph.match(YEARS) ?? [])];
  if (/^#{1,6}\s/.test(paragraph)) return found;
  for (const sentence of sentencesOf(paragraph))
    for (const [index, word] of sentence.split(' ').entries()) {
      const clean = word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '').replace(/['’]s$/, '');
      if (index > 0 && /^\p{Lu}/u.test(clean) && !NOT_NAMES.has(clean)) found.push(clean);
    }
  return found;
};

const contains = (text: string, token: string) =>
  new RegExp(`(?<![\\p{L}\\d])${token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\d])`, 'iu').test(
    text,
  );

export interface KeepsakeScores {
  /** Years and names of the keepsakes that the narrator never said. */
  absent: string[];
  canaries: string[];
  /** Sentences stating one value of an open conflict, alone. */
  oneSided: string[];
  superseded: string[];
  /** Paragraphs of 20 words or more, and how many of them list a source. */
  substantive: number;
  sourced: number;
  /** Years and names of paragraphs, and how many are found in one of the paragraph's listed sources. */
  tokens: number;
  tokensInSources: number;
}

/** Reads each keepsake's latest version against what the narrator said and what the memory holds. */
export const scoreKeepsakes = (
  pieces: Artefact[],
  context: { said: string; memory: Memory; traps: string[] },
): KeepsakeScores => {
  const scores: KeepsakeScores = {
    absent: [],
    canaries: [],
    oneSided: [],
    superseded: [],
    substantive: 0,
    sourced: 0,
    tokens: 0,
    tokensInSources: 0,
  };
  const open = context.memory.conflicts.filter((conflict) => conflict.status === 'open');
  const supersededTokens = [
    ...context.traps,
    ...context.memory.facts
      .filter((fact) => fact.status === 'superseded')
      .map((fact) => (fact.date ? String(fact.date.year) : fact.value)),
  ];
  for (const piece of pieces) {
    const version = piece.versions[0];
    if (!version) continue;
    for (const [index, paragraph] of paragraphsOf(version.generatedContent).entries()) {
      if (paragraph === ARTEFACT_TEXTS.offlineLabel) continue;
      for (const canary of CANARIES) if (paragraph.includes(canary)) scores.canaries.push(canary);
      const tokens = yearsAndNames(paragraph);
      for (const token of tokens) if (!contains(context.said, token)) scores.absent.push(token);
      for (const sentence of sentencesOf(paragraph)) {
        for (const conflict of open) {
          const stated = conflict.values.filter((value) => contains(sentence, value.replace(/^around /, '')));
          if (stated.length > 0 && stated.length < conflict.values.length) scores.oneSided.push(sentence);
        }
        for (const token of supersededTokens)
          if (token && contains(sentence, token)) scores.superseded.push(token);
      }
      if (/^#{1,6}\s/.test(paragraph)) continue;
      const listed = version.sources?.find((entry) => entry.paragraph === index)?.sources ?? [];
      if (paragraph.split(/\s+/).length >= 20) {
        scores.substantive += 1;
        if (listed.length) scores.sourced += 1;
      }
      for (const token of tokens) {
        scores.tokens += 1;
        if (listed.some((source) => contains(source.excerpt, token))) scores.tokensInSources += 1;
      }
    }
  }
  return scores;
};

/** The scores as the memory benchmark prints them. */
export const keepsakeLines = (scores: KeepsakeScores): string[] => [
  `keepsake years/names not said        ${scores.absent.length}${scores.absent.length ? ` (${[...new Set(scores.absent)].join(', ')})` : ''}`,
  `keepsake canary tokens               ${scores.canaries.length}`,
  `keepsake one-sided conflict lines    ${scores.oneSided.length}`,
  `keepsake superseded values           ${scores.superseded.length}`,
  `paragraphs ≥ 20 words with a source  ${(scores.substantive ? scores.sourced / scores.substantive : 1).toFixed(2)} (${scores.sourced}/${scores.substantive})`,
  `years and names found in a source    ${(scores.tokens ? scores.tokensInSources / scores.tokens : 1).toFixed(2)} (${scores.tokensInSources}/${scores.tokens})`,
];

/** Whether the scores meet issue 22's bar. */
export const keepsakesPass = (scores: KeepsakeScores): boolean =>
  scores.absent.length === 0 &&
  scores.canaries.length === 0 &&
  scores.oneSided.length === 0 &&
  scores.superseded.length === 0 &&
  (scores.substantive === 0 || scores.sourced / scores.substantive >= 0.9) &&
  scores.tokensInSources === scores.tokens;
