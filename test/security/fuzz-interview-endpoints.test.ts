import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_KEYS } from '#shared/constants.ts';
import { buildPath } from '#shared/contract/endpoint.ts';
import { createConversation, createStory } from '#test/factories/interviews.ts';
import { makeAdministrator } from '#test/helpers/administrator.ts';
import { ApiClient, type Session, signedInClient } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';
import { expectHandled, FUZZED, fuzzRequest, fuzzText } from './fuzz-routes.ts';

const bodies = fc.oneof(
  fc.json(),
  fc.string(),
  fc
    .record(
      {
        sessionType: fc.oneof(fc.constantFrom('gettingToKnowYou', 'exploringCore'), fc.string()),
        pathId: fuzzText,
        storyId: fuzzText,
        conversationId: fuzzText,
        content: fuzzText,
        createdBy: fc.oneof(fc.constantFrom('walt', 'user'), fc.string()),
        questionId: fc.oneof(fc.integer(), fc.double(), fc.string()),
        shouldSummarize: fc.oneof(fc.boolean(), fc.string()),
        messages: fc.oneof(
          fc.array(
            fc.record(
              {
                id: fuzzText,
                role: fc.oneof(fc.constantFrom('user', 'assistant'), fc.string()),
                content: fc.anything(),
              },
              { requiredKeys: [] },
            ),
            { maxLength: 5 },
          ),
          fc.anything(),
        ),
        name: fuzzText,
        title: fuzzText,
        instructions: fuzzText,
        questions: fc.anything(),
        conversationContext: fuzzText,
        messageText: fuzzText,
        transcriptText: fuzzText,
        availableQuestions: fc.anything(),
      },
      { requiredKeys: [] },
    )
    .map((value) => JSON.stringify(value)),
);

/**
 * The interview, story and admin routes. Ending a user's sessions and deleting a user run last, so the routes
 * before them still meet the narrator (signed in) whose id the administrator may pass them.
 */
const LAST = ['admin.endUserSessions', 'admin.deleteUser'];
const endpoints = [...FUZZED.interview].sort((a, b) => LAST.indexOf(a.name) - LAST.indexOf(b.name));

/** The seeded path every interview suite uses. */
const SEEDED_PATH = 'seed-gettingToKnowYou';

describe('every interview endpoint under arbitrary input', () => {
  let user: Session;
  /** An administrator with two-factor sign-in on, so the admin routes reach their handlers, not only 403. */
  let administrator: Session;
  let ids: string[];
  beforeAll(async () => {
    useRuntimeDatabase();
    [user, administrator] = await Promise.all([signedInClient(), signedInClient()]);
    await makeAdministrator(administrator.account.email);
    // The administrator reaches the admin routes' handlers (two-factor on), not only their 403.
    expect((await administrator.client.get('/api/admin/users')).status).toBe(200);
    // The narrator grants everything, so the admin routes on their material pass consent too.
    await user.client.put('/api/profile/permissions', {
      permissions: Object.fromEntries(PERMISSION_KEYS.map((key) => [key, true])),
    });
    const storyId = await createStory(user.user.id);
    ids = [
      storyId,
      await createConversation(user.user.id, { pathId: 'seed-gettingToKnowYou', storyId }),
      user.user.id,
    ];
  });

  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.path} never answers 5xx or leaks a stack trace`, async () => {
      const id = fc.oneof(fc.constantFrom(...ids, SEEDED_PATH), fc.string({ minLength: 1, maxLength: 40 }));
      const caller = fc.constantFrom('narrator', 'admin', 'nobody');
      await fc.assert(
        fc.asyncProperty(bodies, id, caller, async (body, drawnId, who) => {
          const client =
            who === 'narrator' ? user.client : who === 'admin' ? administrator.client : new ApiClient();
          // The administrator never writes to the seeded path: the suites beside this one interview with it.
          const pathId = who === 'admin' && drawnId === SEEDED_PATH ? (ids[0] as string) : drawnId;
          const url = buildPath(endpoint.path, { id: pathId });
          const answer = await fuzzRequest(client, endpoint, url, body);
          expectHandled(answer, `${who} ${endpoint.method} ${url} ${body}`);
        }),
        { numRuns: 15 },
      );
    });
  }
});
