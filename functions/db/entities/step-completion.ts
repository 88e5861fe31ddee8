import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { partitionKey, sortKey, sortPrefix } from '../keys.ts';
import { table } from '../table.ts';

/** A journey step completed for a story; lives in the story's partition so one Query reads them all. */
export const StepCompletionEntity = /* @__PURE__ */ (() =>
  new Entity({
    name: 'stepCompletion',
    table,
    schema: item({
      storyId: string().key(),
      stepId: string().key(),
      completedAt: string().putDefault(() => new Date().toISOString()),
    }),
    computeKey: ({ storyId, stepId }) => ({
      pk: partitionKey({ storyId }),
      sk: sortKey('stepCompletion', { stepId }),
    }),
    timestamps: false,
  }))();

/** Access pattern: a story's completed steps (in the story's partition). */
export const stepCompletionsOfStory = (storyId: string) =>
  ({ partition: partitionKey({ storyId }), range: { beginsWith: sortPrefix('stepCompletion') } }) as const;
