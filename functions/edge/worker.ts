import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import * as z from 'zod/mini';
import { JOB_TEXTS } from '#shared/texts.ts';
import { claimJob, completeJob, failJob, type JobRecord, releaseJob } from '../core/jobs/jobs.ts';
import { CORRELATION_ATTRIBUTE, withCorrelation } from '../lib/correlation.ts';
import { PermanentJobError } from '../lib/errors.ts';
import { logger } from '../lib/logger.ts';
import { redeliver } from '../lib/ports/redelivery.ts';

export { PermanentJobError };

/** Every queue message names its job; a worker's own fields ride alongside. */
export const jobMessage = z.object({ jobId: z.string().check(z.minLength(1)) });

export interface WorkerOptions<S extends z.ZodMiniType> {
  schema: S;
  /** How long a worker may hold a job before another delivery may take it over. */
  leaseSeconds: number;
  process: (message: z.infer<S>, job: JobRecord) => Promise<unknown>;
  /** Seconds before the next try after the nth failed delivery (RETRY_DELAYS_SECONDS unless a test sets it). */
  retryDelaysSeconds?: readonly number[];
}

/**
 * Backoff of a transient failure: the first retry after 10 s, then 30 s, 2 min, 10 min, and 30 min from then
 * on (the AI queues' visibility timeout, which is what every retry waited before).
 */
export const RETRY_DELAYS_SECONDS = [10, 30, 120, 600, 1800] as const;

/** The delay after the `receiveCount`th delivery failed. */
export const retryDelay = (receiveCount: number, delays: readonly number[] = RETRY_DELAYS_SECONDS): number =>
  delays[Math.min(Math.max(receiveCount, 1), delays.length) - 1] ?? 0;

/**
 * Makes an SQS handler with partial batch failures: each record is one job, claimed idempotently, moved
 * pending → processing → completed | failed. A thrown error fails only its record, which SQS redelivers
 * after the backoff (RETRY_DELAYS_SECONDS, by the record's receive count) and finally sends to the dead-letter
 * queue.
 */
export const worker = <S extends z.ZodMiniType<{ jobId: string }>>(options: WorkerOptions<S>) => {
  const processor = new BatchProcessor(EventType.SQS);
  /** Each record under the correlation id its sender gave it, in the logs and on what it sends on. */
  const handleRecord = async (record: SQSRecord): Promise<void> => {
    const id = record.messageAttributes?.[CORRELATION_ATTRIBUTE]?.stringValue;
    if (!id) return handleOne(record);
    logger.appendKeys({ correlation_id: id });
    try {
      return await withCorrelation(id, () => handleOne(record));
    } finally {
      logger.removeKeys(['correlation_id']);
    }
  };
  const handleOne = async (record: SQSRecord): Promise<void> => {
    let body: unknown;
    try {
      body = JSON.parse(record.body);
    } catch {
      logger.error('unreadable queue message dropped', { messageId: record.messageId });
      return;
    }
    const jobId = jobMessage.safeParse(body);
    const parsed = options.schema.safeParse(body);
    if (!parsed.success) {
      if (jobId.success) await failJob(jobId.data.jobId, JOB_TEXTS.unreadable);
      logger.error('invalid queue message dropped', { messageId: record.messageId });
      return;
    }
    const message = parsed.data;
    const claim = await claimJob(message.jobId, options.leaseSeconds);
    if (claim.outcome === 'done' || claim.outcome === 'missing') return;
    if (claim.outcome === 'busy') throw new Error(`job ${message.jobId} is held by another worker`);
    try {
      const result = await options.process(message, claim.job);
      await completeJob(message.jobId, result);
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      if (error instanceof PermanentJobError) {
        await failJob(message.jobId, text);
        return;
      }
      logger.warn('job attempt failed, will retry', { jobId: message.jobId, error: text });
      await releaseJob(message.jobId, text);
      const seconds = retryDelay(
        Number(record.attributes.ApproximateReceiveCount),
        options.retryDelaysSeconds,
      );
      // A failed change only means the queue's own visibility timeout applies: the retry still comes.
      await redeliver(record, seconds).catch((failure: unknown) =>
        logger.warn('could not shorten the retry delay', { jobId: message.jobId, error: String(failure) }),
      );
      throw error;
    }
  };
  return (event: SQSEvent, context: Context): Promise<SQSBatchResponse> =>
    processPartialResponse(event, handleRecord, processor, { context, throwOnFullBatchFailure: false });
};
