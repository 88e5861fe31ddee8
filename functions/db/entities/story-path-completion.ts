import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { stringKeys } from '../attributes.ts';
import { inPartition } from '../index-keys.ts';
import { entity } from '../on-table.ts';

/** A path completed for a story; lives in the story's partition so one Query reads them all. */
export const StoryPathCompletionEntity = /* @__PURE__ */ (() =>
  entity('storyPathCompletion', {
    schema: item({
      ...stringKeys('storyId', 'pathId'),
      conversationId: string().optional(),
      completedAt: string().putDefault(() => new Date().toISOString()),
    }),
    key: { partition: ['storyId'], sort: ['pathId'] },
  }))();

/** Access pattern: a story's completed paths (in the story's partition). */
export const completionsOfStory = (storyId: string) => inPartition({ storyId }, 'storyPathCompletion');
