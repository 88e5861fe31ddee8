import { randomUUID } from 'node:crypto';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { dynamo } from '#functions/db/client.ts';
import type { ResearchReport } from '#shared/schemas/research.ts';
import type { Story } from '#shared/schemas/story.ts';
import { createConversation } from '#test/factories/interviews.ts';
import type { Session } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';
import { twoNarrators } from '#test/helpers/narrators.ts';
import { blobFilesOf, upload, webmRecording } from './recording.ts';

/*
 * Deleting a story removes everything of it: entries, kept recordings, transcripts (conversations with their
 * messages and notes), path completions, note links and research reports with their jobs. The test lists the
 * whole table (a Scan is fine in a test) and the blob store afterwards and finds nothing of it.
 */

let ada: Session;
let bob: Session;

beforeAll(async () => {
  useRuntimeDatabase();
  [ada, bob] = await twoNarrators();
});

/** Every item of the table, as stored. */
const wholeTable = async (): Promise<Record<string, unknown>[]> => {
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(new ScanCommand({ TableName: 'walt', ExclusiveStartKey }));
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
};

/** Items that mention any of the ids (in a key or an attribute). */
const itemsMentioning = async (ids: string[]) => {
  const lowered = ids.map((id) => id.toLowerCase());
  return (await wholeTable()).filter((item) => {
    const text = JSON.stringify(item).toLowerCase();
    return lowered.some((id) => text.includes(id));
  });
};

const settled = async (session: Session, storyId: string): Promise<ResearchReport[]> => {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const reports = (await session.client.get<ResearchReport[]>(`/api/research?storyId=${storyId}`)).body;
    if (reports.every((report) => report.status === 'completed' || report.status === 'failed'))
      return reports;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('research did not settle');
};

/** A story with one of everything a story can hold. */
const fullStory = async (session: Session) => {
  const textEntry = { id: randomUUID(), content: 'We moved to Halifax in 1962.' };
  const story = (await session.client.post<Story>('/api/stories', { title: 'Everything', textEntry })).body;
  const recording = await upload(session, { bytes: webmRecording(3) });
  const memo = { id: randomUUID(), content: 'The harbour.', recordingId: recording.body.recordingId };
  expect((await session.client.post(`/api/stories/${story.id}/voice-memo-entries`, memo)).status).toBe(201);
  const conversationId = await createConversation(session.user.id, {
    storyId: story.id,
    messages: [{ role: 'user', content: 'I was born in Leeds in 1948.' }],
  });
  const completed = await session.client.post(`/api/stories/${story.id}/complete-path`, {
    pathId: 'seed-gettingToKnowYou',
    conversationId,
  });
  expect(completed.status).toBe(200);
  const storyNote = await session.client.post<{ id: string }>('/api/notes', {
    content: 'Ask about the boat.',
    storyId: story.id,
  });
  const callNote = await session.client.post<{ id: string }>('/api/notes', {
    content: 'Born in Leeds.',
    conversationId,
    storyId: story.id,
  });
  expect([storyNote.status, callNote.status]).toEqual([201, 201]);
  // Research on the story as the story page asks for it (part B §7): reports and their jobs on the story.
  const research = await session.client.post<{ jobsCreated: number }>('/api/ai/analyze-for-research', {
    transcriptText: 'user: I was born in Leeds in 1948.',
    conversationId,
    storyId: story.id,
  });
  expect(research).toMatchObject({ status: 200, body: { jobsCreated: 1 } });
  const reports = await settled(session, story.id);
  expect(reports).toHaveLength(1);
  const jobIds = (await wholeTable())
    .filter((item) => item.__edb_e__ === 'job' && item.ownerId === session.user.id)
    .map((item) => String(item.jobId));
  return {
    story,
    recordingId: recording.body.recordingId!,
    ids: [
      story.id,
      conversationId,
      textEntry.id,
      memo.id,
      storyNote.body.id,
      callNote.body.id,
      ...reports.map((report) => report.id),
      ...jobIds,
    ],
  };
};

describe('DELETE /api/stories/{id}', () => {
  it('removes every item and recording of the story, and nothing else', async () => {
    // Prepare
    const { story, recordingId, ids } = await fullStory(ada);
    const bobs = await fullStory(bob);
    expect((await itemsMentioning(ids)).length).toBeGreaterThan(8);
    expect((await blobFilesOf(ada.user.id)).some((file) => file.includes(recordingId))).toBe(true);

    // Act
    const removed = await ada.client.delete(`/api/stories/${story.id}`);
    const read = await ada.client.get(`/api/stories/${story.id}`);

    // Assess
    expect(removed.status).toBe(204);
    expect(read.status).toBe(404);
    expect(await itemsMentioning(ids)).toEqual([]);
    expect((await blobFilesOf(ada.user.id)).filter((file) => file.includes(recordingId))).toEqual([]);
    expect((await itemsMentioning(bobs.ids)).length).toBeGreaterThan(8);
    expect((await blobFilesOf(bob.user.id)).some((file) => file.includes(bobs.recordingId))).toBe(true);
  });

  it("answers 404 for another user's story and deletes nothing", async () => {
    // Prepare
    const { story, recordingId, ids } = await fullStory(ada);
    const before = await itemsMentioning(ids);

    // Act
    const answer = await bob.client.delete(`/api/stories/${story.id}`);

    // Assess
    expect(answer.status).toBe(404);
    expect(await itemsMentioning(ids)).toHaveLength(before.length);
    expect((await blobFilesOf(ada.user.id)).some((file) => file.includes(recordingId))).toBe(true);
  });
});
