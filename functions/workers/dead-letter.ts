import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { DEAD_LETTER_MESSAGE, failJob } from '../core/jobs/jobs.ts';
import { jobMessage } from '../edge/worker.ts';
import { logger } from '../lib/logger.ts';

/** Consumes the dead-letter queues: a message that ran out of deliveries leaves its job `failed`. */
export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const failures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    try {
      const parsed = jobMessage.safeParse(JSON.parse(record.body));
      if (parsed.success) await failJob(parsed.data.jobId, DEAD_LETTER_MESSAGE);
      logger.error('message dead-lettered', { messageId: record.messageId, jobId: parsed.data?.jobId });
    } catch (error) {
      logger.error('dead letter could not be recorded', {
        messageId: record.messageId,
        error: error as Error,
      });
      failures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures: failures };
};
