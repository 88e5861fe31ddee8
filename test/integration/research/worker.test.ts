import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getJob } from '#functions/core/jobs/jobs.ts';
import { queueResearch } from '#functions/core/research/queue.ts';
import { findReport, listReports } from '#functions/core/research/reports.ts';
import { JobEntity, jobsOfOwner } from '#functions/db/entities/job.ts';
import { queryAll } from '#functions/db/read.ts';
import { useAdapters } from '#functions/lib/adapters.ts';
import { resetConfig } from '#functions/lib/config.ts';
import { handler as researchHandler } from '#functions/workers/research.ts';
import type { QueueEmulator } from '#infra/local/queue-emulator.ts';
import { createUser } from '#test/factories/users.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';
import { withFakeOpenAi } from '#test/helpers/fake-openai.ts';
import { queueWithDeadLetters } from '#test/helpers/queues.ts';

// The SDK's own retries are off so every attempt is one delivery of the queue message.
const { fake } = withFakeOpenAi({ maxRetries: 0, install: true });
let emulator: QueueEmulator;

beforeAll(useRuntimeDatabase);
beforeEach(() => {
  fake.reset();
  emulator = queueWithDeadLetters('research', researchHandler);
  emulator.start();
  useAdapters({ queue: emulator });
});
afterEach(() => emulator.stop());

const jobsOf = (userId: string) =>
  queryAll(JobEntity, jobsOfOwner(userId, 'research'), { consistent: false });

const queueOne = async () => {
  const userId = await createUser();
  const conversationId = `c-${randomUUID()}`;
  const report = await queueResearch(userId, {
    title: 'Leeds in the 1950s',
    query: 'Everyday life in Leeds 1950s',
    conversationId,
    excerpt: 'We lived on Cardigan Road in Leeds.',
  });
  return { userId, conversationId, report };
};

describe('research worker', () => {
  it('writes the report: pending → completed with the findings', async () => {
    const { report } = await queueOne();
    expect(report.status).toBe('pending');

    await emulator.drain();

    expect(await findReport(report.reportId)).toMatchObject({
      status: 'completed',
      content: '## Leeds in the 1950s\n\nTrams ran until 1959.',
    });
    expect(await getJob(report.jobId!)).toMatchObject({ status: 'completed', attempts: 1 });
    const body = fake.requestsTo('/v1/responses')[0]!.body as { input: string };
    expect(body.input).toContain('We lived on Cardigan Road in Leeds.');
  });

  it('retries a transient provider failure, then completes', async () => {
    fake.failNext(503);
    const { report } = await queueOne();

    await emulator.drain();

    expect(fake.requestsTo('/v1/responses')).toHaveLength(2);
    expect(await findReport(report.reportId)).toMatchObject({ status: 'completed' });
    expect(await getJob(report.jobId!)).toMatchObject({ status: 'completed', attempts: 2 });
  });

  it.each([
    {
      name: 'fails the report at once, with its message, when the provider refuses',
      status: 400,
      times: 1,
      attempts: 1,
      errorMessage: 'The AI service refused research report (400).',
    },
    {
      name: 'records the failure on the last attempt when the provider stays unavailable',
      status: 500,
      times: 5,
      attempts: 3,
      errorMessage: 'The AI service is unavailable for research report (500).',
    },
  ])('$name', async ({ status, times, attempts, errorMessage }) => {
    fake.failNext(status, times);
    const { report } = await queueOne();

    await emulator.drain();

    expect(fake.requestsTo('/v1/responses')).toHaveLength(attempts);
    expect(await findReport(report.reportId)).toMatchObject({ status: 'failed', errorMessage });
    expect(await getJob(report.jobId!)).toMatchObject({ status: 'failed', attempts });
  });

  it('retries malformed model output and records a clear message if it never parses', async () => {
    fake.malformedNext('not json at all', 3);
    const { report } = await queueOne();

    await emulator.drain();

    expect(await findReport(report.reportId)).toMatchObject({
      status: 'failed',
      errorMessage: "The model's answer for research report was not valid JSON.",
    });
  });

  it('never duplicates a report when the same message is delivered again', async () => {
    const { userId, conversationId, report } = await queueOne();
    await emulator.drain();

    await emulator.send('research', { jobId: report.jobId, reportId: report.reportId });
    await emulator.send('research', { jobId: report.jobId, reportId: report.reportId });
    await emulator.drain();

    const reports = await listReports(userId, { conversationId });
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ reportId: report.reportId, status: 'completed' });
    expect(fake.requestsTo('/v1/responses')).toHaveLength(1);
  });

  it('fails the job of an unreadable message, and its report reads as failed', async () => {
    const userId = await createUser();
    const conversationId = `c-${randomUUID()}`;
    useAdapters({ queue: { send: async () => ({ messageId: 'held back' }) } });
    const report = await queueResearch(userId, { title: 'Leeds', query: 'Leeds', conversationId });
    useAdapters({ queue: emulator });

    await emulator.send('research', { jobId: report.jobId });
    await emulator.drain();

    expect(await getJob(report.jobId!)).toMatchObject({
      status: 'failed',
      errorMessage: 'The job could not be read.',
    });
    const [listed] = await listReports(userId, { conversationId });
    expect(listed).toMatchObject({ status: 'failed', errorMessage: 'The job could not be read.' });
  });
});

describe('queueing research (issue 24)', () => {
  const unsendable = {
    send: async (): Promise<{ messageId: string }> => {
      throw new Error('SQS unavailable');
    },
  };
  beforeEach(() => {
    process.env.AI_QUOTA_RESEARCH_PER_USER = '1';
    resetConfig();
  });
  afterEach(() => {
    delete process.env.AI_QUOTA_RESEARCH_PER_USER;
    resetConfig();
  });

  it('leaves no pending report, no job and no spent research call when the message cannot be sent', async () => {
    const userId = await createUser();
    const conversationId = `c-${randomUUID()}`;
    useAdapters({ queue: unsendable });
    await expect(queueResearch(userId, { title: 'Leeds', query: 'Leeds', conversationId })).rejects.toThrow(
      'SQS unavailable',
    );
    expect(await listReports(userId, { conversationId })).toEqual([]);
    expect(await jobsOf(userId)).toEqual([]);

    // The one research call of the day was given back: the next queueing is allowed.
    useAdapters({ queue: emulator });
    const report = await queueResearch(userId, { title: 'Leeds', query: 'Leeds', conversationId });
    expect(report.status).toBe('pending');
  });
});
