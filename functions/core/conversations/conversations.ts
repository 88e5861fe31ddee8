import { randomUUID } from 'node:crypto';
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { execute } from 'dynamodb-toolbox/entity/actions/transactWrite';
import { $add, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { SESSION_TYPES, type SessionType } from '#shared/constants.ts';
import type { Page } from '#shared/page.ts';
import type { Conversation, ConversationContext } from '#shared/schemas/conversation.ts';
import type { Path } from '#shared/schemas/path.ts';
import { CONVERSATION_ERRORS, CONVERSATION_TEXTS } from '#shared/texts.ts';
import { ConversationEntity, conversationsOfUser } from '../../db/entities/conversation.ts';
import { ConversationSlotEntity } from '../../db/entities/conversation-slot.ts';
import { isTransactionRefused, unlessConditionFails } from '../../db/errors.ts';
import { getItem, loadOwned, mapPage, type PageRequest, queryAll, queryPage } from '../../db/read.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import {
  type ConversationRecord,
  findConversation,
  getConversationForUser,
} from '../ownership/conversation.ts';
import { getStoryRecordForUser } from '../ownership/story.ts';
import { findPath, getPath } from '../paths/paths.ts';
import { ensureSeedPath, seedPathId } from '../paths/seed.ts';

export { type ConversationRecord, findConversation, getConversationForUser };

import { memoryChanged } from '../memory/changed.ts';
import { listMessages } from './messages.ts';

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
  ...(record.coveredQuestionIds?.size
    ? { coveredQuestionIds: [...record.coveredQuestionIds].sort((a, b) => a - b) }
    : {}),
  messageCount: record.messageCount ?? 0,
  lastMessagePreview: record.lastMessagePreview,
  createdAt: record.createdAt ?? new Date(0).toISOString(),
  updatedAt: record.updatedAt ?? new Date(0).toISOString(),
});

export const previewOf = (content: string): string =>
  content.length > PREVIEW_CHARS ? `${content.slice(0, PREVIEW_CHARS - 1)}…` : content;

/** A conversation with its transcript in order and its path (questions numbered from 1). */
export const withTranscript = async (record: ConversationRecord): Promise<Conversation> => {
  const [messages, path] = await Promise.all([
    listMessages(record.conversationId),
    record.pathId ? findPath(record.pathId) : Promise.resolve(undefined),
  ]);
  return { ...toConversation(record), messages, path };
};

/** Any user's conversation with its transcript, for an administrator whose consent rule has passed; 404 when gone. */
export const conversationWithTranscript = async (conversationId: string): Promise<Conversation> => {
  const record = await findConversation(conversationId);
  if (!record) throw new NotFoundError(CONVERSATION_TEXTS.conversationNotFound);
  return withTranscript(record);
};

/** The user's conversations, newest first, each with its message count and last-message preview. */
/** One page of the caller's conversations, newest first (issue 24). */
export const listConversationsPage = async (userId: string, page: PageRequest): Promise<Page<Conversation>> =>
  mapPage(
    await queryPage(ConversationEntity, conversationsOfUser(userId), page, { reverse: true }),
    toConversation,
  );

export const listConversations = async (userId: string): Promise<Conversation[]> => {
  const records = await queryAll(ConversationEntity, conversationsOfUser(userId), { reverse: true });
  return records.map(toConversation);
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
  await unlessConditionFails(
    ConversationSlotEntity.build(DeleteItemCommand)
      .key({ userId: record.userId, slot: slotOf(record.pathId, record.storyId) })
      .options({ condition: { attr: 'conversationId', eq: record.conversationId } })
      .send(),
  );
};

/** Sets attributes of a conversation that must exist, answering the item as stored afterwards. */
const patchConversation = async (
  conversationId: string,
  changes: { status?: 'completed'; currentQuestionId?: number; coveredQuestionId?: number },
): Promise<ConversationRecord | undefined> => {
  const { coveredQuestionId, ...set } = changes;
  const { Attributes } = await ConversationEntity.build(UpdateItemCommand)
    .item({
      conversationId,
      ...set,
      ...(coveredQuestionId !== undefined ? { coveredQuestionIds: $add(new Set([coveredQuestionId])) } : {}),
    })
    .options({ condition: { attr: 'conversationId', exists: true }, returnValues: 'ALL_NEW' })
    .send();
  return Attributes;
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
    const claim = await getItem(ConversationSlotEntity, { userId, slot });
    if (claim) {
      const existing = await findConversation(claim.conversationId);
      if (existing && existing.status === 'active' && existing.userId === userId)
        return { conversation: toConversation(existing), context, resumed: true };
      if (existing) await releaseSlot(existing);
      else await ConversationSlotEntity.build(DeleteItemCommand).key({ userId, slot }).send();
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
    try {
      await execute(
        ConversationSlotEntity.build(PutTransaction)
          .item({ userId, slot, conversationId: record.conversationId })
          .options({ condition: { attr: 'userId', exists: false } }),
        ConversationEntity.build(PutTransaction)
          .item(record)
          .options({ condition: { attr: 'conversationId', exists: false } }),
      );
      return { conversation: toConversation(record), context, resumed: false };
    } catch (error) {
      // Any cancellation (the slot taken by a concurrent start, a transaction conflict) reads the slot again.
      if (!isTransactionRefused(error)) throw error;
    }
  }
  throw new ConflictError(CONVERSATION_ERRORS.starting);
};

export const completeConversation = async (userId: string, conversationId: string): Promise<Conversation> => {
  const record = await getConversationForUser(userId, conversationId);
  const updated = await patchConversation(conversationId, { status: 'completed' });
  await releaseSlot(record);
  await memoryChanged(userId);
  return toConversation({ ...record, ...updated });
};

/**
 * A question of the path is covered (Walt's completeQuestion): it joins the conversation's covered set, so a
 * resume starts at the first question not in it and none is asked again. The id must be a position in the path.
 */
export const trackQuestion = async (
  userId: string,
  conversationId: string,
  questionId: number,
): Promise<Conversation> => {
  const record = await getConversationForUser(userId, conversationId);
  const path = record.pathId ? await findPath(record.pathId) : undefined;
  if (path && questionId > path.questions.length)
    throw new ValidationError(CONVERSATION_ERRORS.questionIdRange(path.questions.length));
  const updated = await patchConversation(conversationId, {
    currentQuestionId: questionId,
    coveredQuestionId: questionId,
  });
  return toConversation({ ...record, ...updated });
};
