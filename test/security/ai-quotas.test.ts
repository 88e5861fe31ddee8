import { randomInt, randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handler as analyzeForNotes } from '#functions/api/ai/analyze-for-notes.ts';
import { handler as analyzeForQuestionCard } from '#functions/api/ai/analyze-for-question-card.ts';
import { handler as analyzeForResearch } from '#functions/api/ai/analyze-for-research.ts';
import { handler as createSession } from '#functions/api/audio-chat/create-session.ts';
import { handler as saveConversation } from '#functions/api/conversations/save-conversation.ts';
import { handler as createReport } from '#functions/api/research/create-report.ts';
import { completeConversation, findConversation } from '#functions/core/conversations/conversations.ts';
import { spend } from '#functions/core/quotas/quotas.ts';
import { AiQuotaEntity } from '#functions/db/entities/ai-quota.ts';
import { getItem } from '#functions/db/read.ts';
import { useAdapters } from '#functions/lib/adapters.ts';
import { resetConfig } from '#functions/lib/config.ts';
import { TooManyRequestsError } from '#functions/lib/errors.ts';
import { watchMetrics } from '#functions/lib/metrics.ts';
import { QUOTA_TEXTS, VOICE_SESSION_ERRORS } from '#shared/texts.ts';
import { createConversation, createStory } from '#test/factories/interviews.ts';
import type { Session } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';
import { httpEvent } from '#test/helpers/events.ts';
import { withFakeOpenAi } from '#test/helpers/fake-openai.ts';
import { twoNarrators } from '#test/helpers/narrators.ts';

/*
 * Paid AI calls are bounded: per user, per IP and per deployment, per UTC day. The endpoints' handlers run in
 * this process against the runtime's DynamoDB Local, with the real OpenAI adapter pointed at the fake OpenAI
 * server, so each refused call can be checked where it would have cost money: no request reaches the fake.
 * Limits are made small per test through the configuration (the quota module reads it on every call).
 */

type Handler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

const { fake } = withFakeOpenAi({ install: true });
const queued: unknown[] = [];
const DAY_SECONDS = 86_400;
const QUOTA_VARIABLES = [
  'AI_QUOTA_REALTIME_PER_USER',
  'AI_QUOTA_REALTIME_PER_IP',
  'AI_QUOTA_ANALYSIS_PER_USER',
  'AI_QUOTA_ANALYSIS_PER_IP',
  'AI_QUOTA_RESEARCH_ANALYSIS_PER_USER',
  'AI_QUOTA_RESEARCH_ANALYSIS_PER_IP',
  'AI_QUOTA_RESEARCH_PER_USER',
  'AI_QUOTA_SUMMARY_PER_USER',
  'AI_QUOTA_SUMMARY_PER_IP',
  'AI_DAILY_CALL_CEILING',
] as const;
type QuotaVariable = (typeof QUOTA_VARIABLES)[number];

const limits = (values: Partial<Record<QuotaVariable, number>>): void => {
  for (const [name, value] of Object.entries(values)) process.env[name] = String(value);
  resetConfig();
};

/** A viewer address of its own, so per-IP counters never carry over between tests. */
const newIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const context = {
  functionName: 'test',
  awsRequestId: 'req-1',
  getRemainingTimeInMillis: () => 30_000,
} as never;

/** Calls a handler the way API Gateway would, signed in as `session`, from `ip`. */
const call = async (
  handler: Handler,
  session: Session,
  ip: string,
  body: unknown,
  pathParameters?: Record<string, string>,
) => {
  const answer = await handler(
    httpEvent({
      headers: {
        'content-type': 'application/json',
        'cloudfront-viewer-address': `${ip}:443`,
        cookie: [...session.client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: JSON.stringify(body),
      pathParameters,
    }),
    context,
  );
  return {
    status: answer.statusCode,
    headers: answer.headers ?? {},
    body: (answer.body ? JSON.parse(answer.body) : {}) as Record<string, unknown>,
  };
};

/** Seconds until the next UTC midnight, as Retry-After should say. */
const untilTomorrow = () => DAY_SECONDS - (Math.floor(Date.now() / 1000) % DAY_SECONDS);

const expectRefused = (
  answer: Awaited<ReturnType<typeof call>>,
  message: string = QUOTA_TEXTS.caller,
): void => {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({ error: message });
  const retryAfter = Number(answer.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(Math.abs(retryAfter - untilTomorrow())).toBeLessThanOrEqual(5);
};

const secretsMinted = () => fake.requestsTo('/v1/realtime/client_secrets').length;
const responsesAsked = () => fake.requestsTo('/v1/responses').length;

let ada: Session;
let bob: Session;

beforeAll(() => {
  useRuntimeDatabase();
  useAdapters({
    queue: {
      send: async (_queue, body) => {
        queued.push(body);
        return { messageId: randomUUID() };
      },
    },
  });
});
// Fresh narrators for every test: their day's counters start at zero.
beforeEach(async () => {
  fake.reset();
  queued.length = 0;
  [ada, bob] = await twoNarrators();
});
afterEach(() => {
  for (const name of QUOTA_VARIABLES) delete process.env[name];
  resetConfig();
});

describe('realtime sessions', () => {
  it("are minted only for the caller's open conversation, with a one-minute client secret", async () => {
    const ip = newIp();
    const open = await createConversation(ada.user.id);

    const minted = await call(createSession, ada, ip, { conversationId: open });

    expect(minted.status).toBe(200);
    const [request] = fake.requestsTo('/v1/realtime/client_secrets');
    expect(request?.body.expires_after).toEqual({ anchor: 'created_at', seconds: 60 });
    expect(minted.body.expiresAt).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 60);

    await completeConversation(ada.user.id, open);
    expect(await call(createSession, ada, ip, { conversationId: open })).toMatchObject({
      status: 409,
      body: { error: VOICE_SESSION_ERRORS.ended },
    });
    expect(
      await call(createSession, bob, ip, { conversationId: await createConversation(ada.user.id) }),
    ).toMatchObject({ status: 404 });
    expect(secretsMinted()).toBe(1);
  });

  it('stop at the per-user limit with 429, Retry-After and no call to OpenAI', async () => {
    limits({ AI_QUOTA_REALTIME_PER_USER: 2 });
    const conversationId = await createConversation(ada.user.id);

    for (let index = 0; index < 2; index += 1)
      expect((await call(createSession, ada, newIp(), { conversationId })).status).toBe(200);
    const refused = await call(createSession, ada, newIp(), { conversationId });

    expectRefused(refused);
    expect(secretsMinted()).toBe(2);
  });

  it('stop at the per-IP limit, whoever is signed in from that address', async () => {
    limits({ AI_QUOTA_REALTIME_PER_USER: 10, AI_QUOTA_REALTIME_PER_IP: 2 });
    const ip = newIp();
    const adas = await createConversation(ada.user.id);
    const bobs = await createConversation(bob.user.id);

    expect((await call(createSession, ada, ip, { conversationId: adas })).status).toBe(200);
    expect((await call(createSession, bob, ip, { conversationId: bobs })).status).toBe(200);
    expectRefused(await call(createSession, bob, ip, { conversationId: bobs }));
    expect(secretsMinted()).toBe(2);

    expect((await call(createSession, bob, newIp(), { conversationId: bobs })).status).toBe(200);
  });
});

describe('analyses', () => {
  it('share one per-user quota between notes and question cards; refused calls reach no model', async () => {
    limits({ AI_QUOTA_ANALYSIS_PER_USER: 2 });
    const conversationId = await createConversation(bob.user.id, { storyId: await createStory(bob.user.id) });
    const ip = newIp();
    const notes = { conversationId, conversationContext: 'user: I was born in Leeds in 1948.' };
    const card = {
      conversationId,
      messageText: 'Where were you born?',
      availableQuestions: [{ id: 1, title: 'Birthplace', text: 'Where were you born?' }],
    };

    expect((await call(analyzeForNotes, bob, ip, notes)).status).toBe(200);
    expect((await call(analyzeForQuestionCard, bob, ip, card)).status).toBe(200);
    expectRefused(await call(analyzeForNotes, bob, ip, notes));
    expectRefused(await call(analyzeForQuestionCard, bob, newIp(), card));

    expect(responsesAsked()).toBe(2);
  });

  it('count every paid call, refusal, provider failure and the tokens used as metrics (issue 24)', async () => {
    limits({ AI_QUOTA_ANALYSIS_PER_USER: 2 });
    const conversationId = await createConversation(ada.user.id);
    const notes = { conversationId, conversationContext: 'user: I married Tom in 1958.' };
    const seen: string[] = [];
    const stop = watchMetrics((name, value, about) =>
      seen.push(`${name} ${value} ${about.kind ?? about.what}`),
    );
    try {
      expect((await call(analyzeForNotes, ada, newIp(), notes)).status).toBe(200);
      fake.failNext(500);
      expect((await call(analyzeForNotes, ada, newIp(), notes)).status).toBeGreaterThanOrEqual(500);
      // The provider's failure still cost a call (it was asked), so the next is refused.
      expectRefused(await call(analyzeForNotes, ada, newIp(), notes));
    } finally {
      stop();
    }
    expect(seen).toEqual([
      'AiCalls 1 analysis',
      'AiTokens 20 note analysis',
      'AiCalls 1 analysis',
      'AiProviderFailures 1 note analysis',
      'AiRefusals 1 analysis',
    ]);
  });

  it('stop at the per-IP limit', async () => {
    limits({ AI_QUOTA_ANALYSIS_PER_IP: 1 });
    const ip = newIp();
    const conversationId = await createConversation(ada.user.id);
    const notes = { conversationId, conversationContext: 'user: We moved to York in 1960.' };

    expect((await call(analyzeForNotes, ada, ip, notes)).status).toBe(200);
    expectRefused(await call(analyzeForNotes, ada, ip, notes));
    expect(responsesAsked()).toBe(1);
  });
});

describe('research', () => {
  it('finding topics stops at the per-user limit before the model is asked', async () => {
    limits({ AI_QUOTA_RESEARCH_ANALYSIS_PER_USER: 1 });
    const conversationId = await createConversation(ada.user.id);
    const body = { conversationId, transcriptText: 'user: We lived on Cardigan Road in Leeds in the 1950s.' };

    expect(await call(analyzeForResearch, ada, newIp(), body)).toMatchObject({
      status: 200,
      body: { jobsCreated: 1 },
    });
    expect(responsesAsked()).toBe(1);
    expectRefused(await call(analyzeForResearch, ada, newIp(), body));
    expect(responsesAsked()).toBe(1);
    expect(queued).toHaveLength(1);
  });

  it("queuing a report spends the owner's research quota, so the worker's call is covered before it is queued", async () => {
    limits({ AI_QUOTA_RESEARCH_PER_USER: 1 });
    const conversationId = await createConversation(bob.user.id);
    const report = { query: 'Leeds trams in the 1950s', conversationId };

    expect((await call(createReport, bob, newIp(), report)).status).toBe(201);
    expectRefused(await call(createReport, bob, newIp(), report));
    expect(queued).toHaveLength(1);
  });

  it('topics found past the research quota are not queued (the answer names every topic; jobsCreated counts the queued)', async () => {
    limits({ AI_QUOTA_RESEARCH_PER_USER: 2 });
    fake.answer('research_topics', () => ({
      topics: ['Leeds', 'York', 'Hull'].map((city) => ({ title: city, query: `${city} in the 1950s` })),
    }));
    const conversationId = await createConversation(ada.user.id);

    const answer = await call(analyzeForResearch, ada, newIp(), {
      conversationId,
      transcriptText: 'user: Leeds, then York, then Hull.',
    });

    // Part A §4: the call raises researchTopicFailed for the topics past jobsCreated.
    expect(answer).toMatchObject({
      status: 200,
      body: { jobsCreated: 2, topics: ['Leeds', 'York', 'Hull'] },
    });
    expect(queued).toHaveLength(2);
  });
});

describe('summaries on save', () => {
  it('stop at the per-user limit; the transcript is still saved and no model is asked', async () => {
    limits({ AI_QUOTA_SUMMARY_PER_USER: 1 });
    const conversationId = await createConversation(bob.user.id);
    const message = (id: string, content: string) => ({ id, role: 'user', content });
    const save = (messages: unknown[]) =>
      call(saveConversation, bob, newIp(), { messages, shouldSummarize: true }, { id: conversationId });

    expect(await save([message('m-1', 'I was born in Leeds in 1948.')])).toMatchObject({
      status: 200,
      body: { conversation: { summary: 'A conversation about growing up in Leeds.' } },
    });
    expect(responsesAsked()).toBe(1);

    expectRefused(
      await save([message('m-1', 'I was born in Leeds in 1948.'), message('m-2', 'We moved to York.')]),
    );
    expect(responsesAsked()).toBe(1);
    expect(await findConversation(conversationId)).toMatchObject({ messageCount: 2 });
  });

  it('saving without a summary spends nothing', async () => {
    limits({ AI_QUOTA_SUMMARY_PER_USER: 0 });
    const conversationId = await createConversation(ada.user.id);
    const answer = await call(
      saveConversation,
      ada,
      newIp(),
      { messages: [{ id: 'm-1', role: 'user', content: 'Hello.' }] },
      { id: conversationId },
    );
    expect(answer.status).toBe(200);
  });
});

describe('the deployment ceiling', () => {
  it("stops every new paid call with Walt's own message once the day's calls are spent", async () => {
    const day = new Date().toISOString().slice(0, 10);
    const spent = (await getItem(AiQuotaEntity, { quota: 'all', day }))?.count ?? 0;
    limits({ AI_DAILY_CALL_CEILING: spent + 1 });
    const conversationId = await createConversation(ada.user.id);

    expect((await call(createSession, ada, newIp(), { conversationId })).status).toBe(200);
    expectRefused(
      await call(createSession, bob, newIp(), { conversationId: await createConversation(bob.user.id) }),
      QUOTA_TEXTS.deployment,
    );
    expectRefused(
      await call(analyzeForNotes, bob, newIp(), {
        conversationId: await createConversation(bob.user.id),
        conversationContext: 'user: Hello.',
      }),
      QUOTA_TEXTS.deployment,
    );
    expect(secretsMinted() + responsesAsked()).toBe(1);
  });
});

describe('the counters', () => {
  it('let no more concurrent calls through than the limit, and refused calls use nothing up', async () => {
    limits({ AI_QUOTA_REALTIME_PER_USER: 3 });
    const userId = `u-${randomUUID()}`;
    const ip = newIp();

    const outcomes = await Promise.allSettled(
      Array.from({ length: 12 }, () => spend('realtime', { userId, ip })),
    );

    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
    for (const outcome of outcomes.filter((outcome) => outcome.status === 'rejected'))
      expect(outcome.reason).toBeInstanceOf(TooManyRequestsError);
    const day = new Date().toISOString().slice(0, 10);
    expect(await getItem(AiQuotaEntity, { quota: `realtime:user:${userId}`, day })).toMatchObject({
      count: 3,
    });
    expect(await getItem(AiQuotaEntity, { quota: `realtime:ip:${ip}`, day })).toMatchObject({ count: 3 });
  });
});
