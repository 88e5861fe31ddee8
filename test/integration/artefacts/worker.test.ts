import { randomUUID } from 'node:crypto';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useAiProvider } from '#functions/ai/index.ts';
import { OfflineProvider } from '#functions/ai/offline.ts';
import type { AiProvider } from '#functions/ai/provider.ts';
import { artefactIdFor, versionsOf } from '#functions/core/artefacts/artefacts.ts';
import { queueGeneration } from '#functions/core/artefacts/generate.ts';
import { claimJob, getJob } from '#functions/core/jobs/jobs.ts';
import { EmailInsightEntity } from '#functions/db/entities/email-insight.ts';
import { NoteEntity } from '#functions/db/entities/note.ts';
import { ResearchReportEntity } from '#functions/db/entities/research-report.ts';
import { useAdapters } from '#functions/lib/adapters.ts';
import { handler as artefactsHandler } from '#functions/workers/artefacts.ts';
import type { QueueEmulator } from '#infra/local/queue-emulator.ts';
import type { Grounding, ParagraphSources } from '#shared/schemas/artefact.ts';
import { ARTEFACT_TECHNICAL_INSTRUCTIONS, ARTEFACT_TEXTS, DEAD_LETTER_TEXT } from '#shared/texts.ts';
import { narratorWithStory } from '#test/factories/interviews.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';
import { withFakeOpenAi } from '#test/helpers/fake-openai.ts';
import { queueWithDeadLetters } from '#test/helpers/queues.ts';

const { fake, openai } = withFakeOpenAi();
let emulator: QueueEmulator;

beforeAll(useRuntimeDatabase);
beforeEach(() => {
  fake.reset();
  useAiProvider(openai());
  // Long enough for one attempt (it reads the narrator's memory first, rebuilding it when stale).
  emulator = queueWithDeadLetters('artefacts', artefactsHandler, { visibilityTimeoutMs: 1_000 });
  emulator.start();
  useAdapters({ queue: emulator });
});
afterEach(() => emulator.stop());

const queueOne = async (formatId = 'format-short-story') => {
  const material = await narratorWithStory();
  const { jobId } = await queueGeneration({
    ownerId: material.userId,
    storyId: material.storyId,
    formatId,
    spender: { userId: material.userId },
  });
  return { ...material, jobId, artefactId: artefactIdFor(material.storyId, formatId) };
};

describe('artefacts worker with the openai adapter (real SDK, fake server)', () => {
  it('sends the creative and technical instructions with the material, and stores the structured answer', async () => {
    fake.answer('artefact', () => ({
      name: 'Above the Bakery',
      content: '# Above the Bakery\n\nI grew up on Cardigan Road in Leeds, above my father’s bakery.',
      metadata: { theme: 'home', tone: 'warm', length: 'short' },
    }));
    const { jobId, artefactId, conversationId } = await queueOne();

    await emulator.drain();

    expect(await getJob(jobId)).toMatchObject({
      status: 'completed',
      attempts: 1,
      result: { artefactId, version: 1 },
    });
    const [version] = await versionsOf(artefactId);
    expect(version).toMatchObject({
      version: 1,
      name: 'Above the Bakery',
      theme: 'home',
      provider: 'openai',
    });
    expect(version?.sources).toEqual([
      {
        paragraph: 1,
        sources: [expect.objectContaining({ kind: 'message', id: 'm-1', conversationId })],
      },
    ]);
    const request = fake.requestsTo('/v1/responses')[0]!.body as {
      instructions: string;
      input: string;
      text: { format: { type: string; strict: boolean } };
    };
    expect(request.instructions).toContain('Turn the narrator');
    expect(request.instructions).toContain(ARTEFACT_TECHNICAL_INSTRUCTIONS);
    expect(request.instructions).toMatch(/Never invent/);
    expect(request.input).toContain('Narrator: I grew up on Cardigan Road');
    expect(request.input).toContain('My mother sold the loaves');
    expect(request.text.format).toMatchObject({ type: 'json_schema', strict: true });
  });

  it('asks once more after a malformed answer, then completes', async () => {
    fake.malformedNext('{"name": "Above', 1);
    const { jobId, artefactId } = await queueOne();

    await emulator.drain();

    expect(fake.requestsTo('/v1/responses')).toHaveLength(2);
    expect(await getJob(jobId)).toMatchObject({ status: 'completed' });
    expect(await versionsOf(artefactId)).toHaveLength(1);
  });

  it('fails the job with a message the page shows when the answer is malformed twice', async () => {
    fake.malformedNext('not json', 2);
    const { jobId, artefactId } = await queueOne();

    await emulator.drain();

    expect(fake.requestsTo('/v1/responses')).toHaveLength(2);
    expect(await getJob(jobId)).toMatchObject({ status: 'failed', errorMessage: ARTEFACT_TEXTS.malformed });
    expect(await versionsOf(artefactId)).toHaveLength(0);
  });

  it('fails the job at once with the provider’s reason when it refuses', async () => {
    fake.failNext(400);
    const { jobId } = await queueOne();

    await emulator.drain();

    expect(fake.requestsTo('/v1/responses')).toHaveLength(1);
    expect(await getJob(jobId)).toMatchObject({
      status: 'failed',
      errorMessage: 'The AI service refused artefact (400).',
    });
  });

  it('retries an unavailable provider on redelivery and records the failure on the last attempt', async () => {
    fake.failNext(503, 5);
    const { jobId } = await queueOne();

    await emulator.drain();

    expect(fake.requestsTo('/v1/responses')).toHaveLength(3);
    expect(await getJob(jobId)).toMatchObject({
      status: 'failed',
      attempts: 3,
      errorMessage: 'The AI service is unavailable for artefact (503).',
    });
  });

  it('never adds a second version when the same message is delivered again', async () => {
    const { jobId, storyId, artefactId } = await queueOne();
    await emulator.drain();

    await emulator.send('artefacts', { jobId, storyId, formatId: 'format-short-story' });
    await emulator.send('artefacts', { jobId, storyId, formatId: 'format-short-story' });
    await emulator.drain();

    expect(await versionsOf(artefactId)).toHaveLength(1);
    expect(fake.requestsTo('/v1/responses')).toHaveLength(1);
  });
});

/** A completed research report on the story: background the narrator never said. */
const addResearch = async (userId: string, storyId: string, content: string) => {
  const now = new Date().toISOString();
  await ResearchReportEntity.build(PutItemCommand)
    .item({
      reportId: randomUUID(),
      userId,
      storyId,
      title: 'Trams of the time',
      query: 'trams',
      content,
      status: 'completed',
      createdBy: 'walt-research',
      createdAt: now,
      updatedAt: now,
    })
    .send();
};

type Checked = { grounding?: Grounding; sources?: ParagraphSources[] };

const piece = (content: string) => ({
  name: 'Above the Bakery',
  content,
  metadata: { theme: 'home', tone: 'warm', length: 'short' },
});

describe('keepsakes that invent nothing (issue 22): the grounding check with the openai adapter', () => {
  const invented =
    '# Above the Bakery\n\nI grew up on Cardigan Road in Leeds, above my father’s bakery, until we sailed to Valparaiso in 1907.';
  const grounded = '# Above the Bakery\n\nI grew up on Cardigan Road in Leeds, above my father’s bakery.';

  it('catches an invented year and name, writes the piece once more naming them, and keeps the clean answer', async () => {
    const answers = [invented, grounded];
    fake.answer('artefact', () => piece(answers.shift() ?? grounded));
    const { jobId, artefactId } = await queueOne();

    await emulator.drain();

    const requests = fake.requestsTo('/v1/responses');
    expect(requests).toHaveLength(2);
    const retry = requests[1]!.body as { input: string };
    expect(retry.input).toContain(
      'Your previous answer used names or years that are not in the material: 1907, Valparaiso.',
    );
    expect((requests[0]!.body as { input: string }).input).not.toContain('Your previous answer');
    expect(await getJob(jobId)).toMatchObject({ status: 'completed' });
    const [version] = await versionsOf(artefactId);
    expect(version?.generatedContent).toBe(grounded);
    expect(version?.grounding).toEqual({ checked: true, unsupported: [] });
  });

  it('keeps and flags a version whose second answer still invents, listing each token with its paragraph', async () => {
    fake.answer('artefact', () => piece(invented));
    const { jobId, artefactId } = await queueOne();

    await emulator.drain();

    expect(fake.requestsTo('/v1/responses')).toHaveLength(2);
    expect(await getJob(jobId)).toMatchObject({ status: 'completed' });
    const [version] = await versionsOf(artefactId);
    expect(version?.generatedContent).toBe(invented);
    expect(version?.grounding).toEqual({
      checked: true,
      unsupported: [
        { paragraph: 1, token: '1907', kind: 'year' },
        { paragraph: 1, token: 'Valparaiso', kind: 'name' },
      ],
    });
  });

  it('asks once only when the piece holds nothing the material lacks', async () => {
    fake.answer('artefact', () => piece(grounded));
    const { artefactId } = await queueOne();

    await emulator.drain();

    expect(fake.requestsTo('/v1/responses')).toHaveLength(1);
    expect((await versionsOf(artefactId))[0]?.grounding).toEqual({ checked: true, unsupported: [] });
  });

  it('catches research stated as the narrator’s own act, and lets a paragraph cite it as the record', async () => {
    const told =
      '# Above the Bakery\n\nMy father drove the first tram from the Kirkstall depot in 1902, the year Alderman Briggs opened it.\n\n' +
      'Records of the time show that the Kirkstall depot opened in 1902 under Alderman Briggs.';
    fake.answer('artefact', () => piece(told));
    const { userId, storyId } = await narratorWithStory();
    await addResearch(
      userId,
      storyId,
      'The Kirkstall tram depot opened in 1902; Alderman Briggs cut the ribbon.',
    );
    await queueGeneration({ ownerId: userId, storyId, formatId: 'format-short-story', spender: { userId } });

    await emulator.drain();

    const [version] = (await versionsOf(artefactIdFor(storyId, 'format-short-story'))) as Checked[];
    expect(version?.grounding?.unsupported).toEqual([
      { paragraph: 1, token: '1902', kind: 'year' },
      { paragraph: 1, token: 'Kirkstall', kind: 'name' },
      { paragraph: 1, token: 'Alderman', kind: 'name' },
      { paragraph: 1, token: 'Briggs', kind: 'name' },
    ]);
    // The attributed paragraph lists the report among its sources; the narrator's paragraph does not.
    const cited = version?.sources?.find((entry) => entry.paragraph === 2);
    expect(cited?.sources.map((source) => source.kind)).toContain('research');
    const narrated = version?.sources?.find((entry) => entry.paragraph === 1);
    expect(narrated?.sources.map((source) => source.kind) ?? []).not.toContain('research');
  });

  it('describes the material truthfully: the narrator’s words, Walt’s questions as context, research as background', async () => {
    fake.answer('artefact', () => piece(grounded));
    const { userId, storyId, conversationId } = await narratorWithStory();
    await addResearch(userId, storyId, 'Trams ran on the road until the depot closed.');
    const now = new Date().toISOString();
    for (const [createdBy, content] of [
      ['walt', 'Walt noted: grew up above the bakery.'],
      ['user', 'Remember the smell of the ovens at dawn.'],
    ] as const)
      await NoteEntity.build(PutItemCommand)
        .item({
          noteId: randomUUID(),
          userId,
          storyId,
          conversationId,
          content,
          createdBy,
          createdAt: now,
          updatedAt: now,
        })
        .send();
    await queueGeneration({ ownerId: userId, storyId, formatId: 'format-short-story', spender: { userId } });

    await emulator.drain();

    const request = fake.requestsTo('/v1/responses')[0]!.body as { input: string; instructions: string };
    expect(request.input).toContain('Narrator: I grew up on Cardigan Road');
    expect(request.input).toContain('(Walt asked: Where did you grow up?)');
    expect(request.input).not.toContain('Walt: Where did you grow up?');
    expect(request.input).toContain("Narrator's note: Remember the smell of the ovens at dawn.");
    expect(request.input).not.toContain('Walt noted');
    expect(request.input).toContain('## Background research (not the narrator’s life');
    expect(request.instructions).toContain('never state them as something the narrator did');
    expect(request.instructions).toContain('never state one of its values alone');
    expect(request.instructions).not.toContain("The material below is the narrator's own words");
  });
});

describe('the whole-life material (issue 22)', () => {
  it('includes what the narrator’s emails say about them in a biography, and not in a piece of one story', async () => {
    fake.answer('artefact', () => piece('# A Life\n\nI grew up on Cardigan Road in Leeds.'));
    const { userId, storyId } = await narratorWithStory();
    const now = new Date().toISOString();
    await EmailInsightEntity.build(PutItemCommand)
      .item({
        insightId: randomUUID(),
        userId,
        subject: 'Old days',
        date: now,
        sender: 'aunt.may@example.org',
        summary: 'A letter about the old days.',
        categories: ['family'],
        biographicalInfo: { user: ['I worked at the Kirkstall mill in 1962.'], correspondent: [] },
        source: 'mbox',
        createdAt: now,
        updatedAt: now,
      })
      .send();
    await queueGeneration({ ownerId: userId, storyId, formatId: 'format-biography', spender: { userId } });
    await queueGeneration({ ownerId: userId, storyId, formatId: 'format-short-story', spender: { userId } });

    await emulator.drain();

    // The two run side by side; a piece of one story is told its title, the whole life is not.
    const inputs = fake
      .requestsTo('/v1/responses')
      .map((request) => (request.body as { input: string }).input);
    const biography = inputs.find((input) => !input.startsWith('Story title:'));
    const shortStory = inputs.find((input) => input.startsWith('Story title:'));
    expect(inputs).toHaveLength(2);
    expect(biography).toContain("## What the narrator's own emails say about them");
    expect(biography).toContain('From an email: I worked at the Kirkstall mill in 1962.');
    // The insights belong to no story: a piece of one story does not read them.
    expect(shortStory).not.toContain('Kirkstall');
  });
});

describe('artefacts worker faults', () => {
  it('fails the job after a crash on every delivery (an unexpected error), with a message', async () => {
    const crashing: AiProvider = Object.assign(new OfflineProvider(), {
      generateArtefact: async () => {
        throw new TypeError('Cannot read properties of undefined');
      },
    });
    useAiProvider(crashing);
    const { jobId } = await queueOne();

    await emulator.drain();

    expect(await getJob(jobId)).toMatchObject({
      status: 'failed',
      attempts: 3,
      errorMessage: ARTEFACT_TEXTS.failed,
    });
  });

  it('recovers from a crash on one delivery: the redelivery completes the job', async () => {
    let calls = 0;
    const offline = new OfflineProvider();
    const flaky: AiProvider = Object.assign(new OfflineProvider(), {
      generateArtefact: async (input: Parameters<AiProvider['generateArtefact']>[0]) => {
        calls += 1;
        if (calls === 1) throw new Error('worker crashed mid-job');
        return offline.generateArtefact(input);
      },
    });
    useAiProvider(flaky);
    const { jobId, artefactId } = await queueOne();

    await emulator.drain();

    expect(await getJob(jobId)).toMatchObject({ status: 'completed', attempts: 2 });
    expect(await versionsOf(artefactId)).toHaveLength(1);
  });

  it('ends a message whose worker died holding the job in the DLQ, and the job failed, never stuck', async () => {
    useAdapters({ queue: { send: async () => ({ messageId: 'held back' }) } });
    const { jobId, storyId } = await queueOne();
    useAdapters({ queue: emulator });
    // Another worker took the job and died: its lease outlasts every redelivery.
    await claimJob(jobId, 600);

    await emulator.send('artefacts', { jobId, storyId, formatId: 'format-short-story' });
    await emulator.drain();

    expect(await getJob(jobId)).toMatchObject({ status: 'failed', errorMessage: DEAD_LETTER_TEXT });
  });

  it('fails the job of a poison message that names the job but not what to generate', async () => {
    const { jobId } = await queueOne();
    await emulator.drain();
    const second = await narratorWithStory();
    useAdapters({ queue: { send: async () => ({ messageId: 'held back' }) } });
    const held = await queueGeneration({
      ownerId: second.userId,
      storyId: second.storyId,
      formatId: 'format-postcard',
      spender: { userId: second.userId },
    });
    useAdapters({ queue: emulator });

    await emulator.send('artefacts', { jobId: held.jobId });
    await emulator.drain();

    expect(await getJob(jobId)).toMatchObject({ status: 'completed' });
    expect(await getJob(held.jobId)).toMatchObject({
      status: 'failed',
      errorMessage: 'The job could not be read.',
    });
  });

  it('fails the job when the story was deleted before the worker got to it', async () => {
    useAdapters({ queue: { send: async () => ({ messageId: 'held back' }) } });
    const { jobId } = await queueOne();
    useAdapters({ queue: emulator });

    await emulator.send('artefacts', {
      jobId,
      storyId: `gone-${randomUUID()}`,
      formatId: 'format-short-story',
    });
    await emulator.drain();

    expect(await getJob(jobId)).toMatchObject({
      status: 'failed',
      errorMessage: ARTEFACT_TEXTS.storyDeleted,
    });
  });
});
