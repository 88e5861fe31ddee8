import { ARTEFACT_TEXTS, FAMILY_TEXTS } from '#shared/texts.ts';
import { registerOfflineSession } from './offline-sessions.ts';
import type { AiProvider } from './provider.ts';
import type { ArtefactGeneration, ResearchTopic } from './schemas.ts';
import {
  isSubstantive,
  names,
  noteFrom,
  parseTranscript,
  places,
  sentences,
  truncate,
  words,
  years,
} from './text.ts';

export const OFFLINE_MODEL = 'walt-offline-interviewer';
export const OFFLINE_LABEL =
  '> **Offline research.** Walt is running without an AI research service, so this report gathers what was said about this topic in your own conversations. It has not been checked against published sources.';
/** Where the local runtime serves the realtime peer (infra/local/server.ts). */
export const LOCAL_REALTIME_PATH = '/_realtime/calls';

const OFFLINE_PARAGRAPH_SENTENCES = 4;
const OFFLINE_MAX_PARAGRAPHS = 80;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A short answer that still says something for the keepsake: a year, or a name inside the sentence. */
const statesAFact = (text: string): boolean =>
  words(text).length >= 3 && (years(text).length > 0 || /\s\p{Lu}\p{Ll}/u.test(text.trim()));

const QUESTION_WORDS =
  /\b(who|what|when|where|why|how|which|tell me|could you|would you|can you|do you|did you)\b/i;
const MAX_TOPICS = 5;

const overlap = (a: string, b: string): number => {
  const left = new Set(words(a).filter((word) => word.length > 3));
  const right = new Set(words(b).filter((word) => word.length > 3));
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const word of left) if (right.has(word)) shared += 1;
  return shared / Math.min(left.size, right.size);
};

const narratorText = (text: string) =>
  parseTranscript(text)
    .filter((line) => line.role === 'user')
    .map((line) => line.content)
    .join('\n');

/** Deterministic provider for local use and tests: no network, honest about being offline. */
export class OfflineProvider implements AiProvider {
  readonly name = 'offline' as const;

  async summariseTranscript({ transcript, title }: Parameters<AiProvider['summariseTranscript']>[0]) {
    const answers = transcript.filter((line) => line.role === 'user' && isSubstantive(line.content));
    const all = answers.map((line) => line.content).join(' ');
    const facts = [...places(all), ...years(all), ...names(all)];
    return [
      `_Summary written offline from the transcript${title ? ` of ${title}` : ''}._`,
      '',
      answers.length
        ? answers.map((line) => `- ${noteFrom(line.content)}`).join('\n')
        : 'No substantive answers were recorded in this conversation.',
      ...(facts.length ? ['', `**Names, places and years mentioned:** ${facts.join(', ')}`] : []),
    ].join('\n');
  }

  async analyseForNote({ conversationContext }: Parameters<AiProvider['analyseForNote']>[0]) {
    const lines = parseTranscript(conversationContext);
    const last = [...lines].reverse().find((line) => line.role === 'user');
    if (!last || !isSubstantive(last.content)) return { shouldTakeNote: false, noteContent: '' };
    return { shouldTakeNote: true, noteContent: noteFrom(last.content) };
  }

  async analyseForQuestionCard({
    messageText,
    availableQuestions,
  }: Parameters<AiProvider['analyseForQuestionCard']>[0]) {
    const none = { shouldShowQuestionCard: false, predefinedQuestionId: null, customQuestion: null };
    if (!messageText.includes('?') && !QUESTION_WORDS.test(messageText)) return none;
    const ranked = availableQuestions
      .map((question) => ({ question, score: overlap(messageText, `${question.title} ${question.text}`) }))
      .sort((a, b) => b.score - a.score || a.question.id - b.question.id);
    const best = ranked[0];
    if (best && best.score >= 0.5)
      return { shouldShowQuestionCard: true, predefinedQuestionId: best.question.id, customQuestion: null };
    // Otherwise the card shows the next question of the path that has not been asked yet.
    const next = [...availableQuestions].sort((a, b) => a.id - b.id)[0];
    if (next) return { shouldShowQuestionCard: true, predefinedQuestionId: next.id, customQuestion: null };
    const question = sentences(messageText).find((sentence) => sentence.includes('?')) ?? messageText;
    return {
      shouldShowQuestionCard: true,
      predefinedQuestionId: null,
      customQuestion: { title: truncate(question, 60), text: truncate(question, 500) },
    };
  }

  async extractResearchTopics({ transcriptText }: Parameters<AiProvider['extractResearchTopics']>[0]) {
    const text = narratorText(transcriptText);
    const topics: ResearchTopic[] = [];
    const seen = new Set<string>();
    const add = (title: string, query: string) => {
      if (topics.length >= MAX_TOPICS || seen.has(title.toLowerCase())) return;
      seen.add(title.toLowerCase());
      topics.push({ title, query });
    };
    for (const sentence of sentences(text)) {
      const year = years(sentence)[0];
      for (const place of places(sentence))
        add(
          year ? `${place} in the ${year.replace(/\d(s?)$/, '0s')}` : place,
          `Everyday life in ${place}${year ? ` around ${year}` : ''}: history, work, housing and community`,
        );
    }
    for (const sentence of sentences(text)) {
      const year = years(sentence)[0];
      for (const name of names(sentence))
        if (name.includes(' ') || year)
          add(year ? `${name} (${year})` : name, `${name}${year ? ` ${year}` : ''} history`);
    }
    return topics;
  }

  async researchTopic({ title, query, excerpt }: Parameters<AiProvider['researchTopic']>[0]) {
    const quotes = sentences(excerpt ?? '').slice(0, 12);
    const mentioned = [...places(excerpt ?? ''), ...years(excerpt ?? ''), ...names(excerpt ?? '')];
    return {
      title,
      content: [
        OFFLINE_LABEL,
        '',
        `## ${title}`,
        '',
        `**Research question:** ${query}`,
        '',
        '## What you told Walt',
        '',
        quotes.length
          ? quotes.map((quote) => `> ${quote}`).join('\n>\n')
          : '_Nothing more was said about this topic yet._',
        ...(mentioned.length
          ? ['', '## Names, places and years to look up', '', ...mentioned.map((item) => `- ${item}`)]
          : []),
        '',
        '## Questions to explore next time',
        '',
        `- What was daily life like around ${title}?`,
        '- Who else would remember this, and what would they add?',
        '- Are there photographs, letters or documents from this time?',
      ].join('\n'),
    };
  }

  /**
   * Composes the piece only from the narrator's own words: their substantive answers, entries and notes,
   * selected and arranged in order, sentence for sentence as they said them. Nothing is invented, and the
   * piece says it was composed offline.
   */
  async generateArtefact({
    material,
    passages,
    title,
  }: Parameters<AiProvider['generateArtefact']>[0]): Promise<ArtefactGeneration> {
    // The narrator's words, and relatives' accepted memories (issue 25) attributed to them, never as the narrator's.
    const own = passages
      ? passages
          .filter(
            (passage) =>
              (passage.byNarrator || passage.addedBy) &&
              (isSubstantive(passage.text) || statesAFact(passage.text)),
          )
          .map(({ text, composable, addedBy }) => ({ text: composable ?? text, addedBy }))
          .filter(({ text }) => text.trim())
      : [{ text: material.replace(/^#+\s.*$/gm, ''), addedBy: undefined }];
    // Short answers run on into one paragraph (up to four sentences); a long passage starts its own. A
    // relative's memory is paragraphs of its own, each opening with whose it is: "Ruth remembers: “…”".
    const paragraphs: string[] = [];
    let current: string[] = [];
    const close = () => {
      if (current.length) paragraphs.push(current.join(' '));
      current = [];
    };
    for (const { text, addedBy } of own) {
      const said = sentences(text);
      if (addedBy) {
        close();
        for (let at = 0; at < said.length; at += OFFLINE_PARAGRAPH_SENTENCES)
          paragraphs.push(
            `${capitalised(FAMILY_TEXTS.remembers(addedBy.name))}: “${said.slice(at, at + OFFLINE_PARAGRAPH_SENTENCES).join(' ')}”`,
          );
        if (paragraphs.length >= OFFLINE_MAX_PARAGRAPHS) break;
        continue;
      }
      if (current.length + said.length > OFFLINE_PARAGRAPH_SENTENCES) close();
      for (const sentence of said) {
        current.push(sentence);
        if (current.length === OFFLINE_PARAGRAPH_SENTENCES) close();
      }
      if (paragraphs.length >= OFFLINE_MAX_PARAGRAPHS) break;
    }
    close();
    const name = title?.trim() || ARTEFACT_TEXTS.untitled;
    const content = [
      `# ${name}`,
      ARTEFACT_TEXTS.offlineLabel,
      ...(paragraphs.length
        ? paragraphs.slice(0, OFFLINE_MAX_PARAGRAPHS)
        : [ARTEFACT_TEXTS.offlineNothingYet]),
    ].join('\n\n');
    const count = words(content).length;
    return {
      name,
      content,
      metadata: {
        theme: 'memory',
        tone: 'personal',
        length: count < 300 ? 'short' : count < 1200 ? 'medium' : 'long',
      },
    };
  }

  async transcribeAudio({ audio }: Parameters<AiProvider['transcribeAudio']>[0]) {
    return `[Recorded ${Math.max(1, Math.round(audio.byteLength / 1024))} KB of audio. Walt is running offline, so it was not transcribed; type the story instead or connect an AI service.]`;
  }

  async summariseEmail({ subject, sender, body }: Parameters<AiProvider['summariseEmail']>[0]) {
    const lines = sentences(body);
    const categories = [
      [/\b(mum|mom|dad|son|daughter|family|grand\w*|wedding|birthday)\b/i, 'family'],
      [/\b(work|job|office|meeting|boss|career|retire\w*)\b/i, 'work'],
      [/\b(trip|travel|holiday|flight|visit\w*)\b/i, 'travel'],
      [/\b(doctor|hospital|health|ill|surgery)\b/i, 'health'],
    ]
      .filter(([pattern]) => (pattern as RegExp).test(`${subject} ${body}`))
      .map(([, category]) => category as string);
    return {
      summary: `_Offline summary._ ${truncate(lines.slice(0, 2).join(' ') || subject, 400)}`,
      categories: categories.length ? categories : ['personal'],
      biographicalInfo: {
        user: lines
          .filter((line) => /\b(I|my|me)\b/.test(line))
          .slice(0, 3)
          .map((line) => truncate(line, 200)),
        correspondent: [
          `Wrote as ${sender}`,
          ...lines
            .filter((line) => /\b(you|your)\b/i.test(line))
            .slice(0, 2)
            .map((line) => truncate(line, 200)),
        ],
      },
    };
  }

  async extractBiographicalFacts({ summaries }: Parameters<AiProvider['extractBiographicalFacts']>[0]) {
    const all = summaries.join('\n');
    const list = (items: string[]) =>
      items.length ? items.map((item) => `- ${item}`).join('\n') : '_None found._';
    return {
      user: `_Gathered offline._\n\n${list([...places(all), ...years(all)])}`,
      correspondents: `_Gathered offline._\n\n${list(names(all))}`,
    };
  }

  async mintRealtimeSession(plan: Parameters<AiProvider['mintRealtimeSession']>[0]) {
    const { clientSecret, expiresAt } = registerOfflineSession(plan, 600);
    return {
      clientSecret,
      expiresAt,
      // A path on the page's own origin: the app may be opened at localhost or 127.0.0.1, and the CSP allows
      // only that origin (connect-src 'self').
      sdpUrl: LOCAL_REALTIME_PATH,
      model: OFFLINE_MODEL,
    };
  }
}
