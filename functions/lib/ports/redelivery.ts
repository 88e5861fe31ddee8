import type { AwsClient } from 'aws4fetch';
import { signedClient } from '../aws/signed-client.ts';
import { config } from '../config.ts';

/** What a retry needs of the queue record it retries: which queue, and which delivery. */
export interface Delivery {
  eventSourceARN: string;
  receiptHandle: string;
  attributes: { ApproximateReceiveCount: string };
}

/**
 * Port: makes a failed delivery visible again after `seconds` instead of after the queue's whole visibility
 * timeout (30 minutes for the AI queues), so a transient failure is retried with backoff. In production it
 * is SQS ChangeMessageVisibility over SQS's JSON protocol, signed by aws4fetch as the S3 and Secrets Manager
 * adapters are (the SQS SDK client would add ~60 KB to every worker bundle for one call); the local queue
 * emulator installs itself with `installRedelivery` when it starts.
 */
export type Redelivery = (delivery: Delivery, seconds: number) => Promise<void>;

let installed: Redelivery | undefined;
let client: AwsClient | undefined;

export const installRedelivery = (redelivery: Redelivery | undefined): void => {
  installed = redelivery;
  client = undefined;
};

/** `arn:aws:sqs:eu-west-2:123456789012:walt-artefacts` → `https://sqs.eu-west-2.amazonaws.com/123456789012/walt-artefacts`. */
export const queueUrlOf = (arn: string): string => {
  const [, , , region, account, name] = arn.split(':');
  return `https://sqs.${region}.amazonaws.com/${account}/${name}`;
};

const changeVisibility: Redelivery = async (delivery, seconds) => {
  const { AWS_REGION, SQS_ENDPOINT } = config();
  client ??= signedClient('sqs', AWS_REGION, 2);
  const response = await client.fetch(SQS_ENDPOINT ?? `https://sqs.${AWS_REGION}.amazonaws.com/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.0',
      'x-amz-target': 'AmazonSQS.ChangeMessageVisibility',
    },
    body: JSON.stringify({
      QueueUrl: queueUrlOf(delivery.eventSourceARN),
      ReceiptHandle: delivery.receiptHandle,
      VisibilityTimeout: Math.round(seconds),
    }),
  });
  if (!response.ok) {
    const answer = (await response.json().catch(() => ({}))) as { __type?: string };
    throw new Error(`SQS ChangeMessageVisibility answered ${response.status}: ${answer.__type ?? ''}`);
  }
};

export const redeliver: Redelivery = (delivery, seconds) =>
  (installed ?? changeVisibility)(delivery, seconds);
