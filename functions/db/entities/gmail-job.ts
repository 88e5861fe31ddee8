import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { numbers, strings, timestampAttributes } from '../attributes.ts';
import { byIndex } from '../index-keys.ts';
import { entity } from '../on-table.ts';

export const GMAIL_JOB_STATUSES = ['processing', 'completed', 'cancelled', 'failed'] as const;
export type GmailJobStatus = (typeof GMAIL_JOB_STATUSES)[number];

/**
 * One "process emails with a contact" run: what the stream reports. The workers add to `processed` (and
 * `failed`) once per email, through a marker item written in the same transaction (GmailJobItemEntity), so
 * a redelivered batch counts nothing twice. `batchIds` are the queue batches' job rows (JobEntity).
 */
export const GmailJobEntity = /* @__PURE__ */ (() =>
  entity('gmailJob', {
    schema: item({
      gmailJobId: string().key(),
      ...strings('userId', 'source', 'contactEmail'),
      status: string().enum(...GMAIL_JOB_STATUSES),
      total: number(),
      processed: number().default(0),
      failed: number().default(0),
      batchIds: list(string()).default(() => []),
      /** The stream's last sign of life (epoch ms): workers stop a job whose stream went quiet. */
      ...numbers('heartbeatAt', 'ttl'),
      ...timestampAttributes(),
    }),
    key: { partition: ['gmailJobId'] },
    indexes: { gsi1: { partition: ['userId'], sort: ['createdAt', 'gmailJobId'] } },
  }))();

/** Access pattern: a user's runs, by creation time. */
export const gmailJobsOfUser = (userId: string) => byIndex('gsi1', { userId }, 'gmailJob');
