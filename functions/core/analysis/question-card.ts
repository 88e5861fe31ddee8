import { aiProvider } from '../../ai/index.ts';
import type { AvailableQuestion } from '../../ai/provider.ts';
import type { QuestionCardAnalysis } from '../../ai/schemas.ts';
import { getConversationForUser } from '../ownership/conversation.ts';

export interface QuestionCardAnswer {
  shouldShowQuestionCard: boolean;
  predefinedQuestionId: number | null;
  customQuestion: QuestionCardAnalysis['customQuestion'];
}

/**
 * The card to show from the model's analysis: a predefined id only when it was offered (otherwise dropped),
 * a custom question only when no predefined one is chosen, and a card only when one of them is left.
 */
export const chooseQuestionCard = (
  analysis: QuestionCardAnalysis,
  availableQuestions: readonly AvailableQuestion[],
): QuestionCardAnswer => {
  const offered = availableQuestions.some((question) => question.id === analysis.predefinedQuestionId);
  const predefinedQuestionId = offered ? analysis.predefinedQuestionId : null;
  const customQuestion = predefinedQuestionId === null ? analysis.customQuestion : null;
  return {
    shouldShowQuestionCard:
      analysis.shouldShowQuestionCard && (predefinedQuestionId !== null || customQuestion !== null),
    predefinedQuestionId,
    customQuestion,
  };
};

/** Which question card, if any, Walt's latest message deserves. The conversation must be the caller's. */
export const analyseForQuestionCard = async (
  userId: string,
  input: { messageText: string; conversationId: string; availableQuestions: AvailableQuestion[] },
): Promise<QuestionCardAnswer> => {
  const conversation = await getConversationForUser(userId, input.conversationId);
  // Questions already covered are not offered again, so a card (the offline fallback included) shows the next
  // question not yet asked rather than question 1.
  const covered = conversation.coveredQuestionIds ?? new Set<number>();
  const open = input.availableQuestions.filter((question) => !covered.has(question.id));
  const availableQuestions = open.length > 0 ? open : input.availableQuestions;
  const analysis = await aiProvider().analyseForQuestionCard({ ...input, availableQuestions });
  return chooseQuestionCard(analysis, availableQuestions);
};
