import { randomUUID } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import { SESSION_TYPES, type SessionType } from '#shared/constants.ts';
import type { Conversation, ConversationContext } from '#shared/schemas/conversation.ts';
import type { Path } from '#shared/schemas/path.ts';
import { CONVERSATION_TEXTS } from '#shared/texts.ts';
import type { ConversationEntity } from '../../db/entities/conversation.ts';
import { db } from '../../db/service.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { findPath, getPath } from '../paths/paths.ts';
import { ensureSeedPath, seedPathId } from '../paths/seed.ts';
import { getStoryRecordForUser } from '../stories/stories.ts';
import { isConditionFailure } from './conditions.ts';
import { listMessages } from './messages.ts';

export type ConversationRecord = EntityItem<typeof ConversationEntity>;
const PREVIEW_CHARS = 200;

export const toConversation = (record: ConversationRecord): Conversation => ({
  id: record.conversationId,
  userId: record.userId,
  type: record.type,
  title: record.title,
  summary: record.summary,
  status: record.status,
  sessionType: record.sessionType,
  pathId: record.pathId,
  storyId: record.storyId,
  currentQuestionId: record.currentQuestionId,
  messageCount: record.messageCount ?? 0,
  lastMessagePreview: record.lastMessagePreview,
  createdAt: record.createdAt ?? new Date(0).toISOString(),
  updatedAt: record.updatedAt ?? new Date(0).toISOString(),
});

export const previewOf = (content: string): string =>
  content.length > PREVIEW_CHARS ? `${content.slice(0, PREVIEW_CHARS - 1)}…` : content;

export const findConversation = async (conversationId: string): Promise<ConversationRecord | undefined> => {
  const { data } = await db().entities.conversations.get({ conversationId }).go({ consistent: true });
  return data ?? undefined;
};

/** The caller's conversation; another user's id answers 404 exactly like a missing one. */
export const getConversationForUser = async (
  userId: string,
  conversationId: string,
): Promise<ConversationRecord> => {
  const record = await findConversation(conversationId);
  if (!record || record.userId !== userId) throw new NotFoundError(CONVERSATION_TEXTS.conversationNotFound);
  return record;
};

/** A conversation with its transcript in order and its path (questions numbered from 1). */
export const withTranscript = async (record: ConversationRecord): Promise<Conversation> => {
  const [messages, path] = await Promise.all([
    listMessages(record.conversationId),
    record.pathId ? findPath(record.pathId) : Promise.resolve(undefined),
  ]);
  return { ...toConversation(record), messages, path };
};

/** The user's conversations, newest first, each with its message count and last-message preview. */
export const listConversations = async (userId: string): Promise<Conversation[]> => {
  const { data } = await db()
    .entities.conversations.query.byUser({ userId })
    .go({ pages: 'all', order: 'desc' });
  return data.map(toConversation);
};

const sessionTypeOfPath = (pathId: string): SessionType | undefined =>
  SESSION_TYPES.find((key) => seedPathId(key) === pathId);

const resolvePath = async (input: { sessionType?: SessionType; pathId?: string }): Promise<Path> => {
  if (input.pathId) return getPath(input.pathId);
  if (!input.sessionType) throw new ValidationError(CONVERSATION_TEXTS.sessionRequired);
  const pathId = seedPathId(input.sessionType);
  // A deployment that has not run the seed yet still gets its four sections.
  const path =
    (await findPath(pathId)) ?? ((await ensureSeedPath(input.sessionType)) && (await findPath(pathId)));
  if (!path) throw new NotFoundError(CONVERSATION_TEXTS.pathNotFound);
  return path;
};

export const contextOf = (path: Path): ConversationContext => ({
  name: path.displayName ?? path.name,
  introCardText: path.introCardText,
  introScript: path.introScript,
});

const slotOf = (pathId: string, storyId: string | undefined) => `${pathId}#${storyId ?? '-'}`;

/** Frees the resume slot if it still points at this conversation. */
export const releaseSlot = async (record: ConversationRecord): Promise<void> => {
  if (!record.pathId) return;
  try {
    await db()
      .entities.conversationSlots.delete({
        userId: record.userId,
        slot: slotOf(record.pathId, record.storyId),
      })
      .where(({ conversationId }, { eq }) => eq(conversationId, record.conversationId))
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
};

export interface StartInput {
  sessionType?: SessionType;
  pathId?: string;
  storyId?: string;
  type?: Conversation['type'];
}

/**
 * Starts a conversation on a path, or resumes the caller's unfinished one for the same path and story. The
 * slot item and the conversation are written in one transaction, so concurrent starts share one conversation.
 */
export const startConversation = async (
  userId: string,
  input: StartInput,
): Promise<{ conversation: Conversation; context: ConversationContext; resumed: boolean }> => {
  const path = await resolvePath(input);
  if (input.storyId) await getStoryRecordForUser(userId, input.storyId);
  const context = contextOf(path);
  const slot = slotOf(path.id, input.storyId);
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const { data: claim } = await db()
      .entities.conversationSlots.get({ userId, slot })
      .go({ consistent: true });
    if (claim) {
      const existing = await findConversation(claim.conversationId);
      if (existing && existing.status === 'active' && existing.userId === userId)
        return { conversation: toConversation(existing), context, resumed: true };
      if (existing) await releaseSlot(existing);
      else await db().entities.conversationSlots.delete({ userId, slot }).go();
    }
    const now = new Date().toISOString();
    const record: ConversationRecord = {
      conversationId: randomUUID(),
      userId,
      type: input.type ?? 'interview',
      title: context.name,
      status: 'active',
      sessionType: input.sessionType ?? sessionTypeOfPath(path.id),
      pathId: path.id,
      storyId: input.storyId,
      messageCount: 0,
      nextSeq: 0,
      createdAt: now,
      updatedAt: now,
    };
    const result = await db()
      .transaction.write(({ conversations, conversationSlots }) => [
        conversationSlots.create({ userId, slot, conversationId: record.conversationId }).commit(),
        conversations.create(record).commit(),
      ])
      .go();
    if (!result.canceled) return { conversation: toConversation(record), context, resumed: false };
  }
  throw new ConflictError('The conversation is being started elsewhere. Please try again.');
};

export const completeConversation = async (userId: string, conversationId: string): Promise<Conversation> => {
  const record = await getConversationForUser(userId, conversationId);
  const { data } = await db()
    .entities.conversations.patch({ conversationId })
    .set({ status: 'completed' })
    .go({ response: 'all_new' });
  await releaseSlot(record);
  return toConversation({ ...record, ...(data as ConversationRecord) });
};

/** Remembers the question on screen; the id must be a position in the conversation's path. */
export const trackQuestion = async (
  userId: string,
  conversationId: string,
  questionId: number,
): Promise<Conversation> => {
  const record = await getConversationForUser(userId, conversationId);
  const path = record.pathId ? await findPath(record.pathId) : undefined;
  if (path && questionId > path.questions.length)
    throw new ValidationError(`questionId must be between 1 and ${path.questions.length}`);
  const { data } = await db()
    .entities.conversations.patch({ conversationId })
    .set({ currentQuestionId: questionId })
    .go({ response: 'all_new' });
  return toConversation({ ...record, ...(data as ConversationRecord) });
};
