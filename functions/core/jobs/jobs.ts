import { randomUUID } from 'node:crypto';
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { EntityFormatter } from 'dynamodb-toolbox/entity/actions/format';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { $add, $remove, $set, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { JobEntity } from '../../db/entities/job.ts';
import { isConditionFailure, unlessConditionFails } from '../../db/errors.ts';
import { getItem } from '../../db/read.ts';

export type JobRecord = FormattedItem<typeof JobEntity>;
/** What a job the dead-letter worker fails says. */
export { DEAD_LETTER_TEXT as DEAD_LETTER_MESSAGE } from '#shared/texts.ts';

/**
 * A finished job's row is kept 30 days (its status page is read within minutes; the day-long history helps
 * support), then the table's TTL removes it, so job rows do not pile up for ever.
 */
export const FINISHED_JOB_TTL_SECONDS = 30 * 24 * 3600;
const finishedJobTtl = () => Math.ceil(Date.now() / 1000) + FINISHED_JOB_TTL_SECONDS;

/** The job must exist (ElectroDB's `patch`). */
const jobExists = { attr: 'jobId', exists: true } as const;

export const createJob = async (input: {
  kind: string;
  ownerId?: string;
  payload?: unknown;
}): Promise<JobRecord> => {
  const { ToolboxItem } = await JobEntity.build(PutItemCommand)
    .item({ jobId: randomUUID(), kind: input.kind, ownerId: input.ownerId, payload: input.payload })
    .options({ condition: { attr: 'jobId', exists: false } })
    .send();
  // The written item as a read returns it (without the index keys).
  return JobEntity.build(EntityFormatter).format(ToolboxItem, { transform: false });
};

/** Removes a job that was never queued. */
export const deleteJob = async (jobId: string): Promise<void> => {
  await JobEntity.build(DeleteItemCommand).key({ jobId }).send();
};

export const getJob = (jobId: string): Promise<JobRecord | undefined> => getItem(JobEntity, { jobId });

export type Claim =
  | { outcome: 'claimed'; job: JobRecord }
  | { outcome: 'done' }
  | { outcome: 'busy' }
  | { outcome: 'missing' };

/**
 * Takes a job for processing, at most one worker at a time: a finished job is reported `done` (a redelivery
 * is acknowledged without work), a job leased by another worker is `busy` until its lease runs out.
 */
export const claimJob = async (jobId: string, leaseSeconds: number): Promise<Claim> => {
  const now = Date.now();
  try {
    const { Attributes } = await JobEntity.build(UpdateItemCommand)
      .item({ jobId, status: 'processing', leaseUntil: now + leaseSeconds * 1000, attempts: $add(1) })
      .options({
        condition: {
          and: [
            jobExists,
            {
              or: [
                { attr: 'status', eq: 'pending' },
                {
                  and: [
                    { attr: 'status', eq: 'processing' },
                    {
                      or: [
                        { attr: 'leaseUntil', exists: false },
                        { attr: 'leaseUntil', lt: now },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
        returnValues: 'ALL_NEW',
      })
      .send();
    return { outcome: 'claimed', job: Attributes as JobRecord };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const job = await getJob(jobId);
    if (!job) return { outcome: 'missing' };
    return job.status === 'completed' || job.status === 'failed' ? { outcome: 'done' } : { outcome: 'busy' };
  }
};

export const completeJob = async (jobId: string, result?: unknown): Promise<void> => {
  await JobEntity.build(UpdateItemCommand)
    .item({
      jobId,
      status: 'completed',
      ttl: finishedJobTtl(),
      // $set stores the value whole (a plain object would be written path by path).
      ...(result === undefined ? {} : { result: $set(result) }),
      leaseUntil: $remove(),
      errorMessage: $remove(),
    })
    .options({ condition: jobExists })
    .send();
};

/** Gives the job back for a retry, keeping the last error for the record. */
export const releaseJob = async (jobId: string, errorMessage: string): Promise<void> => {
  await JobEntity.build(UpdateItemCommand)
    .item({ jobId, status: 'pending', errorMessage, leaseUntil: $remove() })
    .options({ condition: jobExists })
    .send();
};

/** Marks a job failed unless it already completed (a late dead letter never undoes finished work). */
export const failJob = async (jobId: string, errorMessage: string): Promise<void> => {
  await unlessConditionFails(
    JobEntity.build(UpdateItemCommand)
      .item({ jobId, status: 'failed', errorMessage, leaseUntil: $remove(), ttl: finishedJobTtl() })
      .options({ condition: { and: [jobExists, { attr: 'status', ne: 'completed' }] } })
      .send(),
  );
};

/** Records how far a long job has got (0–100), while it is still processing. */
export const setJobProgress = async (jobId: string, progress: number): Promise<void> => {
  await JobEntity.build(UpdateItemCommand)
    .item({ jobId, progress: Math.max(0, Math.min(100, Math.round(progress))) })
    .options({ condition: { and: [jobExists, { attr: 'status', eq: 'processing' }] } })
    .send()
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
};

/** Forgets what a job was given (its payload), as a job about a person does once it has done its work. */
export const clearJobPayload = async (jobId: string): Promise<void> => {
  await JobEntity.build(UpdateItemCommand)
    .item({ jobId, payload: $remove() })
    .options({ condition: jobExists })
    .send();
};
