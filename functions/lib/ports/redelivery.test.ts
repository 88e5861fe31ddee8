import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetConfig } from '../config.ts';
import { installRedelivery, queueUrlOf, redeliver } from './redelivery.ts';

/** A fake SQS speaking its JSON protocol: records each call and answers as SQS does. */
const calls: { target: string; type: string; authorization: string; body: Record<string, unknown> }[] = [];
let answerStatus = 200;
let server: Server;
beforeAll(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    req.on('end', () => {
      calls.push({
        target: String(req.headers['x-amz-target']),
        type: String(req.headers['content-type']),
        authorization: String(req.headers.authorization),
        body: JSON.parse(text),
      });
      res.writeHead(answerStatus, { 'content-type': 'application/x-amz-json-1.0' });
      res.end(answerStatus === 200 ? '{}' : '{"__type":"com.amazonaws.sqs#ReceiptHandleIsInvalid"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  Object.assign(process.env, {
    SQS_ENDPOINT: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    AWS_REGION: 'eu-west-2',
    AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
    AWS_SECRET_ACCESS_KEY: 'secret',
    TABLE_NAME: process.env.TABLE_NAME ?? 'walt',
  });
  resetConfig();
  installRedelivery(undefined);
});
afterAll(async () => {
  delete process.env.SQS_ENDPOINT;
  resetConfig();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const delivery = {
  eventSourceARN: 'arn:aws:sqs:eu-west-2:123456789012:walt-artefacts',
  receiptHandle: 'AQEB-receipt',
  attributes: { ApproximateReceiveCount: '1' },
};

describe('retry with backoff (issue 24)', () => {
  it('asks SQS to show the delivery again after the delay (ChangeMessageVisibility, signed)', async () => {
    calls.length = 0;
    await redeliver(delivery, 30);
    expect(calls).toEqual([
      {
        target: 'AmazonSQS.ChangeMessageVisibility',
        type: 'application/x-amz-json-1.0',
        authorization: expect.stringMatching(
          /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-2\/sqs\//,
        ),
        body: {
          QueueUrl: 'https://sqs.eu-west-2.amazonaws.com/123456789012/walt-artefacts',
          ReceiptHandle: 'AQEB-receipt',
          VisibilityTimeout: 30,
        },
      },
    ]);
  });

  it('throws on a refusal, naming the error type', async () => {
    answerStatus = 400;
    await expect(redeliver(delivery, 10)).rejects.toThrow(/400: com.amazonaws.sqs#ReceiptHandleIsInvalid/);
    answerStatus = 200;
  });

  it('derives the queue URL from the record ARN', () => {
    expect(queueUrlOf('arn:aws:sqs:us-east-1:000000000000:q')).toBe(
      'https://sqs.us-east-1.amazonaws.com/000000000000/q',
    );
  });
});
