import { SESSION_TITLES, SESSION_TYPES, type SessionType } from '#shared/constants.ts';
import { aiProvider } from './index.ts';
import { notesOf, ownedConversation, pathOf, transcriptOf } from './interviews.ts';
import { buildRealtimeSession } from './realtime-session.ts';

const sessionTitle = (sessionType: string | undefined) =>
  SESSION_TYPES.includes(sessionType as SessionType) ? SESSION_TITLES[sessionType as SessionType] : undefined;

/**
 * Builds the live session for one of the caller's conversations (persona, path, notes, earlier turns) and
 * mints its client secret with the configured provider.
 */
export const startVoiceSession = async (
  userId: string,
  narratorName: string | undefined,
  conversationId: string,
) => {
  const conversation = await ownedConversation(userId, conversationId);
  const [path, notes, transcript] = await Promise.all([
    pathOf(conversation.pathId),
    notesOf(conversationId),
    transcriptOf(conversationId),
  ]);
  const plan = buildRealtimeSession({
    conversationId,
    narratorName,
    title:
      path?.displayName ||
      path?.name ||
      conversation.title ||
      sessionTitle(conversation.sessionType) ||
      'Conversation',
    path: path && {
      name: path.displayName || path.name,
      instructions: path.instructions,
      introScript: path.introScript,
      exitCriteria: path.exitCriteria,
      questions: path.questions,
    },
    currentQuestionId: conversation.currentQuestionId,
    notes,
    previousMessages: transcript,
  });
  const provider = aiProvider();
  const minted = await provider.mintRealtimeSession(plan);
  return { ...minted, hasExistingMessages: plan.brief.returning, offline: provider.name === 'offline' };
};
