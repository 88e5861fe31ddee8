import { beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_LABEL } from '#functions/ai/offline.ts';
import type { ResearchReport } from '#shared/schemas/research.ts';
import { createConversation, createStory } from '#test/factories/interviews.ts';
import { ApiClient, type Session } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';
import { twoNarrators } from '#test/helpers/narrators.ts';

let ada: Session;
let bob: Session;

beforeAll(async () => {
  useRuntimeDatabase();
  [ada, bob] = await twoNarrators();
});

const TRANSCRIPT = [
  'assistant: Where were you born?',
  'user: I was born in Leeds in 1948, in a terraced house on Cardigan Road.',
  'assistant: And later?',
  'user: In 1966 we moved to Liverpool, where my father worked at the docks.',
].join('\n');

/** Polls until no report of the list is pending or processing (the runtime's research worker runs them). */
const settled = async (client: ApiClient, query: string): Promise<ResearchReport[]> => {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const answer = await client.get<ResearchReport[]>(`/api/research?${query}`);
    if (answer.body.every((report) => report.status === 'completed' || report.status === 'failed'))
      return answer.body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('research did not settle');
};

describe('POST /api/ai/analyze-for-research', () => {
  it('queues one report per topic and the worker writes them, labelled offline', async () => {
    const storyId = await createStory(ada.user.id);
    const conversationId = await createConversation(ada.user.id, { storyId });

    const answer = await ada.client.post<{ jobsCreated: number; topics: string[] }>(
      '/api/ai/analyze-for-research',
      {
        transcriptText: TRANSCRIPT,
        conversationId,
        storyId,
      },
    );

    expect(answer.status).toBe(200);
    expect(answer.body.topics).toEqual([
      'Leeds in the 1940s',
      'Liverpool in the 1960s',
      'Cardigan Road (1948)',
    ]);
    expect(answer.body.jobsCreated).toBe(3);
    const reports = await settled(ada.client, `conversationId=${conversationId}`);
    expect(reports).toHaveLength(3);
    const leeds = reports.find((report) => report.title === 'Leeds in the 1940s')!;
    expect(leeds).toMatchObject({ status: 'completed', createdBy: 'walt-research', storyId, conversationId });
    expect(leeds.content).toContain(OFFLINE_LABEL);
    expect(leeds.content).toContain('> I was born in Leeds in 1948, in a terraced house on Cardigan Road.');
    expect(await settled(ada.client, `storyId=${storyId}`)).toHaveLength(3);
  });

  it('creates nothing when the transcript names no topic', async () => {
    const conversationId = await createConversation(ada.user.id);
    const answer = await ada.client.post('/api/ai/analyze-for-research', {
      transcriptText: 'user: it was a good day, we laughed a lot.',
      conversationId,
    });
    expect(answer).toMatchObject({ status: 200, body: { jobsCreated: 0, topics: [] } });
  });

  it("answers 400 for an empty transcript and 404 for another user's conversation or story", async () => {
    const conversationId = await createConversation(ada.user.id);
    const empty = await ada.client.post('/api/ai/analyze-for-research', {
      transcriptText: '  ',
      conversationId,
    });
    expect(empty).toMatchObject({ status: 400, body: { error: 'transcriptText is required' } });
    const theirs = await bob.client.post('/api/ai/analyze-for-research', {
      transcriptText: TRANSCRIPT,
      conversationId,
    });
    expect(theirs.status).toBe(404);
    const bobsStory = await createStory(bob.user.id);
    const theirStory = await ada.client.post('/api/ai/analyze-for-research', {
      transcriptText: TRANSCRIPT,
      conversationId,
      storyId: bobsStory,
    });
    expect(theirStory).toMatchObject({ status: 404, body: { error: 'Story not found' } });
    expect(await settled(ada.client, `conversationId=${conversationId}`)).toEqual([]);
  });
});

describe('research reports', () => {
  const adasReport = async () => {
    const storyId = await createStory(ada.user.id);
    const answer = await ada.client.post<ResearchReport>('/api/research', {
      storyId,
      title: 'The Leeds trams',
      query: 'Leeds trams 1950s',
      content: '## Trams\n\nThey ran until 1959.',
    });
    expect(answer.status).toBe(201);
    return { storyId, report: answer.body };
  };

  it('creates a report the narrator wrote, and reads it back', async () => {
    const { storyId, report } = await adasReport();
    expect(report).toMatchObject({
      status: 'completed',
      createdBy: 'user',
      storyId,
      title: 'The Leeds trams',
    });
    const read = await ada.client.get(`/api/research/${report.id}`);
    expect(read).toMatchObject({
      status: 200,
      body: { id: report.id, content: '## Trams\n\nThey ran until 1959.' },
    });
    const listed = await ada.client.get<ResearchReport[]>(`/api/research?storyId=${storyId}`);
    expect(listed.body.map((item) => item.id)).toEqual([report.id]);
  });

  it('researches a query in the background when created without content', async () => {
    const conversationId = await createConversation(ada.user.id);
    const answer = await ada.client.post<ResearchReport>('/api/research', {
      conversationId,
      query: 'Leeds in 1948',
    });
    expect(answer).toMatchObject({ status: 201, body: { status: 'pending', title: 'Leeds in 1948' } });
    const [report] = await settled(ada.client, `conversationId=${conversationId}`);
    expect(report).toMatchObject({ id: answer.body.id, status: 'completed', createdBy: 'walt-research' });
  });

  it('updates and deletes a report', async () => {
    const { report } = await adasReport();
    const updated = await ada.client.put(`/api/research/${report.id}`, { title: 'Trams of Leeds' });
    expect(updated).toMatchObject({
      status: 200,
      body: { title: 'Trams of Leeds', query: 'Leeds trams 1950s' },
    });
    const deleted = await ada.client.delete(`/api/research/${report.id}`);
    expect(deleted.status).toBe(204);
    expect((await ada.client.get(`/api/research/${report.id}`)).status).toBe(404);
  });

  it('answers 400 for invalid input', async () => {
    expect((await ada.client.get('/api/research')).body).toEqual({
      error: 'storyId or conversationId is required',
    });
    const noOwner = await ada.client.post('/api/research', { query: 'Leeds' });
    expect(noOwner).toMatchObject({ status: 400, body: { error: 'storyId or conversationId is required' } });
    const { report } = await adasReport();
    const nothing = await ada.client.put(`/api/research/${report.id}`, {});
    expect(nothing.status).toBe(400);
  });

  it("answers 404 for a missing report and for another user's, and lists none of theirs", async () => {
    const { storyId, report } = await adasReport();
    expect((await ada.client.get('/api/research/missing')).status).toBe(404);
    expect(await bob.client.get(`/api/research/${report.id}`)).toMatchObject({
      status: 404,
      body: { error: 'Research report not found' },
    });
    expect((await bob.client.put(`/api/research/${report.id}`, { title: 'Mine now' })).status).toBe(404);
    expect((await bob.client.delete(`/api/research/${report.id}`)).status).toBe(404);
    expect((await bob.client.get(`/api/research?storyId=${storyId}`)).body).toEqual([]);
    expect((await bob.client.post('/api/research', { storyId, query: 'Leeds' })).status).toBe(404);
    expect((await ada.client.get(`/api/research/${report.id}`)).body).toMatchObject({
      title: 'The Leeds trams',
    });
  });

  it('answers 401 without a session', async () => {
    expect((await new ApiClient().get('/api/research?storyId=x')).status).toBe(401);
  });
});
