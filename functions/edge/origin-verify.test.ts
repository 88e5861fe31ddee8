import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { endpoint } from '#shared/contract/endpoint.ts';
import { GENERIC_ERRORS } from '#shared/texts.ts';
import { httpEvent, lambdaContextStub } from '#test/helpers/events.ts';
import { resetConfig } from '../lib/config.ts';
import { http, ORIGIN_VERIFY_HEADER } from './http.ts';

/**
 * Only CloudFront reaches the API (issue 14): CloudFront adds a secret header, and the wrapper refuses a
 * request without it (sent to API Gateway directly, where it could also forge CloudFront-Viewer-Address).
 */

const SECRET = 'a-secret-only-cloudfront-knows-0123456789';
const ping = endpoint({
  name: 'test.ping',
  method: 'GET',
  path: '/api/ping',
  auth: 'public',
  response: z.object({ ok: z.boolean() }),
});
let ran = 0;
const handler = http(ping, async () => {
  ran += 1;
  return { body: { ok: true } };
});
const call = (headers: Record<string, string>) => handler(httpEvent({ headers }), lambdaContextStub);

beforeEach(() => {
  ran = 0;
  process.env.TABLE_NAME = 'walt-test';
  resetConfig();
});
afterEach(() => {
  delete process.env.ORIGIN_VERIFY_SECRET;
  delete process.env.AWS_LAMBDA_FUNCTION_NAME;
  resetConfig();
});

describe('the origin header', () => {
  it('refuses a request without the secret header, or with a wrong one, with 403 and runs nothing', async () => {
    // Prepare
    process.env.ORIGIN_VERIFY_SECRET = SECRET;

    // Act
    const missing = await call({});
    const wrong = await call({ [ORIGIN_VERIFY_HEADER]: `${SECRET}x` });
    const right = await call({ [ORIGIN_VERIFY_HEADER]: SECRET });

    // Assess
    expect(missing.statusCode).toBe(403);
    expect(JSON.parse(missing.body ?? '{}')).toEqual({ error: GENERIC_ERRORS.forbidden });
    expect(wrong.statusCode).toBe(403);
    expect(right.statusCode).toBe(200);
    expect(ran).toBe(1);
  });

  it('is not checked when no secret is configured (the local runtime)', async () => {
    // Act
    const answer = await call({});

    // Assess
    expect(answer.statusCode).toBe(200);
  });

  it('fails closed on Lambda: a function without the secret configured refuses every request (issue 23)', async () => {
    // Prepare
    process.env.AWS_LAMBDA_FUNCTION_NAME = 'Walt-Api-Ping';

    // Act
    const answer = await call({ [ORIGIN_VERIFY_HEADER]: SECRET });

    // Assess
    expect(answer.statusCode).toBe(403);
    expect(ran).toBe(0);
  });
});
