import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { stringKeys } from '../attributes.ts';
import { inPartition } from '../index-keys.ts';
import { entity } from '../on-table.ts';

/** "This email of this job is counted": the idempotency marker of a job's counters. Swept with the job (TTL). */
export const GmailJobItemEntity = /* @__PURE__ */ (() =>
  entity('gmailJobItem', {
    schema: item({
      ...stringKeys('gmailJobId'),
      /** The Gmail message id, or `start-end` byte offsets in an mbox file. */
      itemKey: string().key(),
      insightId: string().optional(),
      ttl: number(),
    }),
    key: { partition: ['gmailJobId'], sort: ['itemKey'], keepCase: true },
  }))();

/** Access pattern: a run's markers (in the run's partition). */
export const itemsOfGmailJob = (gmailJobId: string) => inPartition({ gmailJobId }, 'gmailJobItem');
