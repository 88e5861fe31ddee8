/** Names of the work queues (see infra/queues.ts for their workers and settings). */
export type QueueName =
  | 'artefacts'
  | 'research'
  | 'gmail'
  | 'memory'
  | 'exports'
  | 'deletions'
  | 'transcriptions'
  | 'summaries';

/** Port: sends a message to a work queue (SQS in production, the in-process emulator locally). */
export interface Queue {
  send(queue: QueueName, body: unknown, options?: { delaySeconds?: number }): Promise<{ messageId: string }>;
}

/** The environment variable that carries a queue's URL in production. */
export const queueUrlVariable = (queue: QueueName) =>
  `QUEUE_URL_${queue.toUpperCase() as Uppercase<QueueName>}` as const;
