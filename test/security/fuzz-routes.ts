import fc from 'fast-check';
import { expect } from 'vitest';
import type { Endpoint } from '#shared/contract/endpoint.ts';
import { contract } from '#shared/contract/index.ts';
import type { ApiClient } from '#test/helpers/api.ts';

/**
 * Which fuzz file fuzzes which routes (test/security/fuzz-*.test.ts): each file takes its list from here, and
 * fuzz-coverage.test.ts fails when a route of infra/routes.ts is in none of them.
 */
const of = (...groups: (keyof typeof contract)[]): Endpoint[] =>
  groups.flatMap((group) => Object.values(contract[group]) as Endpoint[]);

export const FUZZED = {
  account: of('auth', 'profile', 'account'),
  family: of('family'),
  interview: of(
    'conversations',
    'notes',
    'paths',
    'stories',
    'admin',
    'ai',
    'audioChat',
    'research',
    'journeys',
    'memory',
  ),
  media: of('artefacts', 'formats', 'gmail', 'voice'),
} as const;

/** Any value as the JSON text a client would send of it (`{}` for what JSON cannot hold). */
export const anyJsonText = fc.anything().map((value) => {
  try {
    return JSON.stringify(value) ?? 'null';
  } catch {
    return '{}';
  }
});

/** A fuzzed text field: a string, or a value of the wrong type. */
export const fuzzText = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.integer(),
  fc.constant(null),
  fc.array(fc.string()),
);

/**
 * Calls a fuzzed route as a browser would (a GET sends no body) and reads the answer, whatever its kind: JSON,
 * a 302 of a redirect route (an OAuth callback, an export's download) not followed, or the NDJSON stream of a
 * progress route.
 */
export const fuzzRequest = async (
  client: ApiClient,
  endpoint: Endpoint,
  url: string,
  sent: string | undefined,
): Promise<{ status: number; body: Record<string, unknown>; text: string }> => {
  const body = endpoint.method === 'GET' ? undefined : sent;
  if (!endpoint.redirect && !endpoint.stream) {
    const answer = await client.request(endpoint.method, url, body);
    return { status: answer.status, body: answer.body, text: JSON.stringify(answer.body) };
  }
  const response = await fetch(new URL(url, client.baseUrl), {
    method: endpoint.method,
    redirect: 'manual',
    headers: {
      ...client.headersFor(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body,
  });
  const text = await response.text();
  const json = (response.headers.get('content-type') ?? '').includes('application/json');
  return { status: response.status, body: json && text ? JSON.parse(text) : {}, text };
};

/** What every fuzzed call must answer: below 500, no stack trace nor module path, a refusal that says why. */
export const expectHandled = (
  answer: { status: number; body: Record<string, unknown>; text: string },
  call?: string,
) => {
  expect(answer.status, call).toBeLessThan(500);
  expect(answer.text).not.toMatch(/\bat .+\(.*:\d+:\d+\)|node_modules|Error:|stack/);
  if (answer.status >= 400) expect(typeof answer.body.error).toBe('string');
};
