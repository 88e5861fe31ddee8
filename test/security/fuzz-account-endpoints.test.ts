import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { account, auth, profile } from '#shared/contract/index.ts';
import { ApiClient, signedInClient } from '#test/helpers/api.ts';

const bodies = fc.oneof(
  fc.json(),
  fc.anything().map((value) => {
    try {
      return JSON.stringify(value) ?? 'null';
    } catch {
      return '{}';
    }
  }),
  fc
    .record(
      {
        email: fc.oneof(fc.emailAddress(), fc.string(), fc.integer(), fc.constant(null)),
        password: fc.oneof(fc.string({ maxLength: 300 }), fc.constant(null), fc.array(fc.string())),
        name: fc.oneof(fc.string(), fc.object()),
        token: fc.oneof(fc.string(), fc.nat()),
        code: fc.oneof(fc.string({ maxLength: 8 }), fc.nat(), fc.constant(null)),
        permissions: fc.oneof(fc.dictionary(fc.string(), fc.anything()), fc.string()),
      },
      { requiredKeys: [] },
    )
    .map((value) => JSON.stringify(value)),
  fc.string(),
);

const endpoints = [
  ...Object.values(auth),
  ...Object.values(profile),
  // Issue 23: renewing recovery codes, "Your sessions".
  account.renewRecoveryCodes,
  account.listSessions,
  account.endSession,
];

describe('every account endpoint under arbitrary JSON', () => {
  let signedIn: ApiClient;
  beforeAll(async () => {
    signedIn = (await signedInClient()).client;
  });

  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.path} never answers 5xx or leaks a stack trace`, async () => {
      await fc.assert(
        fc.asyncProperty(bodies, fc.boolean(), async (body, withSession) => {
          // Each run looks like a new viewer so attempt limits do not hide the handler behind 429s.
          const client = withSession ? signedIn : new ApiClient();
          const answer = await client.request(
            endpoint.method,
            endpoint.path,
            endpoint.method === 'GET' ? undefined : body,
          );
          expect(answer.status).toBeLessThan(500);
          const text = JSON.stringify(answer.body);
          expect(text).not.toMatch(/\bat .+\(.*:\d+:\d+\)|node_modules|Error:|stack/);
          if (answer.status >= 400) expect(typeof answer.body.error).toBe('string');
        }),
        { numRuns: 40 },
      );
    });
  }
});
