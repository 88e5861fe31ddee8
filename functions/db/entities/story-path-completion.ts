import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { partitionKey, sortKey, sortPrefix } from '../keys.ts';
import { table } from '../table.ts';

/** A path completed for a story; lives in the story's partition so one Query reads them all. */
export const StoryPathCompletionEntity = /* @__PURE__ */ (() =>
  new Entity({
    name: 'storyPathCompletion',
    table,
    schema: item({
      storyId: string().key(),
      pathId: string().key(),
      conversationId: string().optional(),
      completedAt: string().putDefault(() => new Date().toISOString()),
    }),
    computeKey: ({ storyId, pathId }) => ({
      pk: partitionKey({ storyId }),
      sk: sortKey('storyPathCompletion', { pathId }),
    }),
    timestamps: false,
  }))();

/** Access pattern: a story's completed paths (in the story's partition). */
export const completionsOfStory = (storyId: string) =>
  ({
    partition: partitionKey({ storyId }),
    range: { beginsWith: sortPrefix('storyPathCompletion') },
  }) as const;
