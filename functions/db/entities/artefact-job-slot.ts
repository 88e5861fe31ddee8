import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { partitionKey, sortKey, sortPrefix } from '../keys.ts';
import { table } from '../table.ts';

/**
 * The latest generation job of one story and format, in the story's partition. Written with a condition, so
 * of two simultaneous clicks on Generate only one starts a job; the other is answered with the same job.
 * The story's slots are also where its pending jobs are found (one per format at most).
 */
export const ArtefactJobSlotEntity = /* @__PURE__ */ (() =>
  new Entity({
    name: 'artefactJobSlot',
    table,
    schema: item({
      storyId: string().key(),
      formatId: string().key(),
      jobId: string(),
      userId: string(),
      createdAt: string(),
    }),
    computeKey: ({ storyId, formatId }) => ({
      pk: partitionKey({ storyId }),
      sk: sortKey('artefactJobSlot', { formatId }),
    }),
    timestamps: false,
  }))();

/** Access pattern: a story's generation slots (in the story's partition). */
export const jobSlotsOfStory = (storyId: string) =>
  ({ partition: partitionKey({ storyId }), range: { beginsWith: sortPrefix('artefactJobSlot') } }) as const;
