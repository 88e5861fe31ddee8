import type { Message } from '#shared/schemas/conversation.ts';
import { logger } from '../../lib/logger.ts';

/** Turns a transcript into a markdown summary; the caller passes the AI provider's, or none for the extractive one. */
export type Summarise = (transcript: readonly Pick<Message, 'role' | 'content'>[]) => Promise<string>;

const MAX_POINTS = 6;
const SENTENCE = /[^.!?\n]+[.!?]*/g;

const score = (sentence: string): number => {
  const words = sentence.split(/\s+/).filter(Boolean);
  if (words.length < 5) return 0;
  const names = words.slice(1).filter((word) => /^[A-Z][a-z]/.test(word)).length;
  const years = (sentence.match(/\b(1[89]|20)\d{2}\b/g) ?? []).length;
  const numbers = (sentence.match(/\b\d+\b/g) ?? []).length;
  return Math.min(words.length, 30) / 10 + names * 2 + years * 3 + numbers;
};

/**
 * Deterministic extractive summary: the narrator's most informative sentences (names, years, numbers,
 * length), kept in the order they were said. Used when no AI provider is configured.
 */
export const extractiveSummary: Summarise = async (transcript) => {
  const sentences = transcript
    .filter((message) => message.role === 'user')
    .flatMap((message) => message.content.match(SENTENCE) ?? [])
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  if (sentences.length === 0) return '';
  const chosen = new Set(
    sentences
      .map((sentence, index) => ({ index, score: score(sentence) }))
      .filter((entry) => entry.score > 0)
      .sort((a, b) => b.score - a.score || a.index - b.index)
      .slice(0, MAX_POINTS)
      .map((entry) => entry.index),
  );
  const points = sentences.filter((_, index) => chosen.has(index));
  const turns = transcript.filter((message) => message.role === 'user').length;
  return [
    `**In this conversation** (${turns} ${turns === 1 ? 'answer' : 'answers'} from the narrator):`,
    '',
    ...(points.length > 0 ? points : sentences.slice(0, MAX_POINTS)).map((point) => `- ${point}`),
  ].join('\n');
};

/**
 * Summarises with the summariser passed in (the AI provider's), or the extractive one when none is; falls back
 * to the extractive one if the provider's fails.
 */
export const summarise = async (
  transcript: Parameters<Summarise>[0],
  summariser: Summarise = extractiveSummary,
): Promise<string> => {
  try {
    return await summariser(transcript);
  } catch (error) {
    if (summariser === extractiveSummary) throw error;
    logger.warn('summariser failed; using the extractive summary', { error: error as Error });
    return extractiveSummary(transcript);
  }
};
