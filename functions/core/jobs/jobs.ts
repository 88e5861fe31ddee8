import { randomUUID } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import type { JobEntity } from '../../db/entities/job.ts';
import { db } from '../../db/service.ts';

export type JobRecord = EntityItem<typeof JobEntity>;
export const DEAD_LETTER_MESSAGE = 'We could not finish this after several tries. Please try again.';

export const createJob = async (input: {
  kind: string;
  ownerId?: string;
  payload?: unknown;
}): Promise<JobRecord> => {
  const { data } = await db()
    .entities.jobs.create({
      jobId: randomUUID(),
      kind: input.kind,
      ownerId: input.ownerId,
      payload: input.payload,
    })
    .go();
  return data;
};

export const getJob = async (jobId: string): Promise<JobRecord | undefined> => {
  const { data } = await db().entities.jobs.get({ jobId }).go({ consistent: true });
  return data ?? undefined;
};

export type Claim =
  | { outcome: 'claimed'; job: JobRecord }
  | { outcome: 'done' }
  | { outcome: 'busy' }
  | { outcome: 'missing' };

const isConditionFailure = (error: unknown) =>
  (error as { cause?: { name?: string } }).cause?.name === 'ConditionalCheckFailedException';

/**
 * Takes a job for processing, at most one worker at a time: a finished job is reported `done` (a redelivery
 * is acknowledged without work), a job leased by another worker is `busy` until its lease runs out.
 */
export const claimJob = async (jobId: string, leaseSeconds: number): Promise<Claim> => {
  const now = Date.now();
  try {
    const { data } = await db()
      .entities.jobs.patch({ jobId })
      .set({ status: 'processing', leaseUntil: now + leaseSeconds * 1000 })
      .add({ attempts: 1 })
      .where(
        ({ status, leaseUntil }, { eq, lt, notExists }) =>
          `${eq(status, 'pending')} OR (${eq(status, 'processing')} AND (${notExists(leaseUntil)} OR ${lt(leaseUntil, now)}))`,
      )
      .go({ response: 'all_new' });
    return { outcome: 'claimed', job: data as JobRecord };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const job = await getJob(jobId);
    if (!job) return { outcome: 'missing' };
    return job.status === 'completed' || job.status === 'failed' ? { outcome: 'done' } : { outcome: 'busy' };
  }
};

export const completeJob = async (jobId: string, result?: unknown): Promise<void> => {
  await db()
    .entities.jobs.patch({ jobId })
    .set({ status: 'completed', result })
    .remove(['leaseUntil', 'errorMessage'])
    .go();
};

/** Gives the job back for a retry, keeping the last error for the record. */
export const releaseJob = async (jobId: string, errorMessage: string): Promise<void> => {
  await db()
    .entities.jobs.patch({ jobId })
    .set({ status: 'pending', errorMessage })
    .remove(['leaseUntil'])
    .go();
};

/** Marks a job failed unless it already completed (a late dead letter never undoes finished work). */
export const failJob = async (jobId: string, errorMessage: string): Promise<void> => {
  try {
    await db()
      .entities.jobs.patch({ jobId })
      .set({ status: 'failed', errorMessage })
      .remove(['leaseUntil'])
      .where(({ status }, { ne }) => ne(status, 'completed'))
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
};
