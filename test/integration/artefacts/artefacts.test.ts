import { beforeAll, describe, expect, it } from 'vitest';
import type { Artefact, GenerationJob, PendingArtefactJob } from '#shared/schemas/artefact.ts';
import type { Format } from '#shared/schemas/format.ts';
import { makeAdministrator } from '#test/helpers/administrator.ts';
import { ApiClient, type Session, signedInClient } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';
import { twoNarrators } from '#test/helpers/narrators.ts';

let ada: Session;
let bob: Session;
let admin: Session;

const MEMORY =
  'We lived above the bakery on Cardigan Road in Leeds, and every morning the smell of bread came up through the floorboards. My father started work at four and my mother sold the loaves at the counter until noon.';

type StoryBody = { id: string; title?: string };
type JobAnswer = { job: GenerationJob; artefact?: Artefact };
type StoryArtefacts = { artefacts: Artefact[]; pendingJobs: PendingArtefactJob[] };

/** A story of the narrator's, with `content` as its first typed entry (none when empty). */
const newStory = async (session: Session, content = MEMORY, journeyId?: string) => {
  const { status, body } = await session.client.post<StoryBody>('/api/stories', {
    title: 'The bakery years',
    ...(journeyId ? { journeyId } : {}),
    ...(content ? { textEntry: { content } } : {}),
  });
  if (status !== 201) throw new Error(`story not created: ${status} ${JSON.stringify(body)}`);
  return body.id;
};

const generate = (session: Session, storyId: string, formatId = 'format-short-story') =>
  session.client.post<{ jobId: string }>('/api/artefacts/generate', { storyId, formatId });

/** Polls the job as the format page does, until it is completed or failed. */
const settled = async (session: Session, jobId: string): Promise<JobAnswer> => {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const { status, body } = await session.client.get<JobAnswer>(`/api/artefacts/job/${jobId}`);
    if (status !== 200) throw new Error(`job read ${status}`);
    if (body.job.status === 'completed' || body.job.status === 'failed') return body;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`job ${jobId} never settled`);
};

beforeAll(async () => {
  useRuntimeDatabase();
  [[ada, bob], admin] = await Promise.all([twoNarrators(), signedInClient()]);
  await makeAdministrator(admin.account.email);
});

describe('generating an artefact', () => {
  it('queues a job, then shows the short story composed from the narrator’s own words, with its sources', async () => {
    const storyId = await newStory(ada);

    const queued = await generate(ada, storyId);
    const done = await settled(ada, queued.body.jobId);

    expect(queued.status).toBe(202);
    expect(done.job).toEqual({ jobId: queued.body.jobId, status: 'completed' });
    const artefact = done.artefact!;
    expect(artefact).toMatchObject({
      status: 'completed',
      story: { id: storyId, title: 'The bakery years' },
      format: { id: 'format-short-story', name: 'Short Story' },
      _count: { versions: 1 },
    });
    const [version] = artefact.versions;
    expect(version?.version).toBe(1);
    expect(version?.provider).toBe('offline');
    // Offline: the narrator's sentences, arranged, and a label saying so; nothing invented.
    expect(version?.generatedContent).toContain('We lived above the bakery on Cardigan Road in Leeds');
    expect(version?.generatedContent).toMatch(/Composed offline from your own words/);
    const drawn = version?.sources?.flatMap(({ sources }) => sources) ?? [];
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn[0]).toMatchObject({ kind: 'textEntry', storyId });
    expect(drawn[0]?.excerpt).toContain('bakery');
  });

  it('adds a version when the same story and format are generated again, newest first', async () => {
    const storyId = await newStory(ada);
    const first = await settled(ada, (await generate(ada, storyId)).body.jobId);
    await ada.client.put(`/api/stories/${storyId}`, {
      textEntry: { content: 'On Sundays we walked to Roundhay Park and fed the ducks on the big lake.' },
    });

    const second = await settled(ada, (await generate(ada, storyId)).body.jobId);
    const listed = await ada.client.get<StoryArtefacts>(`/api/artefacts/story/${storyId}`);
    const read = await ada.client.get<Artefact>(`/api/artefacts/${first.artefact!.id}`);

    expect(second.artefact!.id).toBe(first.artefact!.id);
    expect(listed.body.artefacts).toHaveLength(1);
    expect(listed.body.pendingJobs).toEqual([]);
    expect(read.status).toBe(200);
    expect(read.body._count.versions).toBe(2);
    expect(read.body.versions.map(({ version }) => version)).toEqual([2, 1]);
    expect(read.body.versions[0]?.generatedContent).toContain('Roundhay Park');
  });

  it('gives a double click one job: simultaneous requests all answer with the same job id', async () => {
    const storyId = await newStory(ada);

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => generate(ada, storyId, 'format-postcard')),
    );

    expect(answers.map(({ status }) => status)).toEqual([202, 202, 202, 202, 202]);
    expect(new Set(answers.map(({ body }) => body.jobId)).size).toBe(1);
    const done = await settled(ada, answers[0]!.body.jobId);
    expect(done.artefact?._count.versions).toBe(1);
  });

  it('lists the pending job on the story page while it waits for the worker', async () => {
    const storyId = await newStory(ada);
    const { body } = await generate(ada, storyId, 'format-photo-book');

    const listed = await ada.client.get<StoryArtefacts>(`/api/artefacts/story/${storyId}`);
    await settled(ada, body.jobId);
    const after = await ada.client.get<StoryArtefacts>(`/api/artefacts/story/${storyId}`);

    // The offline worker may already have finished; if not, the job is listed with its format and story.
    for (const job of listed.body.pendingJobs)
      expect(job).toMatchObject({
        id: body.jobId,
        format: { name: 'Photo Book' },
        story: { title: 'The bakery years' },
      });
    expect(after.body.pendingJobs).toEqual([]);
    expect(after.body.artefacts[0]?.format.name).toBe('Photo Book');
  });

  it('writes the biography from every story of the narrator', async () => {
    const first = await newStory(
      ada,
      'I was born in 1941 in a terraced house on Beeston Hill, the youngest of five children.',
    );
    await newStory(
      ada,
      'I married Harold at St Mary’s in 1962 and we honeymooned in Scarborough in the rain.',
    );

    const done = await settled(ada, (await generate(ada, first, 'format-biography')).body.jobId);

    const content = done.artefact?.versions[0]?.generatedContent ?? '';
    expect(content).toContain('Beeston Hill');
    expect(content).toContain('Scarborough');
  });

  it('refuses a request without a story or format (400), an unknown format (404) and a story with no content (409)', async () => {
    const storyId = await newStory(ada);
    const empty = await newStory(ada, '');

    const noFormat = await ada.client.post('/api/artefacts/generate', { storyId });
    const noStory = await ada.client.post('/api/artefacts/generate', { formatId: 'format-short-story' });
    const unknown = await generate(ada, storyId, 'format-nothing');
    const nothing = await generate(ada, empty);

    expect(noFormat.status).toBe(400);
    expect(noFormat.body.error).toContain('formatId');
    expect(noStory.status).toBe(400);
    expect(noStory.body.error).toContain('storyId');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'Format not found' });
    expect(nothing.status).toBe(409);
    expect(nothing.body).toEqual({ error: 'Add content and context to unlock this section.' });
  });

  it('answers 401 without a session', async () => {
    const anonymous = new ApiClient();
    expect((await anonymous.post('/api/artefacts/generate', { storyId: 'x', formatId: 'y' })).status).toBe(
      401,
    );
    expect((await anonymous.get('/api/artefacts/some-id')).status).toBe(401);
  });
});

describe('another narrator', () => {
  it('can neither generate from, list, poll nor read Ada’s story, job or artefact (404), and changes nothing', async () => {
    const storyId = await newStory(ada);
    const { body } = await generate(ada, storyId);
    const done = await settled(ada, body.jobId);
    const artefactId = done.artefact!.id;

    const answers = await Promise.all([
      generate(bob, storyId),
      bob.client.get(`/api/artefacts/story/${storyId}`),
      bob.client.get(`/api/artefacts/story/${storyId}/formats`),
      bob.client.get(`/api/artefacts/job/${body.jobId}`),
      bob.client.get(`/api/artefacts/${artefactId}`),
    ]);
    const after = await ada.client.get<Artefact>(`/api/artefacts/${artefactId}`);

    expect(answers.map(({ status }) => status)).toEqual([404, 404, 404, 404, 404]);
    for (const { body: answer } of answers) expect(JSON.stringify(answer)).not.toContain('bakery');
    expect(after.body._count.versions).toBe(1);
  });
});

describe('the formats of a story', () => {
  it('are its journey’s target formats, or every format when it follows none', async () => {
    const withJourney = await newStory(ada, MEMORY, 'seed-family-kitchen');
    const without = await newStory(ada);

    const journeyFormats = await ada.client.get<Format[]>(`/api/artefacts/story/${withJourney}/formats`);
    const allFormats = await ada.client.get<Format[]>(`/api/artefacts/story/${without}/formats`);

    expect(journeyFormats.status).toBe(200);
    expect(journeyFormats.body.map(({ id }) => id)).toEqual(['format-short-story']);
    const ids = allFormats.body.map(({ id }) => id);
    expect(ids).toEqual(
      expect.arrayContaining(['format-short-story', 'format-photo-book', 'format-biography']),
    );
  });
});

describe('admin artefacts', () => {
  it('refuses every admin artefact route to a regular user (403)', async () => {
    const answers = await Promise.all([
      ada.client.get('/api/admin/artefacts'),
      ada.client.get('/api/admin/artefacts/anything'),
      ada.client.post('/api/admin/artefacts/generate', { storyId: 'x', formatId: 'y' }),
    ]);
    expect(answers.map(({ status }) => status)).toEqual([403, 403, 403]);
  });

  it('pages through every artefact (defaults page 1, limit 50) and reads one only with the owner’s consent', async () => {
    const storyId = await newStory(
      bob,
      'Bob remembers the shipyard at Sunderland, the noise of the rivets and the launch days.',
    );
    const done = await settled(bob, (await generate(bob, storyId)).body.jobId);
    const artefactId = done.artefact!.id;

    const firstPage = await admin.client.get<{
      artefacts: { id: string }[];
      total: number;
      page: number;
      limit: number;
    }>('/api/admin/artefacts');
    const pageOfOne = await admin.client.get<{ artefacts: { id: string }[]; total: number }>(
      '/api/admin/artefacts?page=1&limit=1',
    );
    const badPage = await admin.client.get('/api/admin/artefacts?page=0');
    const refused = await admin.client.get(`/api/admin/artefacts/${artefactId}`);
    await bob.client.put('/api/profile/permissions', { permissions: { 'can-see-transcripts': true } });
    const granted = await admin.client.get<Artefact>(`/api/admin/artefacts/${artefactId}`);

    expect(firstPage.body).toMatchObject({ page: 1, limit: 50 });
    expect(firstPage.body.total).toBeGreaterThanOrEqual(1);
    expect(pageOfOne.body.artefacts).toHaveLength(1);
    expect(pageOfOne.body.artefacts[0]?.id).toBe(artefactId);
    expect(badPage.status).toBe(400);
    expect(refused.status).toBe(403);
    expect(granted.status).toBe(200);
    expect(granted.body.versions[0]?.generatedContent).toContain('shipyard');
  });

  it('generates for a user’s story only with the user’s consent; the artefact is the user’s', async () => {
    const storyId = await newStory(
      bob,
      'Bob kept pigeons in a loft behind the allotments and raced them every summer.',
    );
    await bob.client.put('/api/profile/permissions', { permissions: { 'can-see-transcripts': false } });
    const refused = await admin.client.post('/api/admin/artefacts/generate', {
      storyId,
      formatId: 'format-postcard',
    });
    await bob.client.put('/api/profile/permissions', { permissions: { 'can-see-transcripts': true } });

    const queued = await admin.client.post<{ jobId: string }>('/api/admin/artefacts/generate', {
      storyId,
      formatId: 'format-postcard',
    });
    const done = await settled(bob, queued.body.jobId);

    expect(refused.status).toBe(403);
    expect(queued.status).toBe(202);
    expect(done.artefact?.versions[0]?.generatedContent).toContain('pigeons');
  });
});

describe('deleting a story', () => {
  it('deletes its artefacts, versions and jobs', async () => {
    const storyId = await newStory(ada);
    const { body } = await generate(ada, storyId);
    const done = await settled(ada, body.jobId);

    const deleted = await ada.client.delete(`/api/stories/${storyId}`);

    expect(deleted.status).toBe(204);
    expect((await ada.client.get(`/api/artefacts/${done.artefact!.id}`)).status).toBe(404);
    expect((await ada.client.get(`/api/artefacts/job/${body.jobId}`)).status).toBe(404);
  });
});
