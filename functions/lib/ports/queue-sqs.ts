import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { ConfigError, config, readQueueUrls } from '../config.ts';
import { CORRELATION_ATTRIBUTE, correlationId } from '../correlation.ts';
import { type Queue, type QueueName, queueUrlVariable } from './queue.ts';

/**
 * Queue over Amazon SQS; each queue's URL comes from `QUEUE_URL_<NAME>` in the config, set by the function's
 * grant. `env` replaces the process environment (the Queue contract tests pass their own).
 */
export class SqsQueue implements Queue {
  constructor(
    private readonly client: SQSClient = new SQSClient({}),
    private readonly env?: Record<string, string | undefined>,
  ) {}

  async send(
    queue: QueueName,
    body: unknown,
    options: { delaySeconds?: number } = {},
  ): Promise<{ messageId: string }> {
    const variable = queueUrlVariable(queue);
    const url = (this.env ? readQueueUrls(this.env) : config())[variable];
    if (!url) throw new ConfigError([variable], `this function may not send to the ${queue} queue`);
    const answer = await this.client.send(
      new SendMessageCommand({
        QueueUrl: url,
        MessageBody: JSON.stringify(body),
        DelaySeconds: options.delaySeconds,
        ...correlationAttributes(),
      }),
    );
    return { messageId: answer.MessageId ?? '' };
  }
}

/** The sender's correlation id as the message attribute workers read. */
const correlationAttributes = () => {
  const id = correlationId();
  return id
    ? { MessageAttributes: { [CORRELATION_ATTRIBUTE]: { DataType: 'String', StringValue: id } } }
    : {};
};
