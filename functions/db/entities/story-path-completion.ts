import { Entity } from 'electrodb';

/** A path completed for a story; lives in the story's partition so one Query reads them all. */
export const StoryPathCompletionEntity = new Entity({
  model: { entity: 'storyPathCompletion', version: '1', service: 'walt' },
  attributes: {
    storyId: { type: 'string', required: true },
    pathId: { type: 'string', required: true },
    conversationId: { type: 'string' },
    completedAt: { type: 'string', required: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byStory: {
      pk: { field: 'pk', composite: ['storyId'] },
      sk: { field: 'sk', composite: ['pathId'] },
    },
  },
});
