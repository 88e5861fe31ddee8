import { Entity } from 'electrodb';

/**
 * The one unfinished conversation of a user for a (path, story) pair, so a second start resumes it. Written
 * with the conversation in one transaction (attribute_not_exists), so two concurrent starts cannot fork it.
 */
export const ConversationSlotEntity = new Entity({
  model: { entity: 'conversationSlot', version: '1', service: 'walt' },
  attributes: {
    userId: { type: 'string', required: true },
    slot: { type: 'string', required: true },
    conversationId: { type: 'string', required: true },
  },
  indexes: {
    bySlot: { pk: { field: 'pk', composite: ['userId', 'slot'] }, sk: { field: 'sk', composite: [] } },
  },
});
