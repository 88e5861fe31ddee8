import { toNote } from '../core/notes/notes.ts';
import { aiProvider } from './index.ts';
import { addAutomaticNote, ownedConversation } from './interviews.ts';
import type { AvailableQuestion } from './provider.ts';

/** Should Walt note the narrator's latest message? When yes, the note is kept (createdBy walt, walt-auto). */
export const analyseForNotes = async (
  userId: string,
  input: { conversationContext: string; conversationId: string },
) => {
  const conversation = await ownedConversation(userId, input.conversationId);
  const analysis = await aiProvider().analyseForNote({ conversationContext: input.conversationContext });
  const content = analysis.noteContent.trim();
  if (!analysis.shouldTakeNote || !content) return { shouldTakeNote: false, noteContent: '' };
  const note = toNote(await addAutomaticNote(userId, conversation, content));
  return { shouldTakeNote: true, noteContent: content, note };
};

/** Which question card, if any, Walt's latest message deserves. A predefined id is always one offered. */
export const analyseForQuestionCard = async (
  userId: string,
  input: { messageText: string; conversationId: string; availableQuestions: AvailableQuestion[] },
) => {
  await ownedConversation(userId, input.conversationId);
  const analysis = await aiProvider().analyseForQuestionCard(input);
  const offered = input.availableQuestions.some((question) => question.id === analysis.predefinedQuestionId);
  const predefinedQuestionId = offered ? analysis.predefinedQuestionId : null;
  const customQuestion = predefinedQuestionId === null ? analysis.customQuestion : null;
  return {
    shouldShowQuestionCard:
      analysis.shouldShowQuestionCard && (predefinedQuestionId !== null || customQuestion !== null),
    predefinedQuestionId,
    customQuestion,
  };
};
