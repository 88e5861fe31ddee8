import { Entity } from 'electrodb';
import { timestamps } from './timestamps.ts';

/** A story (minimal for now: the call reads and renames it; the stories feature completes it). */
export const StoryEntity = new Entity({
  model: { entity: 'story', version: '1', service: 'walt' },
  attributes: {
    storyId: { type: 'string', required: true },
    userId: { type: 'string', required: true },
    title: { type: 'string' },
    displayName: { type: 'string' },
    content: { type: 'string' },
    journeyId: { type: 'string' },
    ...timestamps,
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['storyId'] }, sk: { field: 'sk', composite: [] } },
    byUser: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'storyId'] },
    },
  },
});
