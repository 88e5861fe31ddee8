import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useAiProvider } from '#functions/ai/index.ts';
import type { AiProvider } from '#functions/ai/provider.ts';
import { deleteUserEverything } from '#functions/core/account/delete-user.ts';
import { analyseForNotes } from '#functions/core/analysis/notes.ts';
import { queueGeneration } from '#functions/core/artefacts/generate.ts';
import { getJob } from '#functions/core/jobs/jobs.ts';
import { analyseForResearch } from '#functions/core/research/analyze.ts';
import { queueResearch } from '#functions/core/research/queue.ts';
import { findReport } from '#functions/core/research/reports.ts';
import { deleteStory } from '#functions/core/stories/delete.ts';
import { markStoryDeleting, markUserDeleting } from '#functions/db/owner-guard.ts';
import { useAdapters } from '#functions/lib/adapters.ts';
import { resetConfig } from '#functions/lib/config.ts';
import { FileBlobStore } from '#functions/lib/ports/blob-store-files.ts';
import { handler as artefactsHandler } from '#functions/workers/artefacts.ts';
import { handler as deadLetterHandler } from '#functions/workers/dead-letter.ts';
import { handler as memoryHandler } from '#functions/workers/memory.ts';
import { handler as researchHandler } from '#functions/workers/research.ts';
import { QueueEmulator, type SqsHandler } from '#infra/local/queue-emulator.ts';
import { narratorWithStory, notesOfConversation } from '#test/factories/interviews.ts';
import { itemsNaming } from '#test/helpers/account-deletion.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';
import { withFakeOpenAi } from '#test/helpers/fake-openai.ts';

/*
 * ASVS M3, the deletion race: background work whose paid AI call is still out when its account or story is
 * deleted writes nothing when the answer comes back, and leaves nothing behind. Each worker runs against the
 * fake OpenAI server; while the fake is answering, the test deletes the account (or the story), and once the
 * queues are drained it lists the whole table and finds nothing of the deleted owner.
 */

const { fake, openai } = withFakeOpenAi();
/** What runs while the fake is answering a call of the named method (the answer waits for it). */
let meanwhile: { method: keyof AiProvider; run: () => Promise<unknown> } | undefined;
let ran = 0;

/** The OpenAI adapter against the fake, with `meanwhile` run while the named call is out. */
const racingProvider = (): AiProvider => {
  const real = openai();
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

beforeAll(useRuntimeDatabase);
afterAll(() => {
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

type Owner = Awaited<ReturnType<typeof narratorWithStory>>;

/** A deletion under way: the account's or the story's mark set, as the deletion sets it before its sweeps. */
const DELETIONS_UNDER_WAY = [
  ['account', (owner: Owner) => markUserDeleting(owner.userId)],
  ['story', (owner: Owner) => markStoryDeleting(owner.storyId)],
] as const;

/** A short story of the owner's story, queued; the queues drained. Answers the job's id. */
const generateShortStory = async ({ userId, storyId }: Owner) => {
  const { jobId } = await queueGeneration({
    ownerId: userId,
    storyId,
    formatId: 'format-short-story',
    spender: { userId },
  });
  await emulator.drain();
  return jobId;
};

/** Research on the owner's story, queued; the queues drained. Answers the report. */
const researchLeeds = async ({ userId, storyId, conversationId }: Owner) => {
  const report = await queueResearch(userId, {
    title: 'Leeds in the 1950s',
    query: 'Everyday life in Leeds 1950s',
    conversationId,
    storyId,
  });
  await emulator.drain();
  return report;
};

describe('the artefacts worker', () => {
  it('writes no piece for an account deleted while the model was writing it', async () => {
    // Prepare
    const owner = await narratorWithStory();
    const { userId, storyId } = owner;
    meanwhile = { method: 'generateArtefact', run: () => deleteUserEverything(userId) };
    // Act
    const jobId = await generateShortStory(owner);
    // Assess
    expect(ran).toBe(1);
    expect(fake.requestsTo('/v1/responses')).toHaveLength(1);
    expect(await getJob(jobId)).toBeUndefined();
    expect(await itemsNaming(userId, storyId, jobId)).toEqual([]);
  });

  it('writes no piece for a story deleted while the model was writing it', async () => {
    // Prepare
    const owner = await narratorWithStory();
    const { userId, storyId } = owner;
    meanwhile = { method: 'generateArtefact', run: () => deleteStory(userId, storyId) };
    // Act
    const jobId = await generateShortStory(owner);
    // Assess
    expect(ran).toBe(1);
    expect(await itemsNaming(storyId, jobId)).toEqual([]);
  });
});

describe('the research worker', () => {
  it.each([
    [
      'an account',
      (owner: Owner) => deleteUserEverything(owner.userId),
      (owner: Owner) => [owner.userId, owner.storyId],
    ],
    [
      'a story',
      (owner: Owner) => deleteStory(owner.userId, owner.storyId),
      (owner: Owner) => [owner.storyId],
    ],
  ])('writes no findings for %s deleted while the model was researching', async (_, remove, gone) => {
    // Prepare
    const owner = await narratorWithStory();
    meanwhile = { method: 'researchTopic', run: () => remove(owner) };
    // Act
    const report = await researchLeeds(owner);
    // Assess
    expect(ran).toBe(1);
    expect(await itemsNaming(...gone(owner), report.reportId, report.jobId!)).toEqual([]);
  });
});

describe('the research worker, while a deletion is under way', () => {
  it.each(DELETIONS_UNDER_WAY)(
    'writes no findings once the %s’s deletion has started (its sweep of reports already done)',
    async (_, mark) => {
      // Prepare
      const owner = await narratorWithStory();
      meanwhile = { method: 'researchTopic', run: () => mark(owner) };
      // Act
      const report = await researchLeeds(owner);
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

  it.each([
    [
      'an account',
      (owner: Owner) => deleteUserEverything(owner.userId),
      (owner: Owner) => [owner.userId, owner.storyId, owner.conversationId],
    ],
    [
      'a story',
      (owner: Owner) => deleteStory(owner.userId, owner.storyId),
      (owner: Owner) => [owner.storyId, owner.conversationId],
    ],
  ])(
    'queues no research for %s deleted while the model was reading the transcript',
    async (_, remove, gone) => {
      // Prepare
      const owner = await narratorWithStory();
      const { userId, storyId, conversationId } = owner;
      meanwhile = { method: 'extractResearchTopics', run: () => remove(owner) };
      // Act
      const answer = await analyseForResearch(userId, { transcriptText, conversationId, storyId });
      await emulator.drain();
      // Assess
      expect(ran).toBe(1);
      expect(answer).toEqual({ jobsCreated: 0, topics: [] });
      expect(await itemsNaming(...gone(owner))).toEqual([]);
    },
  );
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

  // The deletion is under way (the mark is set) and has already removed the owner's notes.
  it.each(DELETIONS_UNDER_WAY)(
    'removes its note when the %s’s deletion started, and had passed the notes, while the model read',
    async (_, mark) => {
      // Prepare
      const owner = await narratorWithStory();
      meanwhile = { method: 'analyseForNote', run: () => mark(owner) };
      // Act
      const answer = analyseForNotes(owner.userId, {
        conversationContext,
        conversationId: owner.conversationId,
      });
      // Assess
      await expect(answer).rejects.toThrow('Conversation not found');
      expect(ran).toBe(1);
      expect(await notesOfConversation(owner.conversationId)).toEqual([]);
    },
  );
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
