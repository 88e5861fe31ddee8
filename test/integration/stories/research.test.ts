import { beforeAll, describe, expect, it } from 'vitest';
import type { ResearchReport } from '#shared/schemas/research.ts';
import type { Story } from '#shared/schemas/story.ts';
import { CONVERSATION_TEXTS, STORY_ERRORS } from '#shared/texts.ts';
import { createConversation } from '#test/factories/interviews.ts';
import type { Session } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';
import { twoNarrators } from '#test/helpers/narrators.ts';

/*
 * POST /api/stories/{id}/research: over the story's transcripts, Walt (here the runtime's offline provider)
 * finds topics and queues one report per topic; the runtime's research worker writes them.
 */

let ada: Session;
let bob: Session;

beforeAll(async () => {
  useRuntimeDatabase();
  [ada, bob] = await twoNarrators();
});

const newStory = async (session: Session) => {
  const answer = await session.client.post<Story>('/api/stories', { title: 'Moving house' });
  expect(answer.status).toBe(201);
  return answer.body;
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

describe('POST /api/stories/{id}/research', () => {
  it("queues one report per topic found in the story's transcripts, and the worker completes them", async () => {
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

    // Act
    const answer = await ada.client.post<{ reports: ResearchReport[] }>(`/api/stories/${story.id}/research`);
    const reports = await settled(ada, story.id);

    // Assess
    expect(answer.status).toBe(201);
    expect(answer.body.reports.map((report) => report.title).sort()).toEqual([
      'Leeds in the 1940s',
      'Liverpool in the 1960s',
    ]);
    for (const report of answer.body.reports)
      expect(report).toMatchObject({ status: 'pending', storyId: story.id, createdBy: 'walt-research' });
    expect(reports).toHaveLength(2);
    expect(reports.every((report) => report.status === 'completed')).toBe(true);
  });

  it('answers 400 with the spec text when the story has no transcript', async () => {
    // Prepare
    const story = await newStory(ada);
    await createConversation(ada.user.id, { storyId: story.id }); // held for it, but empty

    // Act
    const answer = await ada.client.post(`/api/stories/${story.id}/research`);

    // Assess
    expect(answer).toEqual(
      expect.objectContaining({ status: 400, body: { error: STORY_ERRORS.noTranscripts } }),
    );
    expect(await reportsOf(ada, story.id)).toEqual([]);
  });

  it('answers 422 when the transcripts name no topic', async () => {
    // Prepare
    const story = await newStory(ada);
    await createConversation(ada.user.id, {
      storyId: story.id,
      messages: [{ role: 'user', content: 'it was a good day, we laughed a lot.' }],
    });

    // Act
    const answer = await ada.client.post(`/api/stories/${story.id}/research`);

    // Assess
    expect(answer).toEqual(
      expect.objectContaining({ status: 422, body: { error: STORY_ERRORS.noResearchTopics } }),
    );
    expect(await reportsOf(ada, story.id)).toEqual([]);
  });

  it("answers 404 for another user's story and queues nothing", async () => {
    // Prepare
    const story = await newStory(ada);
    await createConversation(ada.user.id, {
      storyId: story.id,
      messages: [{ role: 'user', content: 'I was born in Leeds in 1948.' }],
    });

    // Act
    const answer = await bob.client.post(`/api/stories/${story.id}/research`);

    // Assess
    expect(answer).toEqual(
      expect.objectContaining({ status: 404, body: { error: CONVERSATION_TEXTS.storyNotFound } }),
    );
    expect(await reportsOf(ada, story.id)).toEqual([]);
  });
});
