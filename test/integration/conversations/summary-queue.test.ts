import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handler as saveHandler } from '#functions/api/conversations/save-conversation.ts';
import { findConversation } from '#functions/core/conversations/conversations.ts';
import { SUMMARY_JOB_KIND } from '#functions/core/conversations/summary-jobs.ts';
import { JobEntity, jobsOfOwner } from '#functions/db/entities/job.ts';
import { queryAll } from '#functions/db/read.ts';
import { useAdapters } from '#functions/lib/adapters.ts';
import { resetConfig } from '#functions/lib/config.ts';
import { handler as summariseHandler } from '#functions/workers/summarise.ts';
import { QueueEmulator, type SqsHandler } from '#infra/local/queue-emulator.ts';
import { createConversation } from '#test/factories/interviews.ts';
import type { Session } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';
import { httpEvent, lambdaContextStub } from '#test/helpers/events.ts';
import { withFakeOpenAi } from '#test/helpers/fake-openai.ts';
import { twoNarrators } from '#test/helpers/narrators.ts';

/*
 * The summary at a call's end (issue 24): the save waits SUMMARY_INLINE_MS at most for the AI's summary. A
 * provider quick enough answers 200 with it, as before; a slow one gets 202 with the conversation as stored
 * (every word saved) and the summaries queue writes the summary afterwards. The save never outlives its route.
 */

const { fake } = withFakeOpenAi({ install: true });
const INLINE_MS = 300;
let emulator: QueueEmulator;
let narrator: Session;

beforeAll(async () => {
  useRuntimeDatabase();
  process.env.SUMMARY_INLINE_MS = String(INLINE_MS);
  resetConfig();
});
afterAll(() => {
  delete process.env.SUMMARY_INLINE_MS;
  resetConfig();
});
beforeEach(async () => {
  fake.reset();
  [narrator] = await twoNarrators();
  emulator = new QueueEmulator(
    [
      {
        name: 'summaries',
        batchSize: 1,
        visibilityTimeoutMs: 100,
        maxReceives: 3,
        handler: async () => summariseHandler as SqsHandler,
      },
    ],
    () => {},
    10,
  );
  emulator.start();
  useAdapters({ queue: emulator });
});
afterEach(() => emulator.stop());

const words = [
  { id: 'm-1', role: 'assistant', content: 'Where did you grow up?' },
  { id: 'm-2', role: 'user', content: 'I was born in Leeds in 1948, by the canal.' },
];

/** POST /api/conversations/{id}/save at call end, as the browser sends it. */
const saveAtCallEnd = async (conversationId: string) => {
  const answer = await saveHandler(
    httpEvent({
      routeKey: 'POST /api/conversations/{id}/save',
      headers: {
        'content-type': 'application/json',
        cookie: [...narrator.client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: JSON.stringify({ messages: words, shouldSummarize: true }),
      pathParameters: { id: conversationId },
    }),
    lambdaContextStub,
  );
  return {
    status: answer.statusCode,
    body: JSON.parse(answer.body ?? '{}') as { conversation?: { summary?: string; messageCount?: number } },
  };
};

const summaryJobs = () =>
  queryAll(JobEntity, jobsOfOwner(narrator.user.id, SUMMARY_JOB_KIND), { consistent: false });

describe('the summary at call end', () => {
  it('is answered in the save (200) when the provider is quick', async () => {
    const conversationId = await createConversation(narrator.user.id);

    const answer = await saveAtCallEnd(conversationId);

    expect(answer.status).toBe(200);
    expect(answer.body.conversation?.summary).toBe('A conversation about growing up in Leeds.');
    expect(await summaryJobs()).toEqual([]);
  });

  it('is finished on the summaries queue when the provider is slow: 202, every word stored, the summary after', async () => {
    const conversationId = await createConversation(narrator.user.id);
    fake.delay('transcript_summary', INLINE_MS * 4);

    const started = Date.now();
    const answer = await saveAtCallEnd(conversationId);
    const took = Date.now() - started;

    expect(answer.status).toBe(202);
    expect(took).toBeLessThan(INLINE_MS * 4);
    expect(answer.body.conversation?.summary).toBeUndefined();
    expect(answer.body.conversation?.messageCount).toBe(2);

    await emulator.drain();
    // The worker's call waits out the same delay, then writes what the provider answered.
    await expect
      .poll(async () => (await findConversation(conversationId))?.summary, { timeout: 10_000 })
      .toBe('A conversation about growing up in Leeds.');
    const [job] = await summaryJobs();
    expect(job).toMatchObject({ kind: SUMMARY_JOB_KIND, status: 'completed' });
  });

  it('keeps the extractive summary when the queue cannot be reached', async () => {
    const conversationId = await createConversation(narrator.user.id);
    fake.delay('transcript_summary', INLINE_MS * 4);
    useAdapters({
      queue: {
        send: async () => {
          throw new Error('SQS unreachable');
        },
      },
    });

    const answer = await saveAtCallEnd(conversationId);

    expect(answer.status).toBe(200);
    expect(answer.body.conversation?.summary).toContain('Leeds in 1948');
    const [job] = await summaryJobs();
    expect(job).toMatchObject({ status: 'failed' });
  });
});
