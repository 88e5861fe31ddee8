import { randomUUID } from 'node:crypto';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { CORRELATION_ATTRIBUTE, correlationId } from '#functions/lib/correlation.ts';
import type { Queue, QueueName } from '#functions/lib/ports/queue.ts';
import { type Delivery, installRedelivery, type Redelivery } from '#functions/lib/ports/redelivery.ts';

export type SqsHandler = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse | undefined>;

export interface EmulatedQueue {
  name: string;
  batchSize: number;
  visibilityTimeoutMs: number;
  maxReceives: number;
  /** The queue that takes messages which ran out of deliveries. */
  deadLetter?: string;
  handler?: () => Promise<SqsHandler>;
}

interface Message {
  id: string;
  body: string;
  receiveCount: number;
  visibleAt: number;
  sentAt: number;
  /** The sender's correlation id, delivered as the SQS message attribute. */
  correlationId?: string;
}

/**
 * In-process queues with SQS semantics: batches, a visibility timeout, redelivery of failed records
 * (partial batch responses), and a dead-letter queue after the maximum number of receives.
 */
export class QueueEmulator implements Queue {
  private readonly messages = new Map<string, Message[]>();
  private readonly inFlight = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  /** Every retry delay a worker asked for (ChangeMessageVisibility), in order: what backoff tests read. */
  readonly retries: { queue: string; seconds: number }[] = [];
  private readonly redelivery: Redelivery = async (delivery, seconds) => this.retryIn(delivery, seconds);

  constructor(
    private readonly queues: EmulatedQueue[],
    private readonly onError: (queue: string, error: unknown) => void = () => {},
    private readonly pollMs = 50,
  ) {
    for (const queue of queues) this.messages.set(queue.name, []);
  }

  async send(queue: QueueName | string, body: unknown, options: { delaySeconds?: number } = {}) {
    const list = this.messages.get(queue);
    if (!list) throw new Error(`Unknown queue ${queue}`);
    const id = randomUUID();
    const now = Date.now();
    list.push({
      id,
      body: JSON.stringify(body),
      receiveCount: 0,
      visibleAt: now + (options.delaySeconds ?? 0) * 1000,
      sentAt: now,
      correlationId: correlationId(),
    });
    // SQS long polling hands a message to a waiting consumer at once; so does the emulator, rather than at
    // its next tick.
    if (this.timer && !options.delaySeconds) setImmediate(() => this.poll());
    return { messageId: id };
  }

  /** Starts polling; the emulator is then the process's SQS, so workers' retry delays come to it. */
  start(): void {
    this.timer ??= setInterval(() => this.poll(), this.pollMs);
    installRedelivery(this.redelivery);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    installRedelivery(undefined);
    await Promise.all(this.inFlight);
  }

  /**
   * ChangeMessageVisibility of a delivery (its receipt handle is `<messageId>:<receiveCount>`): the message comes
   * back after `seconds`, or after the queue's own visibility timeout if that is sooner (local queues use short
   * ones, so local retries stay quick).
   */
  retryIn(delivery: Delivery, seconds: number): void {
    const queue = this.queues.find((candidate) => delivery.eventSourceARN.endsWith(`:${candidate.name}`));
    const [messageId] = delivery.receiptHandle.split(':');
    const message = this.messages.get(queue?.name ?? '')?.find((candidate) => candidate.id === messageId);
    if (!queue || !message) return;
    this.retries.push({ queue: queue.name, seconds });
    message.visibleAt = Date.now() + Math.min(seconds * 1000, queue.visibilityTimeoutMs);
  }

  /** Messages still held (visible or in flight) per queue: what tests wait on. */
  depth(queue: string): number {
    return this.messages.get(queue)?.length ?? 0;
  }

  /** Resolves once every queue is empty and no batch is running. */
  async drain(timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while ([...this.messages.values()].some((list) => list.length > 0) || this.inFlight.size > 0) {
      if (Date.now() > deadline) throw new Error('Queues did not drain in time');
      this.poll();
      await new Promise((resolve) => setTimeout(resolve, this.pollMs));
    }
  }

  private poll(): void {
    for (const queue of this.queues) {
      if (!queue.handler) continue;
      const list = this.messages.get(queue.name) ?? [];
      const now = Date.now();
      const batch = list.filter((message) => message.visibleAt <= now).slice(0, queue.batchSize);
      if (batch.length === 0) continue;
      for (const message of batch) {
        message.receiveCount += 1;
        message.visibleAt = now + queue.visibilityTimeoutMs;
      }
      const run = this.deliver(queue, batch).finally(() => this.inFlight.delete(run));
      this.inFlight.add(run);
    }
  }

  private async deliver(queue: EmulatedQueue, batch: Message[]): Promise<void> {
    let failed: Set<string>;
    try {
      const handler = await queue.handler!();
      const answer = await handler(
        { Records: batch.map((message) => toRecord(queue.name, message)) },
        lambdaContext(queue.name),
      );
      failed = new Set((answer?.batchItemFailures ?? []).map((failure) => failure.itemIdentifier));
    } catch (error) {
      this.onError(queue.name, error);
      failed = new Set(batch.map((message) => message.id));
    }
    const list = this.messages.get(queue.name) ?? [];
    for (const message of batch) {
      const index = list.indexOf(message);
      if (index < 0) continue;
      if (!failed.has(message.id)) {
        list.splice(index, 1);
      } else if (message.receiveCount >= queue.maxReceives && queue.deadLetter) {
        list.splice(index, 1);
        await this.send(queue.deadLetter, JSON.parse(message.body));
      }
    }
  }
}

const toRecord = (queue: string, message: Message): SQSRecord => ({
  messageId: message.id,
  receiptHandle: `${message.id}:${message.receiveCount}`,
  body: message.body,
  attributes: {
    ApproximateReceiveCount: String(message.receiveCount),
    SentTimestamp: String(message.sentAt),
    SenderId: 'local',
    ApproximateFirstReceiveTimestamp: String(Date.now()),
  },
  messageAttributes: message.correlationId
    ? {
        [CORRELATION_ATTRIBUTE]: {
          dataType: 'String',
          stringValue: message.correlationId,
          stringListValues: [],
          binaryListValues: [],
        },
      }
    : {},
  md5OfBody: '',
  eventSource: 'aws:sqs',
  eventSourceARN: `arn:aws:sqs:local:000000000000:${queue}`,
  awsRegion: 'local',
});

/** A minimal Lambda context for handlers run in-process. */
export const lambdaContext = (name: string): Context => ({
  callbackWaitsForEmptyEventLoop: false,
  functionName: name,
  functionVersion: '$LATEST',
  invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${name}`,
  memoryLimitInMB: '1024',
  awsRequestId: randomUUID(),
  logGroupName: `/aws/lambda/${name}`,
  logStreamName: 'local',
  getRemainingTimeInMillis: () => 30_000,
  done: () => {},
  fail: () => {},
  succeed: () => {},
});
