import { Entity } from 'dynamodb-toolbox/entity';
import { any } from 'dynamodb-toolbox/schema/any';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { JOB_STATUSES } from '#shared/constants.ts';
import { timestampAttributes } from '../attributes.ts';
import { partitionKey, sortKey, sortPrefix } from '../keys.ts';
import { table } from '../table.ts';

/** A background job's status row: pending → processing → completed | failed. */
export const JobEntity = /* @__PURE__ */ (() =>
  new Entity({
    name: 'job',
    table,
    schema: item({
      jobId: string().key(),
      kind: string(),
      ownerId: string().optional(),
      status: string()
        .enum(...JOB_STATUSES)
        .default('pending'),
      errorMessage: string().optional(),
      attempts: number().default(0),
      /** Lease end (epoch ms) while a worker holds the job; a second delivery waits for it. */
      leaseUntil: number().optional(),
      payload: any().optional(),
      result: any().optional(),
      ...timestampAttributes(),
    }).and((job) => ({
      /** Sparse: a job without an owner has no key in this index. */
      gsi1pk: string()
        .optional()
        .hidden()
        .link<typeof job>(({ ownerId }) => (ownerId ? partitionKey({ ownerId }) : undefined)),
      gsi1sk: string()
        .optional()
        .hidden()
        .link<typeof job>(({ ownerId, kind, createdAt }) =>
          ownerId ? sortKey('job', { kind, createdAt }) : undefined,
        ),
    })),
    computeKey: ({ jobId }) => ({ pk: partitionKey({ jobId }), sk: sortKey('job') }),
    timestamps: false,
  }))();

/** Access pattern: an owner's jobs of one kind, by creation time. */
export const jobsOfOwner = (ownerId: string, kind: string) =>
  ({
    index: 'gsi1',
    partition: partitionKey({ ownerId }),
    range: { beginsWith: `${sortPrefix('job')}${`kind_${kind}#`.toLowerCase()}` },
  }) as const;
