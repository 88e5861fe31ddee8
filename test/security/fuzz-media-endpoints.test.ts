import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '#shared/contract/endpoint.ts';
import { makeAdministrator } from '#test/helpers/administrator.ts';
import { type ApiAnswer, ApiClient, type Session, signedInClient } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';
import { verifyEmailOf } from '#test/helpers/verify-email.ts';
import { expectHandled, FUZZED, fuzzRequest, fuzzText } from './fuzz-routes.ts';

/**
 * The artefact, format, Gmail and voice routes under arbitrary input (issue 23): bodies, path ids, listen
 * tokens and callback queries, from the narrator, an administrator with two-factor sign-in on and nobody. None
 * answers 5xx or a stack trace; a refusal says why. Redirect routes are read as their 302, not followed;
 * the progress streams as their NDJSON.
 */

const bodies = fc.oneof(
  fc.json(),
  fc.string(),
  fc
    .record(
      {
        storyId: fuzzText,
        formatId: fuzzText,
        userId: fuzzText,
        name: fuzzText,
        description: fuzzText,
        icon: fuzzText,
        writerPrompt: fc.oneof(fc.string({ maxLength: 2000 }), fuzzText),
        contentScope: fc.oneof(fc.constantFrom('current', 'all'), fuzzText),
        contactEmail: fc.oneof(fc.emailAddress(), fuzzText),
        uploadId: fuzzText,
        sequence: fc.oneof(fc.integer(), fc.double(), fuzzText),
        startMs: fc.oneof(fc.integer(), fc.double(), fuzzText),
        durationMs: fc.oneof(fc.integer(), fc.double(), fuzzText),
        size: fc.oneof(fc.integer(), fuzzText),
      },
      { requiredKeys: [] },
    )
    .map((value) => JSON.stringify(value)),
);

/** An API call that must succeed while the fixtures are set up. */
const must = async <T>(answer: Promise<ApiAnswer<unknown>>, what: string): Promise<T> => {
  const { status, body } = await answer;
  if (status >= 300) throw new Error(`fixture ${what}: ${status} ${JSON.stringify(body)}`);
  return body as T;
};

/** A completed artefact of the narrator's story, generated as the narrator would. */
const newArtefact = async (narrator: Session, storyId: string, formatId: string) => {
  const { jobId } = await must<{ jobId: string }>(
    narrator.client.post('/api/artefacts/generate', { storyId, formatId }),
    'generate',
  );
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const { body } = await narrator.client.get<{ job: { status: string }; artefact?: { id: string } }>(
      `/api/artefacts/job/${jobId}`,
    );
    if (body.job?.status === 'completed' && body.artefact) return { jobId, artefactId: body.artefact.id };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('fixture artefact: the job never completed');
};

describe('every artefact, format, Gmail and voice endpoint under arbitrary input', () => {
  let narrator: Session;
  let administrator: Session;
  let ids: string[];
  let tokens: string[];
  beforeAll(async () => {
    useRuntimeDatabase();
    [narrator, administrator] = await Promise.all([signedInClient(), signedInClient()]);
    await Promise.all([
      verifyEmailOf(narrator.account.email),
      makeAdministrator(administrator.account.email),
    ]);
    // The administrator reaches the admin routes' handlers (two-factor on), not only their 403.
    expect((await administrator.client.get('/api/admin/users')).status).toBe(200);
    const { id: storyId } = await must<{ id: string }>(
      narrator.client.post('/api/stories', {
        title: 'The bakery',
        textEntry: { content: 'We lived above the bakery on Cardigan Road.' },
      }),
      'story',
    );
    const { conversation } = await must<{ conversation: { id: string } }>(
      narrator.client.post('/api/conversations/start', { sessionType: 'gettingToKnowYou' }),
      'conversation',
    );
    const format = await must<{ id: string }>(
      administrator.client.post('/api/admin/formats', { name: 'Fuzzed format', writerPrompt: 'Write it.' }),
      'format',
    );
    const { jobId, artefactId } = await newArtefact(narrator, storyId, 'format-short-story');
    const { links } = await must<{ links: { token: string }[] }>(
      narrator.client.post(`/api/artefacts/${artefactId}/listen-links`),
      'listen links',
    );
    // No seeded id (such as the short story format): the administrator's fuzzed writes would change what the
    // other suites, running beside this one on the same table, generate with.
    ids = [storyId, conversation.id, format.id, jobId, artefactId, narrator.user.id];
    tokens = links.map((link) => link.token);
  }, 60_000);

  for (const endpoint of FUZZED.media) {
    it(`${endpoint.method} ${endpoint.path} never answers 5xx or leaks a stack trace`, async () => {
      const id = fc.oneof(fc.constantFrom(...ids), fc.string({ minLength: 1, maxLength: 40 }));
      const token = fc.oneof(fc.constantFrom(...tokens, '0'.repeat(64)), fc.string({ maxLength: 300 }));
      const query = fc.dictionary(fc.constantFrom('code', 'state', 'error', 'offset'), fc.string(), {
        maxKeys: 3,
      });
      const who = fc.constantFrom('narrator', 'admin', 'nobody');
      await fc.assert(
        fc.asyncProperty(bodies, id, token, query, who, async (body, pathId, listenToken, search, caller) => {
          const client =
            caller === 'narrator'
              ? narrator.client
              : caller === 'admin'
                ? administrator.client
                : new ApiClient();
          const path = buildPath(endpoint.path, { id: pathId, jobId: pathId, token: listenToken });
          const url = endpoint.method === 'GET' ? `${path}?${new URLSearchParams(search)}` : path;
          const answer = await fuzzRequest(client, endpoint, url, body);
          expectHandled(answer, `${caller} ${endpoint.method} ${url} ${body}`);
        }),
        { numRuns: 15 },
      );
    }, 60_000);
  }
});
