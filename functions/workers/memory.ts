import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { memoryMessage } from '../core/memory/changed.ts';
import { buildQueuedMemory } from '../core/memory/worker.ts';
import { logger } from '../lib/logger.ts';

const processor = new BatchProcessor(EventType.SQS);

/**
 * Memory queue consumer: rebuilds one narrator's memory from their current material (core/memory). A build is
 * idempotent, so it needs no job row: a failed one is redelivered by SQS and finally dead-lettered.
 */
const build = async (record: SQSRecord): Promise<void> => {
  let body: unknown;
  try {
    body = JSON.parse(record.body);
  } catch {
    body = undefined;
  }
  const parsed = memoryMessage.safeParse(body);
  if (!parsed.success) {
    logger.error('invalid memory message dropped', { messageId: record.messageId });
    return;
  }
  await buildQueuedMemory(parsed.data);
};

export const handler = (event: SQSEvent, context: Context): Promise<SQSBatchResponse> =>
  processPartialResponse(event, build, processor, { context, throwOnFullBatchFailure: false });
