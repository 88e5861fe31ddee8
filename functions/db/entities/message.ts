import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { stringKeys, strings } from '../attributes.ts';
import { inPartition } from '../index-keys.ts';
import { entity } from '../on-table.ts';

/**
 * One saved message, keyed by the client's message id so autosaves upsert. `seq` is set once, on first
 * insert (if_not_exists), and orders the transcript.
 */
export const MessageEntity = /* @__PURE__ */ (() =>
  entity('message', {
    schema: item({
      ...stringKeys('conversationId', 'messageId'),
      role: string().enum('user', 'assistant', 'system'),
      content: string(),
      seq: number(),
      ...strings('createdAt', 'updatedAt'),
    }),
    // Client message ids are case-sensitive ("item_AbC…"): the sort key keeps their case.
    key: { partition: ['conversationId'], sort: ['messageId'], keepCase: true },
  }))();

/** Access pattern: a conversation's messages (in the conversation's partition). */
export const messagesOfConversation = (conversationId: string) => inPartition({ conversationId }, 'message');
