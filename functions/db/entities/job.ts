import { any } from 'dynamodb-toolbox/schema/any';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { jobStatusAttributes, optionalNumbers, timestampAttributes } from '../attributes.ts';
import { byIndex } from '../index-keys.ts';
import { entity } from '../on-table.ts';

/** A background job's status row: pending → processing → completed | failed. */
export const JobEntity = /* @__PURE__ */ (() =>
  entity('job', {
    schema: item({
      jobId: string().key(),
      kind: string(),
      ...jobStatusAttributes(),
      ownerId: string().optional(),
      attempts: number().default(0),
      payload: any().optional(),
      result: any().optional(),
      /**
       * `leaseUntil`: the lease's end (epoch ms) while a worker holds the job; a second delivery waits for it.
       * `progress`: how far a long job has got, 0–100 ("Download everything" shows it).
       * `ttl`: epoch seconds after which DynamoDB removes a finished job (set when it completes or fails).
       */
      ...optionalNumbers('leaseUntil', 'progress', 'ttl'),
      ...timestampAttributes(),
    }),
    key: { partition: ['jobId'] },
    // Sparse: a job without an owner has no key in this index.
    indexes: { gsi1: { partition: ['ownerId'], sort: ['kind', 'createdAt'], sparse: true } },
  }))();

/** Access pattern: an owner's jobs of one kind, by creation time. */
export const jobsOfOwner = (ownerId: string, kind: string) =>
  byIndex('gsi1', { ownerId }, 'job', { startingWith: { kind } });
