import { QUESTION_CARD_COOLDOWN_MS } from '#shared/constants.ts';

const QUESTION_WORDS =
  /\b(who|what|when|where|why|how|which|whose|whom|do|does|did|can|could|would|will|tell me|describe)\b/i;

/** Only assistant messages with a question mark or a question word are considered for a card. */
export const mayShowQuestionCard = (role: string, text: string): boolean =>
  role === 'assistant' && (text.includes('?') || QUESTION_WORDS.test(text));

/** Cards are at least 10 seconds apart. */
export const cooldownOver = (lastShownAt: number | undefined, now: number): boolean =>
  lastShownAt === undefined || now - lastShownAt >= QUESTION_CARD_COOLDOWN_MS;

export interface PathQuestion {
  id?: number;
  title: string;
  text: string;
}

/** A question is picked by its 1-based id: id − 1 in the path's question list. */
export const pickQuestion = <Q extends PathQuestion>(questions: readonly Q[], id: number): Q | undefined =>
  Number.isInteger(id) && id >= 1 ? questions[id - 1] : undefined;
