import fc from 'fast-check';
import { beforeAll, describe, it } from 'vitest';
import { buildPath } from '#shared/contract/endpoint.ts';
import { ApiClient, signedInClient } from '#test/helpers/api.ts';
import { anyJsonText, expectHandled, FUZZED, fuzzRequest } from './fuzz-routes.ts';

const bodies = fc.oneof(
  fc.json(),
  anyJsonText,
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

/** Every auth, profile and account route (two-factor, sessions, the export and its download). */
const endpoints = FUZZED.account;

describe('every account endpoint under arbitrary JSON', () => {
  let signedIn: ApiClient;
  let ids: string[];
  beforeAll(async () => {
    signedIn = (await signedInClient()).client;
    // An export of the signed-in account, so its status and download routes also meet an id they know.
    const started = await signedIn.post<{ jobId: string }>('/api/account/export');
    ids = [started.body.jobId ?? 'none'];
  });

  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.path} never answers 5xx or leaks a stack trace`, async () => {
      const id = fc.oneof(fc.constantFrom(...ids), fc.string({ minLength: 1, maxLength: 40 }));
      await fc.assert(
        fc.asyncProperty(bodies, fc.boolean(), id, async (body, withSession, pathId) => {
          // Each run looks like a new viewer so attempt limits do not hide the handler behind 429s.
          const client = withSession ? signedIn : new ApiClient();
          const url = buildPath(endpoint.path, { id: pathId, jobId: pathId });
          expectHandled(await fuzzRequest(client, endpoint, url, body));
        }),
        { numRuns: 40 },
      );
    });
  }
});
