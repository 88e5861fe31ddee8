import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { SESSION_TYPES } from '#shared/constants.ts';
import { type Page, TRANSCRIPT_ENTRIES_PAGE_SIZE } from '#shared/page.ts';
import type { Story } from '#shared/schemas/story.ts';
import { ConversationEntity, conversationsOfStory } from '../../db/entities/conversation.ts';
import { MessageEntity, messagesOfConversation } from '../../db/entities/message.ts';
import { type PageRequest, queryPageAs, queryProjection } from '../../db/read.ts';

type TranscriptEntry = Story['transcriptEntries'][number];
type ConversationRecord = FormattedItem<typeof ConversationEntity>;

/**
 * Conversations up to this many messages come with their turns in the story read; longer ones come with
 * `transcriptTruncated: true` and their `messageCount`, and the page loads them from GET
 * /api/conversations/{id} when opened. Ten long interviews then cost ten small items, not megabytes.
 */
export const INLINE_TRANSCRIPT_MESSAGES = 60;

/** What a story read keeps of each of its conversations (the perf floor reads the same projection). */
export const CONVERSATION_FIELDS = [
  'conversationId',
  'userId',
  'title',
  'summary',
  'sessionType',
  'pathId',
  'storyId',
  'messageCount',
  'createdAt',
] as const;

/** A conversation's turns in order, only what a transcript shows. */
export const turnsOf = async (conversationId: string) => {
  const messages = await queryProjection(MessageEntity, messagesOfConversation(conversationId), [
    'role',
    'content',
    'seq',
  ]);
  return messages.sort((a, b) => a.seq - b.seq).map(({ role, content }) => ({ role, content }));
};

const sectionName = (sessionType: string | undefined) =>
  SESSION_TYPES.includes(sessionType as never) ? sessionType : undefined;

const toTranscriptEntry = async (
  conversation: Pick<ConversationRecord, (typeof CONVERSATION_FIELDS)[number]>,
): Promise<TranscriptEntry> => {
  const messageCount = conversation.messageCount ?? 0;
  const truncated = messageCount > INLINE_TRANSCRIPT_MESSAGES;
  // The conversation's title is its path's name as the call showed it (set when the call started).
  const name = conversation.title ?? sectionName(conversation.sessionType);
  return {
    id: conversation.conversationId,
    conversationId: conversation.conversationId,
    createdAt: conversation.createdAt,
    ...(conversation.summary ? { summary: conversation.summary } : {}),
    ...(name ? { path: { ...(conversation.pathId ? { id: conversation.pathId } : {}), name } } : {}),
    transcript: truncated ? [] : await turnsOf(conversation.conversationId),
    messageCount,
    ...(truncated ? { transcriptTruncated: true } : {}),
  };
};

/**
 * A page of a story's transcript entries: one per conversation held for it, oldest first (the story index is
 * eventually consistent), at most `TRANSCRIPT_ENTRIES_PAGE_SIZE` however large a page is asked for.
 */
export const transcriptEntriesPage = async (
  storyId: string,
  { limit, after }: PageRequest,
): Promise<Page<TranscriptEntry>> => {
  const conversations = await queryPageAs(
    ConversationEntity,
    conversationsOfStory(storyId),
    CONVERSATION_FIELDS,
    {
      limit: Math.min(limit, TRANSCRIPT_ENTRIES_PAGE_SIZE),
      ...(after ? { after } : {}),
    },
  );
  return {
    items: await Promise.all(conversations.items.map((conversation) => toTranscriptEntry(conversation))),
    ...(conversations.nextCursor ? { nextCursor: conversations.nextCursor } : {}),
  };
};
