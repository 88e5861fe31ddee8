import { handler as deadLetterHandler } from '#functions/workers/dead-letter.ts';
import { type EmulatedQueue, QueueEmulator, type SqsHandler } from '#infra/local/queue-emulator.ts';

/**
 * Queues for tests on the in-process emulator, as infra/queues.ts declares them in the cloud: a worker's queue
 * (one message a batch, three receives, unless `options` say otherwise) and its dead-letter queue.
 */
export const workerQueue = (
  name: string,
  handler: unknown,
  options: Partial<Omit<EmulatedQueue, 'name' | 'handler'>> = {},
): EmulatedQueue => ({
  name,
  batchSize: 1,
  visibilityTimeoutMs: 100,
  maxReceives: 3,
  ...options,
  handler: async () => handler as SqsHandler,
});

/** The dead-letter queue `<name>-dlq` of a worker's queue, with the real dead-letter worker. */
export const deadLetterQueue = (name: string, visibilityTimeoutMs = 100): EmulatedQueue =>
  workerQueue(`${name}-dlq`, deadLetterHandler, { batchSize: 10, visibilityTimeoutMs, maxReceives: 5 });

/** An emulator over these queues, polling every 10 ms; a handler's error is the outcome the test reads. */
export const testQueues = (...queues: EmulatedQueue[]) => new QueueEmulator(queues, () => {}, 10);

/** A worker's queue whose failed messages go to its dead-letter queue, on an emulator. */
export const queueWithDeadLetters = (
  name: string,
  handler: unknown,
  options: Partial<Omit<EmulatedQueue, 'name' | 'handler' | 'deadLetter'>> = {},
) => testQueues(workerQueue(name, handler, { ...options, deadLetter: `${name}-dlq` }), deadLetterQueue(name));
