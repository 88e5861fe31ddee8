import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import type { Queue } from '#functions/lib/ports/queue.ts';
import { SqsQueue } from '#functions/lib/ports/queue-sqs.ts';
import { QueueEmulator } from '#infra/local/queue-emulator.ts';

/** Every Queue delivers the JSON body it was given, exactly, to the named queue. */
const queueContract = (
  name: string,
  make: () => { queue: Queue; received: () => Promise<{ queue: string; body: unknown }[]> },
) =>
  describe(`Queue contract: ${name}`, () => {
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
  const emulator = new QueueEmulator(
    [
      {
        name: 'research',
        batchSize: 10,
        visibilityTimeoutMs: 1000,
        maxReceives: 1,
        handler: async () => async (event) => {
          for (const record of event.Records) got.push({ queue: 'research', body: JSON.parse(record.body) });
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
  };
});
