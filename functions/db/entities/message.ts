import { Entity } from 'electrodb';

/**
 * One saved message, keyed by the client's message id so autosaves upsert. `seq` is set once, on first
 * insert (if_not_exists), and orders the transcript.
 */
export const MessageEntity = new Entity({
  model: { entity: 'message', version: '1', service: 'walt' },
  attributes: {
    conversationId: { type: 'string', required: true },
    messageId: { type: 'string', required: true },
    role: { type: ['user', 'assistant', 'system'] as const, required: true },
    content: { type: 'string', required: true },
    seq: { type: 'number', required: true },
    createdAt: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byConversation: {
      pk: { field: 'pk', composite: ['conversationId'] },
      // Client message ids are case-sensitive ("item_AbC…"): the default lower-casing would merge two.
      sk: { field: 'sk', composite: ['messageId'], casing: 'none' },
    },
  },
});
