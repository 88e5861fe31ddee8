import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { CORRELATION_ATTRIBUTE, withCorrelation } from '#functions/lib/correlation.ts';
import type { Queue } from '#functions/lib/ports/queue.ts';
import { SqsQueue } from '#functions/lib/ports/queue-sqs.ts';
import { QueueEmulator } from '#infra/local/queue-emulator.ts';

/** Every Queue delivers the JSON body it was given, exactly, to the named queue. */
const queueContract = (
  name: string,
  make: () => {
    queue: Queue;
    received: () => Promise<{ queue: string; body: unknown }[]>;
    /** The correlation id each sent message carries, in order. */
    attributes: () => Promise<(string | undefined)[]>;
  },
) =>
  describe(`Queue contract: ${name}`, () => {
    it("carries the sender's correlation id to the worker as the message attribute (issue 24)", async () => {
      const { queue, attributes } = make();
      await withCorrelation('api-req-42', () => queue.send('research', { jobId: 'j-2' }));
      await queue.send('research', { jobId: 'j-3' });
      expect(await attributes()).toEqual(['api-req-42', undefined]);
    });

    it('delivers the body to the named queue, unchanged', async () => {
      const { queue, received } = make();
      const body = { jobId: 'j-1', topic: 'Liverpool, 1962', nested: { ok: true } };
      const { messageId } = await queue.send('research', body);
      expect(messageId).toBeTruthy();
      expect(await received()).toEqual([{ queue: 'research', body }]);
    });

    it('refuses a queue it does not know', async () => {
      const { queue } = make();
      await expect(queue.send('nope' as never, {})).rejects.toThrow();
    });
  });

queueContract('in-process emulator', () => {
  const got: { queue: string; body: unknown }[] = [];
  const correlations: (string | undefined)[] = [];
  const emulator = new QueueEmulator(
    [
      {
        name: 'research',
        batchSize: 10,
        visibilityTimeoutMs: 1000,
        maxReceives: 1,
        handler: async () => async (event) => {
          for (const record of event.Records) {
            got.push({ queue: 'research', body: JSON.parse(record.body) });
            correlations.push(record.messageAttributes[CORRELATION_ATTRIBUTE]?.stringValue);
          }
          return { batchItemFailures: [] };
        },
      },
    ],
    () => {},
    5,
  );
  emulator.start();
  return {
    queue: emulator,
    received: async () => {
      await emulator.drain();
      await emulator.stop();
      return got;
    },
    attributes: async () => {
      await emulator.drain();
      await emulator.stop();
      return correlations;
    },
  };
});

queueContract('SQS', () => {
  const sqs = mockClient(SQSClient);
  sqs.on(SendMessageCommand).resolves({ MessageId: 'm-1' });
  const env = { QUEUE_URL_RESEARCH: 'https://sqs.eu-west-1.amazonaws.com/1/research' };
  return {
    queue: new SqsQueue(new SQSClient({ region: 'eu-west-1' }), env),
    received: async () =>
      sqs.commandCalls(SendMessageCommand).map(({ args: [command] }) => ({
        queue: command.input.QueueUrl?.endsWith('/research') ? 'research' : '?',
        body: JSON.parse(command.input.MessageBody ?? ''),
      })),
    attributes: async () =>
      sqs
        .commandCalls(SendMessageCommand)
        .map(({ args: [command] }) => command.input.MessageAttributes?.[CORRELATION_ATTRIBUTE]?.StringValue),
  };
});
