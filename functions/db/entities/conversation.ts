import { Entity } from 'electrodb';
import { timestamps } from './timestamps.ts';

/** One interview or chat. Its messages are items of their own (MessageEntity), never a list on this item. */
export const ConversationEntity = new Entity({
  model: { entity: 'conversation', version: '1', service: 'walt' },
  attributes: {
    conversationId: { type: 'string', required: true },
    userId: { type: 'string', required: true },
    type: { type: ['interview', 'chat'] as const, required: true, default: 'interview' },
    title: { type: 'string' },
    summary: { type: 'string' },
    status: { type: ['active', 'completed'] as const, required: true, default: 'active' },
    sessionType: { type: 'string' },
    pathId: { type: 'string' },
    storyId: { type: 'string' },
    currentQuestionId: { type: 'number' },
    messageCount: { type: 'number', required: true, default: 0 },
    /** Next message sequence number to hand out; reserved in ranges with an atomic ADD. */
    nextSeq: { type: 'number', required: true, default: 0 },
    lastMessageSeq: { type: 'number' },
    lastMessagePreview: { type: 'string' },
    ...timestamps,
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['conversationId'] }, sk: { field: 'sk', composite: [] } },
    byUser: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'conversationId'] },
    },
  },
});
