import { item } from 'dynamodb-toolbox/schema/item';
import { stringKeys, strings } from '../attributes.ts';
import { inPartition } from '../index-keys.ts';
import { entity } from '../on-table.ts';

/**
 * The latest generation job of one story and format, in the story's partition. Written with a condition, so
 * of two simultaneous clicks on Generate only one starts a job; the other is answered with the same job.
 * The story's slots are also where its pending jobs are found (one per format at most).
 */
export const ArtefactJobSlotEntity = /* @__PURE__ */ (() =>
  entity('artefactJobSlot', {
    schema: item({
      ...stringKeys('storyId', 'formatId'),
      ...strings('jobId', 'userId', 'createdAt'),
    }),
    key: { partition: ['storyId'], sort: ['formatId'] },
  }))();

/** Access pattern: a story's generation slots (in the story's partition). */
export const jobSlotsOfStory = (storyId: string) => inPartition({ storyId }, 'artefactJobSlot');
