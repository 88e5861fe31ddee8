import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { inPartition } from '../index-keys.ts';
import { onTable } from '../on-table.ts';

/**
 * One saved message, keyed by the client's message id so autosaves upsert. `seq` is set once, on first
 * insert (if_not_exists), and orders the transcript.
 */
export const MessageEntity = /* @__PURE__ */ (() =>
  new Entity(
    onTable('message', {
      schema: item({
        conversationId: string().key(),
        messageId: string().key(),
        role: string().enum('user', 'assistant', 'system'),
        content: string(),
        seq: number(),
        createdAt: string(),
        updatedAt: string(),
      }),
      // Client message ids are case-sensitive ("item_AbC…"): the sort key keeps their case.
      key: { partition: ['conversationId'], sort: ['messageId'], keepCase: true },
    }),
  ))();

/** Access pattern: a conversation's messages (in the conversation's partition). */
export const messagesOfConversation = (conversationId: string) => inPartition({ conversationId }, 'message');
