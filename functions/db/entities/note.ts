import { Entity } from 'electrodb';
import { timestamps } from './timestamps.ts';

/**
 * A note taken during a call, by Walt or by the user; listed by owner, conversation or story. The
 * conversation and story indexes are sparse: ElectroDB writes no key for an index whose composite is absent.
 */
export const NoteEntity = new Entity({
  model: { entity: 'note', version: '1', service: 'walt' },
  attributes: {
    noteId: { type: 'string', required: true },
    userId: { type: 'string', required: true },
    conversationId: { type: 'string' },
    storyId: { type: 'string' },
    content: { type: 'string', required: true },
    createdBy: { type: ['walt', 'user'] as const, required: true },
    source: { type: 'string' },
    stepId: { type: 'string' },
    ...timestamps,
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['noteId'] }, sk: { field: 'sk', composite: [] } },
    byUser: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'noteId'] },
    },
    byConversation: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['conversationId'] },
      sk: { field: 'gsi2sk', composite: ['createdAt', 'noteId'] },
    },
    byStory: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', composite: ['storyId'] },
      sk: { field: 'gsi3sk', composite: ['createdAt', 'noteId'] },
    },
  },
});
