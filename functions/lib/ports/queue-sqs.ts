import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { type Queue, type QueueName, queueUrlVariable } from './queue.ts';

/** Queue over Amazon SQS; each queue's URL comes from `QUEUE_URL_<NAME>`, set by the function's grant. */
export class SqsQueue implements Queue {
  constructor(
    private readonly client: SQSClient = new SQSClient({}),
    private readonly env: NodeJS.ProcessEnv = process.env,
  ) {}

  async send(
    queue: QueueName,
    body: unknown,
    options: { delaySeconds?: number } = {},
  ): Promise<{ messageId: string }> {
    const url = this.env[queueUrlVariable(queue)];
    if (!url) throw new Error(`This function may not send to the ${queue} queue`);
    const answer = await this.client.send(
      new SendMessageCommand({
        QueueUrl: url,
        MessageBody: JSON.stringify(body),
        DelaySeconds: options.delaySeconds,
      }),
    );
    return { messageId: answer.MessageId ?? '' };
  }
}
