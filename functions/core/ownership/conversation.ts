import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { CONVERSATION_TEXTS } from '#shared/texts.ts';
import { ConversationEntity } from '../../db/entities/conversation.ts';
import { getItem, loadOwned } from '../../db/read.ts';

export type ConversationRecord = FormattedItem<typeof ConversationEntity>;

/** Any user's conversation by id (admin reads, owner resolution); undefined when missing. */
export const findConversation = (conversationId: string): Promise<ConversationRecord | undefined> =>
  getItem(ConversationEntity, { conversationId });

/** The caller's conversation; another user's id answers 404 exactly like a missing one. */
export const getConversationForUser = (userId: string, conversationId: string): Promise<ConversationRecord> =>
  loadOwned(ConversationEntity, { conversationId }, userId, CONVERSATION_TEXTS.conversationNotFound);
