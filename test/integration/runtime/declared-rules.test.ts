import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { AUDIT_PARTITION } from '#functions/db/audit-keys.ts';
import { dynamo } from '#functions/db/client.ts';
import { http } from '#functions/edge/guarded-http.ts';
import { http as plainHttp } from '#functions/edge/http.ts';
import { ValidationError } from '#functions/lib/errors.ts';
import { endpoint } from '#shared/contract/endpoint.ts';
import { allEndpoints } from '#shared/contract/index.ts';
import { QUOTA_TEXTS } from '#shared/texts.ts';
import { type Session, signedInClient } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';
import { httpEvent, lambdaContextStub } from '#test/helpers/events.ts';
import { signedInAdmin } from '../admin/admin-fixtures.ts';

/**
 * The cross-cutting rules an endpoint declares (quota, consent, audit) are applied by the HTTP wrapper, on the
 * real table: test endpoints carry nothing but the declaration, and their handlers call none of the rules.
 */

let admin: Session;
let narrator: Session;
const ran: string[] = [];

beforeAll(async () => {
  useRuntimeDatabase();
  [admin, narrator] = await Promise.all([signedInAdmin(), signedInClient({ name: 'Rhoda' })]);
});

afterEach(() => {
  delete process.env.AI_QUOTA_ANALYSIS_PER_USER;
  ran.length = 0;
});

const cookieOf = (session: Session) => [...session.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

/** Invokes a handler as API Gateway would, signed in as `session`. */
const call = async (
  handler: ReturnType<typeof http>,
  session: Session,
  { body, id }: { body?: unknown; id?: string } = {},
): Promise<APIGatewayProxyStructuredResultV2 & { json: Record<string, unknown> }> => {
  const event = httpEvent({
    headers: { 'content-type': 'application/json', cookie: cookieOf(session) },
    body: body === undefined ? undefined : JSON.stringify(body),
    pathParameters: id ? { id } : undefined,
  });
  const answer = await handler(event, lambdaContextStub);
  return { ...answer, json: answer.body ? JSON.parse(answer.body) : {} };
};

const paid = http(
  endpoint({
    name: 'test.paid',
    method: 'POST',
    path: '/api/test',
    auth: 'user',
    quota: 'analysis',
    body: z.object({ valid: z.boolean() }),
    response: z.object({}),
  }),
  async ({ body }) => {
    ran.push('paid');
    if (!body.valid) throw new ValidationError('That is not valid.');
    return { body: {} };
  },
);

const auditedRead = http(
  endpoint({
    name: 'test.listUserThings',
    method: 'GET',
    path: '/api/admin/users/{id}/things',
    auth: 'admin',
    consent: { need: 'transcripts', of: 'user', refusal: 'Not granted to you.', missing: 'No such user.' },
    audit: 'read',
    params: z.object({ id: z.string() }),
    response: z.object({}),
  }),
  async () => {
    ran.push('read');
    return { body: {} };
  },
);

const readTrail = async (targetUserId: string) => {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: 'walt',
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': AUDIT_PARTITION },
      ScanIndexForward: false,
    }),
  );
  return Items.filter((item) => item.targetUserId === targetUserId).map((item) => item.action);
};

describe('declared rules applied by the wrapper', () => {
  it('a declared quota answers 429 with Retry-After once spent, before the handler runs', async () => {
    // Prepare
    process.env.AI_QUOTA_ANALYSIS_PER_USER = '1';
    // Act
    const first = await call(paid, narrator, { body: { valid: true } });
    const second = await call(paid, narrator, { body: { valid: true } });
    // Assess
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(429);
    expect(second.json.error).toBe(QUOTA_TEXTS.caller);
    expect(Number(second.headers?.['retry-after'])).toBeGreaterThan(0);
    expect(ran).toEqual(['paid']);
  });

  it('gives the quota back when the handler refuses the request', async () => {
    // Prepare
    const other = await signedInClient();
    process.env.AI_QUOTA_ANALYSIS_PER_USER = '1';
    // Act
    const refused = await call(paid, other, { body: { valid: false } });
    const accepted = await call(paid, other, { body: { valid: true } });
    // Assess
    expect(refused.statusCode).toBe(400);
    expect(accepted.statusCode).toBe(200);
  });

  it('a declared consent answers 403 without the owner’s permission and writes no trail', async () => {
    // Prepare
    await narrator.client.put('/api/profile/permissions', { permissions: { 'can-see-transcripts': false } });
    // Act
    const refused = await call(auditedRead, admin, { id: narrator.user.id });
    // Assess
    expect(refused.statusCode).toBe(403);
    expect(refused.json).toEqual({ error: 'Not granted to you.' });
    expect(ran).toEqual([]);
    expect(await readTrail(narrator.user.id)).not.toContain('test.readUserThings');
  });

  it('a declared audit writes the trail once the handler succeeded', async () => {
    // Prepare
    await narrator.client.put('/api/profile/permissions', { permissions: { 'can-see-transcripts': true } });
    // Act
    const answer = await call(auditedRead, admin, { id: narrator.user.id });
    // Assess
    expect(answer.statusCode).toBe(200);
    expect(ran).toEqual(['read']);
    expect(await readTrail(narrator.user.id)).toContain('test.readUserThings');
  });

  it('the plain wrapper refuses an endpoint that declares a quota or a consent, when its handler is made', () => {
    // Prepare
    const declared = endpoint({
      name: 'test.paidToo',
      method: 'POST',
      path: '/api/test',
      auth: 'user',
      quota: 'analysis',
      response: z.object({}),
    });
    // Act
    const make = () => plainHttp(declared, async () => ({ body: {} }));
    // Assess
    expect(make).toThrow(/guarded-http/);
  });

  it('every administrator write declares its audit entry', () => {
    // Prepare, Act
    const unaudited = allEndpoints
      .filter((e) => e.auth === 'admin' && e.method !== 'GET' && e.audit !== 'write')
      .map((e) => e.name);
    // Assess
    expect(unaudited).toEqual([]);
  });
});
