import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '#shared/contract/endpoint.ts';
import {
  admin,
  ai,
  audioChat,
  conversations,
  journeys,
  memory,
  notes,
  paths,
  research,
  stories,
} from '#shared/contract/index.ts';
import { createConversation, createStory } from '#test/factories/interviews.ts';
import { ApiClient, type Session, signedInClient } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';

const text = fc.oneof(fc.string({ maxLength: 200 }), fc.integer(), fc.constant(null), fc.array(fc.string()));
const bodies = fc.oneof(
  fc.json(),
  fc.string(),
  fc
    .record(
      {
        sessionType: fc.oneof(fc.constantFrom('gettingToKnowYou', 'exploringCore'), fc.string()),
        pathId: text,
        storyId: text,
        conversationId: text,
        content: text,
        createdBy: fc.oneof(fc.constantFrom('walt', 'user'), fc.string()),
        questionId: fc.oneof(fc.integer(), fc.double(), fc.string()),
        shouldSummarize: fc.oneof(fc.boolean(), fc.string()),
        messages: fc.oneof(
          fc.array(
            fc.record(
              {
                id: text,
                role: fc.oneof(fc.constantFrom('user', 'assistant'), fc.string()),
                content: fc.anything(),
              },
              { requiredKeys: [] },
            ),
            { maxLength: 5 },
          ),
          fc.anything(),
        ),
        name: text,
        title: text,
        instructions: text,
        questions: fc.anything(),
        conversationContext: text,
        messageText: text,
        transcriptText: text,
        availableQuestions: fc.anything(),
      },
      { requiredKeys: [] },
    )
    .map((value) => JSON.stringify(value)),
);

const groups = [conversations, notes, paths, stories, admin, ai, audioChat, research, journeys, memory];
const endpoints = groups.flatMap((group) => Object.values(group));

describe('every interview endpoint under arbitrary input', () => {
  let user: Session;
  let ids: string[];
  beforeAll(async () => {
    useRuntimeDatabase();
    user = await signedInClient();
    const storyId = await createStory(user.user.id);
    ids = [storyId, await createConversation(user.user.id, { pathId: 'seed-gettingToKnowYou', storyId })];
  });

  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.path} never answers 5xx or leaks a stack trace`, async () => {
      const id = fc.oneof(
        fc.constantFrom(...ids, 'seed-gettingToKnowYou'),
        fc.string({ minLength: 1, maxLength: 40 }),
      );
      await fc.assert(
        fc.asyncProperty(bodies, id, fc.boolean(), async (body, pathId, withSession) => {
          const client = withSession ? user.client : new ApiClient();
          const url = buildPath(endpoint.path, { id: pathId });
          const answer = await client.request(
            endpoint.method,
            url,
            endpoint.method === 'GET' ? undefined : body,
          );
          expect(answer.status, `${endpoint.method} ${url} ${body}`).toBeLessThan(500);
          expect(JSON.stringify(answer.body)).not.toMatch(/\bat .+\(.*:\d+:\d+\)|node_modules|Error:|stack/);
          if (answer.status >= 400) expect(typeof answer.body.error).toBe('string');
        }),
        { numRuns: 15 },
      );
    });
  }
});
