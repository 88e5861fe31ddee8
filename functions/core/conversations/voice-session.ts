import { SESSION_TITLES, SESSION_TYPES, type SessionType } from '#shared/constants.ts';
import { VOICE_SESSION_ERRORS } from '#shared/texts.ts';
import { aiProvider } from '../../ai/index.ts';
import { buildRealtimeSession } from '../../ai/realtime-session.ts';
import { NoteEntity, notesOfConversation } from '../../db/entities/note.ts';
import { queryAll } from '../../db/read.ts';
import { ConflictError } from '../../lib/errors.ts';
import { findPath } from '../paths/paths.ts';
import { getConversationForUser } from './conversations.ts';
import { listMessages } from './messages.ts';

const sessionTitle = (sessionType: string | undefined) =>
  SESSION_TYPES.includes(sessionType as SessionType) ? SESSION_TITLES[sessionType as SessionType] : undefined;

/** The conversation's notes as the interviewer reads them, oldest first. */
const notesOf = async (conversationId: string) => {
  const notes = await queryAll(NoteEntity, notesOfConversation(conversationId));
  return notes.map((note) => ({ id: note.noteId, content: note.content, createdBy: note.createdBy }));
};

/**
 * Builds the live session for one of the caller's open conversations (persona, path, notes, earlier turns)
 * and mints its client secret with the configured provider: another user's or a missing conversation is 404,
 * a completed one 409, and the session is spent from the caller's realtime quota before anything is minted.
 */
export const startVoiceSession = async (
  userId: string,
  narratorName: string | undefined,
  conversationId: string,
  ip: string,
) => {
  const conversation = await getConversationForUser(userId, conversationId);
  if (conversation.status !== 'active') throw new ConflictError(VOICE_SESSION_ERRORS.ended);
  const [path, notes, transcript] = await Promise.all([
    conversation.pathId ? findPath(conversation.pathId) : undefined,
    notesOf(conversationId),
    listMessages(conversationId),
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
