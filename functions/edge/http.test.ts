import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { endpoint } from '#shared/contract/endpoint.ts';
import { AI_TEXTS, GENERIC_ERRORS } from '#shared/texts.ts';
import { httpEvent, lambdaContextStub } from '#test/helpers/events.ts';
import { liveSession, verifySessionToken } from '../core/auth/sessions.ts';
import { findUserById, type UserRecord } from '../core/auth/users.ts';
import { resetConfig } from '../lib/config.ts';
import { correlationId } from '../lib/correlation.ts';
import {
  AiOutputError,
  AiRefusedError,
  AiUnavailableError,
  ConflictError,
  TooManyRequestsError,
} from '../lib/errors.ts';
import { readMultipart } from '../lib/multipart.ts';
import { sessionCookieName } from './cookies.ts';
import { clientIp, http } from './http.ts';

// The session and its user as the wrapper reads them, stubbed only where a test signs a caller in (a narrator
// on an admin route): everywhere else they are the real functions.
vi.mock('../core/auth/sessions.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../core/auth/sessions.ts')>();
  return {
    ...actual,
    verifySessionToken: vi.fn(actual.verifySessionToken),
    liveSession: vi.fn(actual.liveSession),
  };
});
vi.mock('../core/auth/users.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../core/auth/users.ts')>();
  return { ...actual, findUserById: vi.fn(actual.findUserById) };
});

const echo = endpoint({
  name: 'test.echo',
  method: 'POST',
  path: '/api/test',
  auth: 'public',
  body: z.object({
    email: z.email({ error: 'email must be a valid email address' }),
    secret: z.string(),
    age: z.optional(z.number().check(z.int())),
  }),
  response: z.object({ email: z.string() }),
});
const privateEcho = endpoint({ ...echo, name: 'test.private', auth: 'user' });
const adminEcho = endpoint({ ...echo, name: 'test.admin', auth: 'admin' });

const call = async (handler: ReturnType<typeof http>, body: unknown, overrides = {}) => {
  const answer = await handler(
    httpEvent({ body: typeof body === 'string' ? body : JSON.stringify(body), ...overrides }),
    lambdaContextStub,
  );
  return { ...answer, json: answer.body ? JSON.parse(answer.body) : undefined };
};

beforeEach(() => {
  process.env.TABLE_NAME = 'walt-test';
  resetConfig();
});
afterEach(() => vi.restoreAllMocks());

describe('http wrapper', () => {
  it('passes the validated body to the handler and answers JSON with no-store', async () => {
    const handler = http(echo, async ({ body }) => ({ body: { email: body.email } }));
    const answer = await call(handler, { email: 'a@example.com', secret: 's' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json).toEqual({ email: 'a@example.com' });
    expect(answer.headers).toMatchObject({
      'cache-control': 'no-store',
      'content-type': 'application/json; charset=utf-8',
    });
  });

  it('answers 400 naming the missing or invalid field', async () => {
    const handler = http(echo, async ({ body }) => ({ body: { email: body.email } }));
    expect((await call(handler, { secret: 's' })).json).toEqual({ error: 'email is required' });
    expect((await call(handler, { email: 'nope', secret: 's' })).json).toEqual({
      error: 'email must be a valid email address',
    });
    const wrongType = await call(handler, { email: 'a@example.com', secret: 's', age: 'old' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json.error).toMatch(/^age: /);
    expect((await call(handler, '{broken')).json).toEqual({ error: 'Request body is not valid JSON' });
  });

  it('answers 413 for a body over 1 MB', async () => {
    const handler = http(echo, async ({ body }) => ({ body: { email: body.email } }));
    const answer = await call(handler, { email: 'a@example.com', secret: 'x'.repeat(1024 * 1024 + 1) });
    expect(answer.statusCode).toBe(413);
  });

  it('answers 401 on a user endpoint without a session, before looking at the body', async () => {
    const handler = http(privateEcho, async () => ({ body: { email: 'never' } }));
    const answer = await call(handler, { nonsense: true });
    expect(answer.statusCode).toBe(401);
    expect(answer.json).toEqual({ error: 'Not authenticated' });
    expect(
      (
        await call(
          http(adminEcho, async () => ({ body: { email: '' } })),
          {},
        )
      ).statusCode,
    ).toBe(401);
  });

  it('maps error classes to their status and headers', async () => {
    const conflict = http(echo, async () => {
      throw new ConflictError('Already there');
    });
    expect(await call(conflict, { email: 'a@example.com', secret: 's' })).toMatchObject({
      statusCode: 409,
      json: { error: 'Already there' },
    });
    const limited = http(echo, async () => {
      throw new TooManyRequestsError('Slow down', 61.2);
    });
    const answer = await call(limited, { email: 'a@example.com', secret: 's' });
    expect(answer.statusCode).toBe(429);
    expect(answer.headers?.['retry-after']).toBe('62');
  });

  it('hides an unexpected error behind a generic 500 and logs it without the request secrets', async () => {
    const writes: string[] = [];
    for (const stream of [process.stdout, process.stderr]) {
      vi.spyOn(stream, 'write').mockImplementation((chunk) => {
        writes.push(String(chunk));
        return true;
      });
    }
    vi.spyOn(console, 'error').mockImplementation((...args) => writes.push(args.join(' ')));
    vi.spyOn(console, 'info').mockImplementation((...args) => writes.push(args.join(' ')));
    const broken = http(echo, async () => {
      throw new Error('database exploded at /var/task/index.mjs:1:2');
    });
    const answer = await call(broken, { email: 'a@example.com', secret: 'hunter2-top-secret' });
    expect(answer.statusCode).toBe(500);
    expect(answer.json).toEqual({ error: 'Something went wrong on our side. Please try again.' });
    expect(answer.body).not.toMatch(/exploded|index\.mjs|stack/);
    expect(writes.join('\n')).toMatch(/exploded/);
    expect(writes.join('\n')).not.toContain('hunter2-top-secret');
  });

  /** Every line the logger writes from now on (to the streams or the console), for the security events. */
  const captureLogs = () => {
    const writes: string[] = [];
    for (const stream of [process.stdout, process.stderr])
      vi.spyOn(stream, 'write').mockImplementation((chunk) => {
        writes.push(String(chunk));
        return true;
      });
    for (const level of ['warn', 'info', 'error'] as const)
      vi.spyOn(console, level).mockImplementation((...args) => writes.push(args.join(' ')));
    return () => writes.filter((line) => line.includes('security: authorization refused'));
  };

  it('logs a refused authorization as a security event, with its route and reason', async () => {
    const refusals = captureLogs();
    const handler = http(adminEcho, async () => ({ body: { email: 'never' } }));
    const answer = await call(handler, { email: 'a@example.com', secret: 's' });
    expect(answer.statusCode).toBe(401);
    const [event] = refusals();
    expect(event).toBeDefined();
    expect(event).toContain('test.admin');
    expect(event).toContain(GENERIC_ERRORS.notAuthenticated);
  });

  it('logs a 403 as a security event too: a narrator (no administrator) on an admin route', async () => {
    // A signed-in narrator: a valid session of a user who is not an administrator.
    const claims = { sessionId: 's-1', userId: 'u-1' };
    vi.mocked(verifySessionToken).mockResolvedValueOnce(claims as never);
    vi.mocked(liveSession).mockResolvedValueOnce({ ...claims, credentialsVersion: 1 });
    vi.mocked(findUserById).mockResolvedValueOnce({
      userId: 'u-1',
      email: 'ada@example.com',
      isAdmin: false,
      credentialsVersion: 1,
    } as UserRecord);
    const refusals = captureLogs();
    const ran = vi.fn();
    const handler = http(adminEcho, async () => {
      ran();
      return { body: { email: 'never' } };
    });
    const answer = await call(
      handler,
      { email: 'a@example.com', secret: 's' },
      { cookies: [`${sessionCookieName()}=a-narrator-session`] },
    );
    expect(answer).toMatchObject({ statusCode: 403, json: { error: GENERIC_ERRORS.adminOnly } });
    expect(ran).not.toHaveBeenCalled();
    const [event] = refusals();
    expect(event).toBeDefined();
    expect(event).toContain('test.admin');
    expect(event).toContain('403');
    expect(event).toContain(GENERIC_ERRORS.adminOnly);
  });

  it('logs a 403 as a security event too: a cross-site request refused by the origin check', async () => {
    const refusals = captureLogs();
    const handler = http(echo, async ({ body }) => ({ body: { email: body.email } }));
    const fromElsewhere = await call(
      handler,
      { email: 'a@example.com', secret: 's' },
      { headers: { 'content-type': 'application/json', origin: 'https://evil.example' } },
    );
    const crossSite = await call(
      handler,
      { email: 'a@example.com', secret: 's' },
      { headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' } },
    );
    expect(fromElsewhere).toMatchObject({ statusCode: 403, json: { error: GENERIC_ERRORS.crossSite } });
    expect(crossSite).toMatchObject({ statusCode: 403, json: { error: GENERIC_ERRORS.crossSite } });
    const events = refusals();
    expect(events).toHaveLength(2);
    for (const event of events) {
      expect(event).toContain('test.echo');
      expect(event).toContain('403');
      expect(event).toContain(GENERIC_ERRORS.crossSite);
    }
  });

  it('reads the viewer address CloudFront passes, else the source IP', () => {
    expect(clientIp(httpEvent({ headers: { 'cloudfront-viewer-address': '203.0.113.5:51234' } }))).toBe(
      '203.0.113.5',
    );
    expect(clientIp(httpEvent({ headers: { 'cloudfront-viewer-address': '[2001:db8::1]:443' } }))).toBe(
      '2001:db8:0:0::/64',
    );
    expect(clientIp(httpEvent({ headers: {} }))).toBe('192.0.2.1');
  });
});

describe('http wrapper: AI provider failures', () => {
  const failing = (error: Error) =>
    http(echo, async () => {
      throw error;
    });
  const valid = { email: 'a@example.com', secret: 's' };
  beforeEach(() => {
    for (const stream of [process.stdout, process.stderr])
      vi.spyOn(stream, 'write').mockImplementation(() => true);
  });

  it('answers 503 with Retry-After when the AI service is unavailable, without its details', async () => {
    // Prepare
    const handler = failing(new AiUnavailableError('The AI service is unavailable for note analysis (429).'));
    // Act
    const answer = await call(handler, valid);
    // Assess
    expect(answer.statusCode).toBe(503);
    expect(answer.headers?.['retry-after']).toBe('5');
    expect(answer.json).toEqual({ error: AI_TEXTS.unavailable });
  });

  it.each([
    ['refused', new AiRefusedError('The AI service refused note analysis (400).')],
    ['answered out of shape', new AiOutputError("The model's answer for note analysis was not valid JSON.")],
  ])('answers 502 when the AI service %s', async (_, error) => {
    // Prepare
    const handler = failing(error);
    // Act
    const answer = await call(handler, valid);
    // Assess
    expect(answer.statusCode).toBe(502);
    expect(answer.json).toEqual({ error: AI_TEXTS.failed });
  });
});

describe('http wrapper: correlation (issue 24)', () => {
  it("runs the handler under the API request's id, which the queue messages it sends carry", async () => {
    let seen: string | undefined;
    const handler = http(echo, async ({ body }) => {
      seen = correlationId();
      return { body: { email: body.email } };
    });
    const answer = await call(handler, { email: 'a@example.com', secret: 's' });
    expect(answer.statusCode).toBe(200);
    expect(seen).toBe('req-1');
    expect(correlationId()).toBeUndefined();
  });
});

describe('http wrapper: time', () => {
  it('answers 503 with Retry-After itself just before Lambda would end an invocation that has not answered', async () => {
    // Prepare
    for (const stream of [process.stdout, process.stderr])
      vi.spyOn(stream, 'write').mockImplementation(() => true);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const stuck = http(echo, () => new Promise<never>(() => {}));
    const shortContext = {
      functionName: 'test',
      awsRequestId: 'req-2',
      getRemainingTimeInMillis: () => 30,
    } as never;
    // Act
    const answer = await stuck(
      httpEvent({ body: JSON.stringify({ email: 'a@example.com', secret: 's' }) }),
      shortContext,
    );
    // Assess
    expect(answer.statusCode).toBe(503);
    expect(answer.headers?.['retry-after']).toBe('10');
    expect(JSON.parse(answer.body ?? '')).toEqual({
      error: 'This is taking longer than it should. Please try again in a moment.',
    });
  });
});

describe('http wrapper: multipart endpoints', () => {
  const uploadEndpoint = endpoint({
    name: 'test.upload',
    method: 'POST',
    path: '/api/upload',
    auth: 'public',
    response: z.object({ name: z.string(), size: z.number() }),
  });
  const handler = http(
    uploadEndpoint,
    async ({ event }) => {
      const { files } = await readMultipart(event, { maxBytes: 1024, tooLarge: 'too big' });
      const file = files.get('file')!;
      return { body: { name: file.name, size: file.bytes.byteLength } };
    },
    { multipart: true },
  );
  const multipart = async (size: number) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(size).fill(7)], { type: 'audio/webm' }), 'a.webm');
    const request = new Request('http://x/', { method: 'POST', body: form });
    return {
      type: request.headers.get('content-type')!,
      bytes: Buffer.from(await request.arrayBuffer()),
    };
  };

  it('hands the upload to the handler, from a base64 body as API Gateway delivers binary', async () => {
    const { type, bytes } = await multipart(10);
    const answer = await call(handler, bytes.toString('base64'), {
      headers: { 'content-type': type },
      isBase64Encoded: true,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json).toEqual({ name: 'a.webm', size: 10 });
  });

  it('refuses another Content-Type with 415, a cross-site upload with 403, and an oversized one with 413', async () => {
    const json = await call(handler, { file: 'x' });
    expect(json.statusCode).toBe(415);
    expect(json.json).toEqual({ error: GENERIC_ERRORS.notMultipart });
    const { type, bytes } = await multipart(10);
    const crossSite = await call(handler, bytes.toString('base64'), {
      headers: { 'content-type': type, origin: 'https://evil.example' },
      isBase64Encoded: true,
    });
    expect(crossSite.statusCode).toBe(403);
    const big = await multipart(2048);
    const tooLarge = await call(handler, big.bytes.toString('base64'), {
      headers: { 'content-type': big.type },
      isBase64Encoded: true,
    });
    expect(tooLarge).toMatchObject({ statusCode: 413, json: { error: 'too big' } });
    const broken = await call(handler, 'not a multipart body', {
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expect(broken).toMatchObject({ statusCode: 400, json: { error: GENERIC_ERRORS.invalidMultipart } });
  });
});
