import { Entity } from 'electrodb';
import { timestamps } from './timestamps.ts';

/** Kinds of entry a user adds to a story by hand: typed text, or a transcribed voice memo. */
export const STORY_ENTRY_KINDS = ['text', 'voiceMemo'] as const;

/**
 * One typed or spoken entry of a story. Entries live in the story's partition, so one Query reads them
 * all, and each is its own item, so saving one never rewrites (or risks) another.
 */
export const StoryEntryEntity = new Entity({
  model: { entity: 'storyEntry', version: '1', service: 'walt' },
  attributes: {
    storyId: { type: 'string', required: true },
    entryId: { type: 'string', required: true },
    userId: { type: 'string', required: true, readOnly: true },
    kind: { type: STORY_ENTRY_KINDS, required: true, readOnly: true },
    content: { type: 'string', required: true },
    pathId: { type: 'string' },
    stepId: { type: 'string' },
    ...timestamps,
  },
  indexes: {
    byStory: {
      pk: { field: 'pk', composite: ['storyId'] },
      sk: { field: 'sk', composite: ['entryId'] },
    },
  },
});
