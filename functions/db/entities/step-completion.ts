import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { stringKeys } from '../attributes.ts';
import { inPartition } from '../index-keys.ts';
import { entity } from '../on-table.ts';

/** A journey step completed for a story; lives in the story's partition so one Query reads them all. */
export const StepCompletionEntity = /* @__PURE__ */ (() =>
  entity('stepCompletion', {
    schema: item({
      ...stringKeys('storyId', 'stepId'),
      completedAt: string().putDefault(() => new Date().toISOString()),
    }),
    key: { partition: ['storyId'], sort: ['stepId'] },
  }))();

/** Access pattern: a story's completed steps (in the story's partition). */
export const stepCompletionsOfStory = (storyId: string) => inPartition({ storyId }, 'stepCompletion');
