import fc from 'fast-check';
import { beforeAll, describe, it } from 'vitest';
import { buildPath } from '#shared/contract/endpoint.ts';
import { ApiClient, type Session } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';
import { invite, joinedRelative, must, sharedStoryWith, verifiedNarrator } from '#test/helpers/family.ts';
import { anyJsonText, expectHandled, FUZZED, fuzzRequest, fuzzText } from './fuzz-routes.ts';

/**
 * The family circle's routes (issue 25) under arbitrary input: bodies, path ids and invitation tokens, from
 * the narrator, a contributor, a reader and nobody. None answers 5xx or a stack trace; a refusal says why.
 */

const bodies = fc.oneof(
  fc.json(),
  fc.string(),
  anyJsonText,
  fc
    .record(
      {
        email: fc.oneof(fc.emailAddress(), fuzzText),
        relationship: fc.oneof(fc.constantFrom('daughter', '', ' '.repeat(70), 'x'.repeat(61)), fuzzText),
        role: fc.oneof(fc.constantFrom('reader', 'contributor', 'owner', 'admin'), fuzzText),
        token: fc.oneof(fc.string({ maxLength: 300 }), fc.nat(), fc.constant(null)),
        narratorId: fuzzText,
        shared: fc.oneof(fc.boolean(), fc.constantFrom('true', 'false', 1, 0), fc.constant(null)),
        id: fc.oneof(fc.uuid(), fuzzText),
        content: fc.oneof(fc.string({ maxLength: 2000 }), fuzzText, fc.anything()),
        recordingId: fc.oneof(fc.uuid(), fuzzText),
      },
      { requiredKeys: [] },
    )
    .map((value) => JSON.stringify(value)),
);

const endpoints = FUZZED.family;

describe('every family circle endpoint under arbitrary input', () => {
  let narrator: Session;
  let contributor: Session;
  let reader: Session;
  let ids: string[];
  let tokens: string[];
  beforeAll(async () => {
    useRuntimeDatabase();
    narrator = await verifiedNarrator('Margaret Hollins');
    [contributor, reader] = await Promise.all([
      joinedRelative(narrator, 'contributor'),
      joinedRelative(narrator, 'reader'),
    ]);
    const storyId = await sharedStoryWith(narrator, 'We kept bees behind the chapel.');
    const { contribution } = await must<{ contribution: { id: string } }>(
      contributor.client.post(`/api/family/stories/${storyId}/contributions`, { content: 'And honey.' }),
      'contribution',
    );
    const pending = await invite(narrator, `fuzz-${contributor.account.email}`);
    ids = [storyId, contribution.id, pending.invitation.id, contributor.user.id, narrator.user.id];
    tokens = [pending.token];
  }, 60_000);

  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.path} never answers 5xx or leaks a stack trace`, async () => {
      const id = fc.oneof(fc.constantFrom(...ids), fc.string({ minLength: 1, maxLength: 40 }));
      const token = fc.oneof(fc.constantFrom(...tokens), fc.string({ maxLength: 300 }));
      const who = fc.constantFrom('narrator', 'contributor', 'reader', 'nobody');
      await fc.assert(
        fc.asyncProperty(bodies, id, id, token, who, async (body, pathId, contributionId, query, caller) => {
          const client =
            caller === 'nobody' ? new ApiClient() : { narrator, contributor, reader }[caller].client;
          const path = buildPath(endpoint.path, { id: pathId, contributionId });
          const url = endpoint.method === 'GET' ? `${path}?token=${encodeURIComponent(query)}` : path;
          const answer = await fuzzRequest(client, endpoint, url, body);
          expectHandled(answer, `${caller} ${endpoint.method} ${url} ${body}`);
        }),
        { numRuns: 20 },
      );
    }, 60_000);
  }
});
