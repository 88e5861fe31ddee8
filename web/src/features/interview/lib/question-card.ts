import { QUESTION_CARD_COOLDOWN_MS } from '#shared/constants.ts';
import type { PathQuestion as StoredQuestion } from '#shared/schemas/path.ts';
import type { QuestionCard, QuestionCardAnalysis } from './call-api-port.ts';

const QUESTION_WORDS =
  /\b(who|what|when|where|why|how|which|whose|whom|do|does|did|can|could|would|will|tell me|describe)\b/i;

/** The title of a card whose question has none of its own. */
export const DEFAULT_CARD_TITLE = 'Question';

/** Only assistant messages with a question mark or a question word are considered for a card. */
export const mayShowQuestionCard = (role: string, text: string): boolean =>
  role === 'assistant' && (text.includes('?') || QUESTION_WORDS.test(text));

/** Cards are at least 10 seconds apart. */
export const cooldownOver = (lastShownAt: number | undefined, now: number): boolean =>
  lastShownAt === undefined || now - lastShownAt >= QUESTION_CARD_COOLDOWN_MS;

/** A question of the call's path; its `id`, when known, is its 1-based position. */
export type PathQuestion = Pick<StoredQuestion, 'title' | 'text'> & Partial<Pick<StoredQuestion, 'id'>>;

/** A question is picked by its 1-based id: id − 1 in the path's question list. */
export const pickQuestion = <Q extends PathQuestion>(questions: readonly Q[], id: number): Q | undefined =>
  Number.isInteger(id) && id >= 1 ? questions[id - 1] : undefined;

/** The card an analysis asks for: one of the path's questions, else Walt's own question, else none. */
export const cardFromAnalysis = (
  answer: QuestionCardAnalysis,
  questions: readonly PathQuestion[],
): QuestionCard | null => {
  if (!answer.shouldShowQuestionCard) return null;
  const questionId = answer.predefinedQuestionId ?? undefined;
  const predefined = questionId ? pickQuestion(questions, questionId) : undefined;
  if (predefined) return { title: predefined.title, text: predefined.text, questionId };
  const custom = answer.customQuestion;
  return custom?.text ? { title: custom.title?.trim() || DEFAULT_CARD_TITLE, text: custom.text } : null;
};
