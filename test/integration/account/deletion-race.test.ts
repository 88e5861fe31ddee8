import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useAiProvider } from '#functions/ai/index.ts';
import { OpenAiProvider } from '#functions/ai/openai.ts';
import type { AiProvider } from '#functions/ai/provider.ts';
import { deleteUserEverything } from '#functions/core/account/delete-user.ts';
import { analyseForNotes } from '#functions/core/analysis/notes.ts';
import { queueGeneration } from '#functions/core/artefacts/generate.ts';
import { getJob } from '#functions/core/jobs/jobs.ts';
import { analyseForResearch } from '#functions/core/research/analyze.ts';
import { queueResearch } from '#functions/core/research/queue.ts';
import { findReport } from '#functions/core/research/reports.ts';
import { deleteStory } from '#functions/core/stories/delete.ts';
import { StoryEntryEntity } from '#functions/db/entities/story-entry.ts';
import { markStoryDeleting, markUserDeleting } from '#functions/db/owner-guard.ts';
import { useAdapters } from '#functions/lib/adapters.ts';
import { resetConfig } from '#functions/lib/config.ts';
import { FileBlobStore } from '#functions/lib/ports/blob-store-files.ts';
import { handler as artefactsHandler } from '#functions/workers/artefacts.ts';
import { handler as deadLetterHandler } from '#functions/workers/dead-letter.ts';
import { handler as memoryHandler } from '#functions/workers/memory.ts';
import { handler as researchHandler } from '#functions/workers/research.ts';
import { QueueEmulator, type SqsHandler } from '#infra/local/queue-emulator.ts';
import { createConversation, createStory, notesOfConversation } from '#test/factories/interviews.ts';
import { createUser } from '#test/factories/users.ts';
import { FakeOpenAi } from '#test/fakes/openai-server.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';
import { everyItem } from '#test/integration/admin/admin-fixtures.ts';

/*
 * ASVS M3, the deletion race: background work whose paid AI call is still out when its account or story is
 * deleted writes nothing when the answer comes back, and leaves nothing behind. Each worker runs against the
 * fake OpenAI server; while the fake is answering, the test deletes the account (or the story), and once the
 * queues are drained it lists the whole table and finds nothing of the deleted owner.
 */

const fake = new FakeOpenAi();
/** What runs while the fake is answering a call of the named method (the answer waits for it). */
let meanwhile: { method: keyof AiProvider; run: () => Promise<unknown> } | undefined;
let ran = 0;

/** The OpenAI adapter against the fake, with `meanwhile` run while the named call is out. */
const racingProvider = (): AiProvider => {
  const real = new OpenAiProvider({ apiKey: fake.apiKey, baseURL: fake.baseURL, maxRetries: 0 });
  return new Proxy(real, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        const during = meanwhile?.method === property ? meanwhile : undefined;
        if (during) meanwhile = undefined;
        const racing = during?.run().then(() => {
          ran += 1;
        });
        try {
          return await value.apply(target, args);
        } finally {
          await racing;
        }
      };
    },
  });
};

let emulator: QueueEmulator;
const blobDir = mkdtempSync(join(tmpdir(), 'walt-race-'));
const blobStore = new FileBlobStore(blobDir, () => 'http://127.0.0.1', 'race-test-secret');
const queueRow = (name: string, handler: unknown, deadLetter?: string) => ({
  name,
  batchSize: 1,
  visibilityTimeoutMs: 2_000,
  maxReceives: 3,
  ...(deadLetter ? { deadLetter } : {}),
  handler: async () => handler as SqsHandler,
});

beforeAll(async () => {
  useRuntimeDatabase();
  await fake.start();
});
afterAll(async () => {
  useAiProvider(undefined);
  await fake.stop();
  rmSync(blobDir, { recursive: true, force: true });
});
beforeEach(() => {
  fake.reset();
  meanwhile = undefined;
  ran = 0;
  useAiProvider(racingProvider());
  emulator = new QueueEmulator(
    [
      queueRow('artefacts', artefactsHandler, 'dlq'),
      queueRow('research', researchHandler, 'dlq'),
      queueRow('memory', memoryHandler, 'dlq'),
      { ...queueRow('dlq', deadLetterHandler), batchSize: 10 },
    ],
    () => {},
    10,
  );
  emulator.start();
  useAdapters({ queue: emulator, blobs: blobStore });
});
afterEach(() => emulator.stop());

/** Every stored item that names one of the ids (attempt counters and AI quotas keep an id until their TTL). */
const itemsNaming = async (...ids: string[]) =>
  (await everyItem()).filter((item) => {
    if (['rateLimit', 'aiQuota'].includes(String(item.__edb_e__))) return false;
    const text = JSON.stringify(item);
    return ids.some((id) => text.includes(id));
  });

/** A narrator (a real account row) with a story holding a conversation and a typed entry. */
const narratorWithStory = async () => {
  const userId = await createUser();
  const storyId = await createStory(userId, 'Growing up in Leeds');
  const conversationId = await createConversation(userId, {
    storyId,
    messages: [
      { role: 'assistant', content: 'Where did you grow up?' },
      { role: 'user', content: 'I grew up on Cardigan Road in Leeds, above my father’s bakery.' },
    ],
  });
  const entryId = randomUUID();
  await StoryEntryEntity.build(PutItemCommand)
    .item({
      storyId,
      entryId,
      userId,
      kind: 'text',
      content: 'My mother sold the loaves at the counter.',
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    })
    .send();
  return { userId, storyId, conversationId, entryId };
};

describe('the artefacts worker', () => {
  it('writes no piece for an account deleted while the model was writing it', async () => {
    // Prepare
    const { userId, storyId } = await narratorWithStory();
    meanwhile = { method: 'generateArtefact', run: () => deleteUserEverything(userId) };
    // Act
    const { jobId } = await queueGeneration({
      ownerId: userId,
      storyId,
      formatId: 'format-short-story',
      spender: { userId },
    });
    await emulator.drain();
    // Assess
    expect(ran).toBe(1);
    expect(fake.requestsTo('/v1/responses')).toHaveLength(1);
    expect(await getJob(jobId)).toBeUndefined();
    expect(await itemsNaming(userId, storyId, jobId)).toEqual([]);
  });

  it('writes no piece for a story deleted while the model was writing it', async () => {
    // Prepare
    const { userId, storyId } = await narratorWithStory();
    meanwhile = { method: 'generateArtefact', run: () => deleteStory(userId, storyId) };
    // Act
    const { jobId } = await queueGeneration({
      ownerId: userId,
      storyId,
      formatId: 'format-short-story',
      spender: { userId },
    });
    await emulator.drain();
    // Assess
    expect(ran).toBe(1);
    expect(await itemsNaming(storyId, jobId)).toEqual([]);
  });
});

describe('the research worker', () => {
  it('writes no findings for an account deleted while the model was researching', async () => {
    // Prepare
    const { userId, storyId, conversationId } = await narratorWithStory();
    meanwhile = { method: 'researchTopic', run: () => deleteUserEverything(userId) };
    // Act
    const report = await queueResearch(userId, {
      title: 'Leeds in the 1950s',
      query: 'Everyday life in Leeds 1950s',
      conversationId,
      storyId,
    });
    await emulator.drain();
    // Assess
    expect(ran).toBe(1);
    expect(await itemsNaming(userId, storyId, report.reportId, report.jobId!)).toEqual([]);
  });

  it('writes no findings for a story deleted while the model was researching', async () => {
    // Prepare
    const { userId, storyId, conversationId } = await narratorWithStory();
    meanwhile = { method: 'researchTopic', run: () => deleteStory(userId, storyId) };
    // Act
    const report = await queueResearch(userId, {
      title: 'Leeds in the 1950s',
      query: 'Everyday life in Leeds 1950s',
      conversationId,
      storyId,
    });
    await emulator.drain();
    // Assess
    expect(ran).toBe(1);
    expect(await itemsNaming(storyId, report.reportId, report.jobId!)).toEqual([]);
  });
});

describe('the research worker, while a deletion is under way', () => {
  it.each([
    ['account', (owner: { userId: string; storyId: string }) => markUserDeleting(owner.userId)],
    ['story', (owner: { userId: string; storyId: string }) => markStoryDeleting(owner.storyId)],
  ])(
    'writes no findings once the %s’s deletion has started (its sweep of reports already done)',
    async (_, mark) => {
      // Prepare
      const owner = await narratorWithStory();
      meanwhile = { method: 'researchTopic', run: () => mark(owner) };
      // Act
      const report = await queueResearch(owner.userId, {
        title: 'Leeds in the 1950s',
        query: 'Everyday life in Leeds 1950s',
        conversationId: owner.conversationId,
        storyId: owner.storyId,
      });
      await emulator.drain();
      // Assess
      expect(ran).toBe(1);
      const stored = await findReport(report.reportId);
      expect(stored?.status).not.toBe('completed');
      expect(stored?.content).toBeUndefined();
    },
  );
});

describe('finding research topics (a request, then the queue)', () => {
  const transcriptText = 'User: I grew up on Cardigan Road in Leeds in the 1950s, above the bakery.';

  it('queues no research for an account deleted while the model was reading the transcript', async () => {
    // Prepare
    const { userId, storyId, conversationId } = await narratorWithStory();
    meanwhile = { method: 'extractResearchTopics', run: () => deleteUserEverything(userId) };
    // Act
    const answer = await analyseForResearch(userId, { transcriptText, conversationId, storyId });
    await emulator.drain();
    // Assess
    expect(ran).toBe(1);
    expect(answer).toEqual({ jobsCreated: 0, topics: [] });
    expect(await itemsNaming(userId, storyId, conversationId)).toEqual([]);
  });

  it('queues no research for a story deleted while the model was reading the transcript', async () => {
    // Prepare
    const { userId, storyId, conversationId } = await narratorWithStory();
    meanwhile = { method: 'extractResearchTopics', run: () => deleteStory(userId, storyId) };
    // Act
    const answer = await analyseForResearch(userId, { transcriptText, conversationId, storyId });
    await emulator.drain();
    // Assess
    expect(ran).toBe(1);
    expect(answer).toEqual({ jobsCreated: 0, topics: [] });
    expect(await itemsNaming(storyId, conversationId)).toEqual([]);
  });
});

describe('Walt’s notes during a call (a request)', () => {
  const conversationContext = 'user: I grew up on Cardigan Road in Leeds.';

  it('answers 404 and keeps no note when the account was deleted while the model was reading', async () => {
    // Prepare
    const { userId, conversationId } = await narratorWithStory();
    meanwhile = { method: 'analyseForNote', run: () => deleteUserEverything(userId) };
    // Act
    const answer = analyseForNotes(userId, { conversationContext, conversationId });
    // Assess
    await expect(answer).rejects.toThrow('Conversation not found');
    expect(ran).toBe(1);
    expect(await itemsNaming(userId, conversationId)).toEqual([]);
  });

  it('removes its note when the account’s deletion started, and had passed the notes, while the model read', async () => {
    // Prepare: the deletion is under way (the mark is set) and has already removed the account's notes.
    const { userId, conversationId } = await narratorWithStory();
    meanwhile = { method: 'analyseForNote', run: () => markUserDeleting(userId) };
    // Act
    const answer = analyseForNotes(userId, { conversationContext, conversationId });
    // Assess
    await expect(answer).rejects.toThrow('Conversation not found');
    expect(ran).toBe(1);
    expect(await notesOfConversation(conversationId)).toEqual([]);
  });

  it('removes its note when the story’s deletion started, and had passed the notes, while the model read', async () => {
    // Prepare
    const { userId, storyId, conversationId } = await narratorWithStory();
    meanwhile = { method: 'analyseForNote', run: () => markStoryDeleting(storyId) };
    // Act
    const answer = analyseForNotes(userId, { conversationContext, conversationId });
    // Assess
    await expect(answer).rejects.toThrow('Conversation not found');
    expect(ran).toBe(1);
    expect(await notesOfConversation(conversationId)).toEqual([]);
  });
});

describe('the memory worker (paid extraction)', () => {
  const saved = { AI_PROVIDER: process.env.AI_PROVIDER, OPENAI_API_KEY: process.env.OPENAI_API_KEY };
  beforeEach(() => {
    fake.answer('memory_extraction', () => ({
      claims: [
        {
          kind: 'place',
          subject: 'narrator',
          predicate: 'grew up',
          value: 'Cardigan Road',
          year: 1952,
          approx: true,
          superseded: false,
          excerpt: 'I grew up on Cardigan Road in Leeds',
        },
      ],
      threads: [],
      preferredName: null,
    }));
    // The queued build extracts with the AI provider only when the deployment's provider is OpenAI.
    Object.assign(process.env, { AI_PROVIDER: 'openai', OPENAI_API_KEY: fake.apiKey });
    resetConfig();
  });
  afterEach(() => {
    for (const [name, value] of Object.entries(saved))
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    resetConfig();
  });

  it('keeps no memory for an account deleted while the model was extracting', async () => {
    // Prepare
    const { userId } = await narratorWithStory();
    meanwhile = { method: 'extractMemory', run: () => deleteUserEverything(userId) };
    // Act
    await emulator.send('memory', { userId });
    await emulator.drain();
    // Assess
    expect(ran).toBe(1);
    expect(await itemsNaming(userId)).toEqual([]);
  });

  it('keeps nothing of a story deleted while the model was extracting it', async () => {
    // Prepare
    const { userId, storyId, entryId } = await narratorWithStory();
    meanwhile = { method: 'extractMemory', run: () => deleteStory(userId, storyId) };
    // Act
    await emulator.send('memory', { userId });
    await emulator.drain();
    // Assess
    expect(ran).toBe(1);
    expect(await itemsNaming(storyId, entryId)).toEqual([]);
    // The story was all the narrator had said: no extraction of it is kept, and the memory names nothing of it.
    const left = await itemsNaming(userId);
    expect(left.filter((item) => item.__edb_e__ === 'memorySource')).toEqual([]);
    expect(JSON.stringify(left)).not.toMatch(/Cardigan Road|loaves/);
  });
});
