import type { SQSEvent } from 'aws-lambda';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  createJob,
  DEAD_LETTER_MESSAGE,
  FINISHED_JOB_TTL_SECONDS,
  getJob,
} from '#functions/core/jobs/jobs.ts';
import { PermanentJobError, RETRY_DELAYS_SECONDS, worker } from '#functions/edge/worker.ts';
import { correlationId, withCorrelation } from '#functions/lib/correlation.ts';
import type { QueueEmulator, SqsHandler } from '#infra/local/queue-emulator.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';
import { queueWithDeadLetters } from '#test/helpers/queues.ts';

beforeAll(() => useRuntimeDatabase());

/** A test worker: its behaviour per message is scripted by the message itself. */
const calls = new Map<string, number>();
const schema = z.object({ jobId: z.string(), behaviour: z.enum(['ok', 'flaky', 'broken', 'refused']) });
const workerOptions = {
  schema,
  leaseSeconds: 1,
  process: async (message: z.infer<typeof schema>) => {
    const count = (calls.get(message.jobId) ?? 0) + 1;
    calls.set(message.jobId, count);
    if (message.behaviour === 'broken') throw new Error('provider unavailable');
    if (message.behaviour === 'flaky' && count < 2) throw new Error('timeout talking to provider');
    if (message.behaviour === 'refused') throw new PermanentJobError('The provider refused this request.');
    return { doneOnAttempt: count };
  },
};
const testWorker = worker(workerOptions);

const emulatorFor = (handler: SqsHandler, visibilityTimeoutMs = 100) =>
  queueWithDeadLetters('work', handler, { batchSize: 5, visibilityTimeoutMs });

let emulator: QueueEmulator | undefined;
afterEach(async () => {
  await emulator?.stop();
});

/** The test worker on a running emulator, after one new job's message with this behaviour has been worked. */
const workedJob = async (behaviour: z.infer<typeof schema>['behaviour'], ownerId?: string) => {
  const running = emulatorFor(testWorker as SqsHandler);
  emulator = running;
  running.start();
  const job = await createJob({ kind: 'test', ownerId });
  await running.send('work', { jobId: job.jobId, behaviour });
  await running.drain();
  return { job, emulator: running };
};

describe('worker framework on the queue emulator', () => {
  it('completes a job and records its result', async () => {
    const { job } = await workedJob('ok', 'u1');
    expect(await getJob(job.jobId)).toMatchObject({
      status: 'completed',
      attempts: 1,
      result: { doneOnAttempt: 1 },
    });
  });

  it('gives a finished job a TTL 30 days out, so job rows expire; a pending one has none (issue 24)', async () => {
    emulator = emulatorFor(testWorker as SqsHandler);
    emulator.start();
    const done = await createJob({ kind: 'test' });
    const failed = await createJob({ kind: 'test' });
    const waiting = await createJob({ kind: 'test' });
    const before = Math.floor(Date.now() / 1000);
    await emulator.send('work', { jobId: done.jobId, behaviour: 'ok' });
    await emulator.send('work', { jobId: failed.jobId, behaviour: 'refused' });
    await emulator.drain();
    const after = Math.ceil(Date.now() / 1000);
    for (const jobId of [done.jobId, failed.jobId]) {
      const ttl = (await getJob(jobId))?.ttl ?? 0;
      expect(ttl).toBeGreaterThanOrEqual(before + FINISHED_JOB_TTL_SECONDS);
      expect(ttl).toBeLessThanOrEqual(after + FINISHED_JOB_TTL_SECONDS);
    }
    expect(FINISHED_JOB_TTL_SECONDS).toBe(30 * 24 * 3600);
    expect((await getJob(waiting.jobId))?.ttl).toBeUndefined();
  });

  it('retries a failed message after the visibility timeout, then completes', async () => {
    emulator = emulatorFor(testWorker as SqsHandler);
    emulator.start();
    const job = await createJob({ kind: 'test' });
    const sentAt = Date.now();
    await emulator.send('work', { jobId: job.jobId, behaviour: 'flaky' });
    await emulator.drain();
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(100);
    expect(await getJob(job.jobId)).toMatchObject({ status: 'completed', attempts: 2 });
  });

  it("retries after the backoff it asks SQS for, not after the queue's 30-minute visibility timeout", async () => {
    const quickWorker = worker({ ...workerOptions, retryDelaysSeconds: [0.3] });
    emulator = emulatorFor(quickWorker as SqsHandler, 30 * 60 * 1000);
    emulator.start();
    const job = await createJob({ kind: 'test' });
    const sentAt = Date.now();
    await emulator.send('work', { jobId: job.jobId, behaviour: 'flaky' });
    await emulator.drain(20_000);
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(300);
    expect(Date.now() - sentAt).toBeLessThan(20_000);
    expect(emulator.retries).toEqual([{ queue: 'work', seconds: 0.3 }]);
    expect(await getJob(job.jobId)).toMatchObject({ status: 'completed', attempts: 2 });
  });

  it('asks for 10 s, then 30 s, then 2 min by default (the local queue caps each at its own timeout)', async () => {
    const { emulator } = await workedJob('broken');
    expect(RETRY_DELAYS_SECONDS.slice(0, 3)).toEqual([10, 30, 120]);
    expect(emulator.retries.filter((retry) => retry.queue === 'work')).toEqual([
      { queue: 'work', seconds: 10 },
      { queue: 'work', seconds: 30 },
      { queue: 'work', seconds: 120 },
    ]);
  });

  it("works each message under its sender's correlation id, which what it sends on carries too (issue 24)", async () => {
    const seen: (string | undefined)[] = [];
    const tracing = worker({
      ...workerOptions,
      process: async (message) => {
        seen.push(correlationId());
        return workerOptions.process(message);
      },
    });
    emulator = emulatorFor(tracing as SqsHandler);
    emulator.start();
    const job = await createJob({ kind: 'test' });
    await withCorrelation('api-request-7', () =>
      emulator!.send('work', { jobId: job.jobId, behaviour: 'flaky' }),
    );
    await emulator.drain();
    expect(seen).toEqual(['api-request-7', 'api-request-7']);
    expect(correlationId()).toBeUndefined();
  });

  it('sends a message to the DLQ after max receives and marks its job failed', async () => {
    const { job } = await workedJob('broken');
    expect(calls.get(job.jobId)).toBe(3);
    expect(await getJob(job.jobId)).toMatchObject({
      status: 'failed',
      errorMessage: DEAD_LETTER_MESSAGE,
      attempts: 3,
    });
  });

  it('fails only the broken record of a batch (partial batch failure)', async () => {
    const job = await createJob({ kind: 'test' });
    const broken = await createJob({ kind: 'test' });
    const event: SQSEvent = {
      Records: [
        { messageId: 'm1', body: JSON.stringify({ jobId: job.jobId, behaviour: 'ok' }) },
        { messageId: 'm2', body: JSON.stringify({ jobId: broken.jobId, behaviour: 'broken' }) },
      ].map((record) => ({
        ...record,
        receiptHandle: '',
        attributes: {} as never,
        messageAttributes: {},
        md5OfBody: '',
        eventSource: 'aws:sqs',
        eventSourceARN: 'arn',
        awsRegion: 'local',
      })),
    };
    const answer = await testWorker(event, {} as never);
    expect(answer.batchItemFailures).toEqual([{ itemIdentifier: 'm2' }]);
    expect((await getJob(job.jobId))?.status).toBe('completed');
    expect(await getJob(broken.jobId)).toMatchObject({
      status: 'pending',
      errorMessage: 'provider unavailable',
    });
  });

  it('fails a job at once on a permanent error, without retries', async () => {
    const { job } = await workedJob('refused');
    expect(calls.get(job.jobId)).toBe(1);
    expect(await getJob(job.jobId)).toMatchObject({
      status: 'failed',
      errorMessage: 'The provider refused this request.',
    });
  });

  it('is idempotent: a redelivered message of a finished job does no work again', async () => {
    const { job, emulator } = await workedJob('ok');
    await emulator.send('work', { jobId: job.jobId, behaviour: 'ok' });
    await emulator.send('work', { jobId: job.jobId, behaviour: 'ok' });
    await emulator.drain();
    expect(calls.get(job.jobId)).toBe(1);
    expect(await getJob(job.jobId)).toMatchObject({ status: 'completed', attempts: 1 });
  });

  it('never lets a late dead letter undo a completed job', async () => {
    const { job, emulator } = await workedJob('ok');
    await emulator.send('work-dlq', { jobId: job.jobId });
    await emulator.drain();
    expect((await getJob(job.jobId))?.status).toBe('completed');
  });
});
