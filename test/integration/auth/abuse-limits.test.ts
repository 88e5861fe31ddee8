import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { useAiProvider } from '#functions/ai/index.ts';
import { OfflineProvider } from '#functions/ai/offline.ts';
import { handler as register } from '#functions/api/auth/register.ts';
import { REGISTRATIONS_PER_HOUR } from '#functions/core/auth/registration.ts';
import { type QuotaKind, spend } from '#functions/core/quotas/quotas.ts';
import { analyseForResearch } from '#functions/core/research/analyze.ts';
import { createUserReport } from '#functions/core/research/create.ts';
import { http } from '#functions/edge/guarded-http.ts';
import { useAdapters } from '#functions/lib/adapters.ts';
import { AI_QUOTA_KINDS } from '#infra/stage-config.ts';
import { endpoint } from '#shared/contract/endpoint.ts';
import { QUOTA_TEXTS, REGISTRATION_TEXTS } from '#shared/texts.ts';
import { createConversation, createStory } from '#test/factories/interviews.ts';
import { type Session, signedInClient } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';
import { httpEvent, lambdaContextStub } from '#test/helpers/events.ts';
import { verifyEmailOf } from '#test/helpers/verify-email.ts';

/**
 * Issue 23, H1: one address cannot switch AI off for everyone. Registrations are limited per address (an
 * IPv6 address by its /64), an account whose email is not verified has a small AI allowance, and every
 * quota kind counts per IP too. The suite's runtime raises these limits (test/helpers/runtime-env.ts); this
 * file sets the product's values back in its own process and calls the handlers as API Gateway would.
 */

const saved = { ...process.env };
/** The research queue as the research requests below see it: what they queued, kept here (no worker runs). */
const queued: unknown[] = [];
beforeAll(() => {
  useRuntimeDatabase();
  useAdapters({
    mailer: { send: async () => {} },
    queue: {
      send: async (_queue, body) => {
        queued.push(body);
        return { messageId: randomUUID() };
      },
    },
  });
});
afterEach(() => {
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
});

const registerFrom = async (sourceIp: string) => {
  const event = httpEvent({
    routeKey: 'POST /api/auth/register',
    rawPath: '/api/auth/register',
    body: JSON.stringify({
      email: `flood-${randomUUID()}@example.com`,
      password: `a long passphrase ${randomUUID()}`,
      name: 'Flood',
    }),
  });
  event.requestContext.http = { ...event.requestContext.http, sourceIp, path: '/api/auth/register' };
  const answer = await register(event, lambdaContextStub);
  return { status: answer.statusCode, headers: answer.headers ?? {}, json: JSON.parse(answer.body ?? '{}') };
};

/**
 * An address no other test uses (the suite's clients are 198.51.100.x and 203.0.113.x, and the counters live
 * in the shared table), so each test's hour and day start empty.
 */
const octet = () => Math.floor(Math.random() * 254) + 1;
const freshIpv4 = () => `100.${64 + Math.floor(Math.random() * 64)}.${octet()}.${octet()}`;
const freshIpv6Prefix = () => `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:7`;

describe('registrations per address', () => {
  it(`allows ${REGISTRATIONS_PER_HOUR} accounts an hour from one address, then answers 429 with Retry-After`, async () => {
    // Prepare
    delete process.env.REGISTRATIONS_PER_IP_PER_HOUR;
    const ip = freshIpv4();
    // Act
    const answers = [];
    for (let i = 0; i <= REGISTRATIONS_PER_HOUR; i++) answers.push(await registerFrom(ip));
    const elsewhere = await registerFrom(freshIpv4());
    // Assess
    expect(answers.slice(0, REGISTRATIONS_PER_HOUR).map((a) => a.status)).toEqual(
      Array(REGISTRATIONS_PER_HOUR).fill(201),
    );
    const refused = answers.at(-1)!;
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ error: REGISTRATION_TEXTS.tooMany });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(elsewhere.status).toBe(201);
  });

  it('counts every address of one IPv6 /64 together', async () => {
    // Prepare
    process.env.REGISTRATIONS_PER_IP_PER_HOUR = '2';
    const prefix = freshIpv6Prefix();
    // Act
    const first = await registerFrom(`${prefix}::1`);
    const second = await registerFrom(`${prefix}:abcd:1234:5678:9abc`);
    const third = await registerFrom(`${prefix}::ffff`);
    // Assess
    expect([first.status, second.status, third.status]).toEqual([201, 201, 429]);
  });
});

const paid = http(
  endpoint({
    name: 'test.paidAnalysis',
    method: 'POST',
    path: '/api/test',
    auth: 'user',
    quota: 'analysis',
    body: z.object({}),
    response: z.object({}),
  }),
  async () => ({ body: {} }),
);

const callPaid = async (session: Session) => {
  const cookie = [...session.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const answer = await paid(
    httpEvent({ headers: { 'content-type': 'application/json', cookie }, body: '{}' }),
    lambdaContextStub,
  );
  return { status: answer.statusCode, json: JSON.parse(answer.body ?? '{}') };
};

describe('the AI allowance of an account whose email is not verified', () => {
  it('is refused past the allowance with a text that says to verify; verified, the full quota applies', async () => {
    // Prepare
    process.env.AI_QUOTA_ANALYSIS_UNVERIFIED = '2';
    const narrator = await signedInClient();
    // Act
    const allowed = [await callPaid(narrator), await callPaid(narrator)];
    const refused = await callPaid(narrator);
    await verifyEmailOf(narrator.user.email);
    const afterVerifying = await callPaid(narrator);
    // Assess
    expect(allowed.map((a) => a.status)).toEqual([200, 200]);
    expect(refused).toEqual({ status: 429, json: { error: QUOTA_TEXTS.unverified } });
    expect(afterVerifying.status).toBe(200);
  });

  it('applies to work charged on a narrator’s behalf (a research report queued from a request)', async () => {
    // Prepare
    process.env.AI_QUOTA_RESEARCH_UNVERIFIED = '1';
    const narrator = await signedInClient();
    const report = { query: 'The harbour of the town I grew up in' };
    const before = queued.length;
    // Act
    await createUserReport(narrator.user.id, report, freshIpv4());
    const refused = createUserReport(narrator.user.id, report, freshIpv4());
    // Assess
    expect(queued.length).toBe(before + 1);
    await expect(refused).rejects.toMatchObject({ statusCode: 429, message: QUOTA_TEXTS.unverified });
  });
});

describe('every quota kind counts per IP', () => {
  const kinds: QuotaKind[] = [...AI_QUOTA_KINDS];
  it.each(kinds)(
    '%s: a second account on the same address is refused once the address’s quota is spent',
    async (kind) => {
      // Prepare
      const name = `AI_QUOTA_${kind.replace(/[A-Z]/g, '_$&').toUpperCase()}_PER_IP`;
      process.env[name] = '1';
      const ip = freshIpv4();
      const [ann, bea] = [randomUUID(), randomUUID()];
      // Act
      await spend(kind, { userId: ann, ip, verified: true });
      const refused = spend(kind, { userId: bea, ip, verified: true });
      const otherAddress = spend(kind, { userId: bea, ip: freshIpv4(), verified: true });
      // Assess
      await expect(refused).rejects.toMatchObject({ statusCode: 429, message: QUOTA_TEXTS.caller });
      await expect(otherAddress).resolves.toBeUndefined();
    },
  );

  it('a research report queued from a request counts against the caller’s address', async () => {
    // Prepare
    process.env.AI_QUOTA_RESEARCH_PER_IP = '1';
    const ip = freshIpv4();
    const [ann, bea] = await Promise.all([signedInClient(), signedInClient()]);
    await Promise.all([verifyEmailOf(ann.user.email), verifyEmailOf(bea.user.email)]);
    // Act
    await createUserReport(ann.user.id, { query: 'The mill by the river' }, ip);
    const refused = createUserReport(bea.user.id, { query: 'The mill by the river' }, ip);
    // Assess
    await expect(refused).rejects.toMatchObject({ statusCode: 429 });
  });
});

describe('research topics past the research quota (part A §4, researchTopicFailed)', () => {
  it('answers every topic found, and in jobsCreated how many of them were queued', async () => {
    // Prepare
    const narrator = await signedInClient();
    await verifyEmailOf(narrator.user.email);
    const conversationId = await createConversation(narrator.user.id, {
      storyId: await createStory(narrator.user.id),
    });
    process.env.AI_QUOTA_RESEARCH_PER_USER = '1';
    useAiProvider(new OfflineProvider());
    const transcriptText = [
      'user: In 1952 we moved from Leeds to Bristol for my father’s work.',
      'user: In 1960 I started at the hospital in Cardiff as a nurse.',
    ].join('\n');
    // Act
    const answer = await analyseForResearch(
      narrator.user.id,
      { transcriptText, conversationId },
      freshIpv4(),
    );
    const none = await analyseForResearch(narrator.user.id, { transcriptText, conversationId }).catch(
      (error: unknown) => error,
    );
    // Assess
    expect(answer.topics.length).toBeGreaterThan(1);
    expect(answer.jobsCreated).toBe(1);
    expect(none).toMatchObject({ statusCode: 429 });
  });
});
