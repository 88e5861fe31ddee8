import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { SESSION_TYPES } from '#shared/constants.ts';
import type { Story } from '#shared/schemas/story.ts';
import { ConversationEntity, conversationsOfStory } from '../../db/entities/conversation.ts';
import { MessageEntity, messagesOfConversation } from '../../db/entities/message.ts';
import { queryProjection } from '../../db/read.ts';

type TranscriptEntry = Story['transcriptEntries'][number];
type ConversationRecord = FormattedItem<typeof ConversationEntity>;

/**
 * Conversations up to this many messages come with their turns in the story read; longer ones come with
 * `transcriptTruncated: true` and their `messageCount`, and the page loads them from GET
 * /api/conversations/{id} when opened. Ten long interviews then cost ten small items, not megabytes.
 */
export const INLINE_TRANSCRIPT_MESSAGES = 60;

const CONVERSATION_FIELDS = [
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

/** The conversations held for a story, oldest first (the story index is eventually consistent). */
export const conversationsOf = (storyId: string) =>
  queryProjection(ConversationEntity, conversationsOfStory(storyId), CONVERSATION_FIELDS);

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

/** A story's transcript entries: one per conversation held for it, oldest first. */
export const transcriptEntriesOf = async (storyId: string): Promise<TranscriptEntry[]> => {
  const conversations = await conversationsOf(storyId);
  return Promise.all(
    conversations
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .map((conversation) => toTranscriptEntry(conversation)),
  );
};
