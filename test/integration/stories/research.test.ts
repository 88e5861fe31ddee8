import { beforeAll, describe, expect, it } from 'vitest';
import type { ResearchReport } from '#shared/schemas/research.ts';
import type { Story } from '#shared/schemas/story.ts';
import { GENERIC_ERRORS } from '#shared/texts.ts';
import { createConversation } from '#test/factories/interviews.ts';
import type { Session } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';
import { twoNarrators } from '#test/helpers/narrators.ts';
import { researchRequestOf } from '@/features/stories/detail/lib/research-request.ts';

/*
 * Research on a story, as the story page starts it (part B §7): the page reads the story, sends its transcripts
 * to POST /api/ai/analyze-for-research with `{transcriptText, conversationId, storyId}`; Walt (here the runtime's
 * offline provider) finds topics and queues one report per topic, attached to the story; the runtime's research
 * worker writes them. (The older POST /api/stories/{id}/research is gone: docs/decisions.md, issue 23.)
 */

let ada: Session;
let bob: Session;

beforeAll(async () => {
  useRuntimeDatabase();
  [ada, bob] = await twoNarrators();
});

type Analysis = { jobsCreated: number; topics: string[] };

const newStory = async (session: Session) => {
  const answer = await session.client.post<Story>('/api/stories', { title: 'Moving house' });
  expect(answer.status).toBe(201);
  return answer.body;
};

/** A story of Ada's with one conversation held for it, in which she said this. */
const adasStoryWhereSheSaid = async (content: string) => {
  const story = await newStory(ada);
  await createConversation(ada.user.id, { storyId: story.id, messages: [{ role: 'user', content }] });
  return story;
};

const reportsOf = async (session: Session, storyId: string) =>
  (await session.client.get<ResearchReport[]>(`/api/research?storyId=${storyId}`)).body;

/** Polls until every report of the story is completed or failed. */
const settled = async (session: Session, storyId: string): Promise<ResearchReport[]> => {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const reports = await reportsOf(session, storyId);
    if (reports.every((report) => report.status === 'completed' || report.status === 'failed'))
      return reports;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('research did not settle');
};

/** What the story page sends for research: the story's transcripts as it reads them, and the story's id. */
const storyPageRequest = async (session: Session, storyId: string) => {
  const story = await session.client.get<Story>(`/api/stories/${storyId}`);
  expect(story.status).toBe(200);
  const request = researchRequestOf(story.body);
  if (!request) throw new Error('the story has no transcript to research');
  return { ...request, storyId };
};

describe('research on a story (POST /api/ai/analyze-for-research from the story page)', () => {
  it("queues one report per topic found in the story's transcripts, on the story, and the worker completes them", async () => {
    // Prepare
    const story = await newStory(ada);
    await createConversation(ada.user.id, {
      storyId: story.id,
      messages: [
        { role: 'assistant', content: 'Where were you born?' },
        { role: 'user', content: 'I was born in Leeds in 1948.' },
      ],
    });
    await createConversation(ada.user.id, {
      storyId: story.id,
      messages: [{ role: 'user', content: 'In 1966 we moved to Liverpool.' }],
    });
    const request = await storyPageRequest(ada, story.id);

    // Act
    const answer = await ada.client.post<Analysis>('/api/ai/analyze-for-research', request);
    const reports = await settled(ada, story.id);

    // Assess
    expect(request.transcriptText).toContain('Leeds in 1948');
    expect(request.transcriptText).toContain('Liverpool');
    expect(answer.status).toBe(200);
    expect([...answer.body.topics].sort()).toEqual(['Leeds in the 1940s', 'Liverpool in the 1960s']);
    expect(answer.body.jobsCreated).toBe(2);
    expect(reports.map((report) => report.title).sort()).toEqual(answer.body.topics.slice().sort());
    for (const report of reports)
      expect(report).toMatchObject({ status: 'completed', storyId: story.id, createdBy: 'walt-research' });
  });

  it('queues nothing when the transcripts name no topic', async () => {
    // Prepare
    const story = await adasStoryWhereSheSaid('it was a good day, we laughed a lot.');

    // Act
    const answer = await ada.client.post(
      '/api/ai/analyze-for-research',
      await storyPageRequest(ada, story.id),
    );

    // Assess
    expect(answer).toEqual(expect.objectContaining({ status: 200, body: { jobsCreated: 0, topics: [] } }));
    expect(await reportsOf(ada, story.id)).toEqual([]);
  });

  it('answers 400 for an empty transcript and queues nothing', async () => {
    // Prepare
    const story = await newStory(ada);
    const conversationId = await createConversation(ada.user.id, { storyId: story.id });

    // Act
    const answer = await ada.client.post('/api/ai/analyze-for-research', {
      transcriptText: ' ',
      conversationId,
      storyId: story.id,
    });

    // Assess
    expect(answer).toEqual(
      expect.objectContaining({ status: 400, body: { error: 'transcriptText is required' } }),
    );
    expect(await reportsOf(ada, story.id)).toEqual([]);
  });

  it('is the only way in: the old POST /api/stories/{id}/research is no route any more', async () => {
    // Prepare
    const story = await adasStoryWhereSheSaid('I was born in Leeds in 1948.');

    // Act
    const answer = await ada.client.post(`/api/stories/${story.id}/research`);

    // Assess
    expect(answer).toEqual(
      expect.objectContaining({ status: 404, body: { error: GENERIC_ERRORS.notFound } }),
    );
    expect(await reportsOf(ada, story.id)).toEqual([]);
  });

  it("answers 404 for another user's story and queues nothing", async () => {
    // Prepare
    const story = await adasStoryWhereSheSaid('I was born in Leeds in 1948.');
    const adasRequest = await storyPageRequest(ada, story.id);
    const bobsConversation = await createConversation(bob.user.id, {
      messages: [{ role: 'user', content: 'I was born in Leeds in 1948.' }],
    });

    // Act
    const onAdasStory = await bob.client.post('/api/ai/analyze-for-research', {
      ...adasRequest,
      conversationId: bobsConversation,
    });
    const withAdasCall = await bob.client.post('/api/ai/analyze-for-research', adasRequest);

    // Assess
    expect(onAdasStory).toEqual(expect.objectContaining({ status: 404, body: { error: 'Story not found' } }));
    expect(withAdasCall.status).toBe(404);
    expect(await reportsOf(ada, story.id)).toEqual([]);
  });
});
