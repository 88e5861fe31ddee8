import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import * as z from 'zod/mini';
import { JOB_TEXTS } from '#shared/texts.ts';
import { claimJob, completeJob, failJob, type JobRecord, releaseJob } from '../core/jobs/jobs.ts';
import { PermanentJobError } from '../lib/errors.ts';
import { logger } from '../lib/logger.ts';

export { PermanentJobError };

/** Every queue message names its job; a worker's own fields ride alongside. */
export const jobMessage = z.object({ jobId: z.string().check(z.minLength(1)) });

export interface WorkerOptions<S extends z.ZodMiniType> {
  schema: S;
  /** How long a worker may hold a job before another delivery may take it over. */
  leaseSeconds: number;
  process: (message: z.infer<S>, job: JobRecord) => Promise<unknown>;
}

/**
 * Makes an SQS handler with partial batch failures: each record is one job, claimed idempotently, moved
 * pending → processing → completed | failed. A thrown error fails only its record, which SQS redelivers
 * after the visibility timeout and finally sends to the dead-letter queue.
 */
export const worker = <S extends z.ZodMiniType<{ jobId: string }>>(options: WorkerOptions<S>) => {
  const processor = new BatchProcessor(EventType.SQS);
  const handleRecord = async (record: SQSRecord): Promise<void> => {
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
      throw error;
    }
  };
  return (event: SQSEvent, context: Context): Promise<SQSBatchResponse> =>
    processPartialResponse(event, handleRecord, processor, { context, throwOnFullBatchFailure: false });
};
