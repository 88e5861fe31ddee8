import { SESSION_TITLES, SESSION_TYPES, type SessionType } from '#shared/constants.ts';
import type { ConversationBrief } from '#shared/schemas/memory.ts';
import type { RealtimeSessionInput } from '../../ai/realtime-session.ts';
import { buildInstructions } from '../../ai/realtime-session.ts';
import { ConversationEntity, conversationsOfUser } from '../../db/entities/conversation.ts';
import { NoteEntity, notesOfUser } from '../../db/entities/note.ts';
import { queryAll } from '../../db/read.ts';
import { listMessages } from '../conversations/messages.ts';
import type { ConversationRecord } from '../ownership/conversation.ts';
import { getConversationForUser } from '../ownership/conversation.ts';
import { findPath } from '../paths/paths.ts';
import { queueMemoryBuild } from './changed.ts';
import {
  carriedFacts,
  carriedThreads,
  EARLIER_SESSIONS_BYTES,
  factLine,
  withinBudget,
} from './session-memory.ts';
import { currentMemory, type OnStale, requestExtractor } from './store.ts';

const sessionTitle = (sessionType: string | undefined) =>
  SESSION_TYPES.includes(sessionType as SessionType) ? SESSION_TITLES[sessionType as SessionType] : undefined;

/**
 * Everything the next call of a conversation receives: the path, the conversation's own turns, the narrator's
 * notes across conversations (budgeted), and the memory — the name the narrator goes by, the facts carried,
 * the open threads and contradictions to confirm, and the earlier sessions' summaries with their follow-ups.
 * The voice session and GET /api/conversations/{id}/brief both build from here, so what the brief shows is
 * exactly what the call is minted with.
 */
export const sessionPlanInput = async (
  userId: string,
  accountName: string | undefined,
  conversation: ConversationRecord,
  onStale?: OnStale,
) => {
  const { conversationId } = conversation;
  const [memory, path, notes, transcript, conversations] = await Promise.all([
    currentMemory(userId, requestExtractor(), onStale),
    conversation.pathId ? findPath(conversation.pathId) : undefined,
    queryAll(NoteEntity, notesOfUser(userId)),
    listMessages(conversationId),
    queryAll(ConversationEntity, conversationsOfUser(userId)),
  ]);
  const covered = [...(conversation.coveredQuestionIds ?? [])].sort((a, b) => a - b);
  const nextQuestionId = path?.questions.map((_, index) => index + 1).find((id) => !covered.includes(id));
  const facts = carriedFacts(memory);
  const threads = carriedThreads(memory);
  const earlier = conversations
    .filter((other) => other.conversationId !== conversationId && other.summary?.trim())
    .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
  const earlierSessions = withinBudget(
    earlier.map((other) => ({
      title: other.title || sessionTitle(other.sessionType) || 'An earlier conversation',
      summary: other.summary ?? '',
    })),
    (session) => `${session.title}\n${session.summary}`,
    EARLIER_SESSIONS_BYTES,
  ).reverse();
  const narratorName = memory.preferredName?.value || accountName;
  // This conversation's notes first, then the narrator's other notes, oldest first within each.
  const byAge = (a: { createdAt?: string }, b: { createdAt?: string }) =>
    (a.createdAt ?? '').localeCompare(b.createdAt ?? '');
  const own = notes.filter((note) => note.conversationId === conversationId).sort(byAge);
  const others = notes.filter((note) => note.conversationId !== conversationId).sort(byAge);
  const input: RealtimeSessionInput = {
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
    coveredQuestionIds: covered,
    nextQuestionId,
    notes: [...others, ...own].map((note) => ({
      id: note.noteId,
      content: note.content,
      createdBy: note.createdBy,
    })),
    previousMessages: transcript,
    memory: {
      facts: facts.map(factLine),
      threads: threads.map(({ id, kind, question }) => ({ id, kind, question })),
      earlierSessions,
      firstSession: memory.processedThrough.length === 0,
    },
  };
  return { input, facts, threads, covered, nextQuestionId };
};

/** GET /api/conversations/{id}/brief: exactly what the next call of that conversation receives. */
export const conversationBrief = async (
  userId: string,
  accountName: string | undefined,
  conversationId: string,
): Promise<ConversationBrief> => {
  const conversation = await getConversationForUser(userId, conversationId);
  const { input, facts, threads, covered, nextQuestionId } = await sessionPlanInput(
    userId,
    accountName,
    conversation,
    queueMemoryBuild,
  );
  return {
    ...(input.narratorName ? { narratorName: input.narratorName } : {}),
    carriedFacts: facts,
    openThreads: threads,
    coveredQuestionIds: covered,
    nextQuestionId: nextQuestionId ?? null,
    instructions: buildInstructions(input),
  };
};
