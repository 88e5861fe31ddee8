import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { StoryEntity } from '#functions/db/entities/story.ts';
import { entriesOfStory, StoryEntryEntity } from '#functions/db/entities/story-entry.ts';
import { getItem, queryAll } from '#functions/db/read.ts';
import type { Story } from '#shared/schemas/story.ts';
import { CONVERSATION_TEXTS, STORY_ENTRY_TEXTS, STORY_ERRORS } from '#shared/texts.ts';
import type { Session } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';
import { postStory, withTwoNarrators } from '#test/helpers/narrators.ts';
import { blobFilesOf, upload, webmRecording } from './recording.ts';

/*
 * Voice memos: a spoken entry of a story, its transcript edited by the narrator, and the kept recording,
 * linked to the entry, played back through a short-lived URL and deleted with it.
 */

beforeAll(useRuntimeDatabase);
const { ada, bob } = withTwoNarrators();

const newStory = (session: Session) => postStory(session, { title: 'Summers at the lake' });

const memosUrl = (storyId: string) => `/api/stories/${storyId}/voice-memo-entries`;
const memoUrl = (storyId: string, entryId: string) => `${memosUrl(storyId)}/${entryId}`;

/** Records (uploads) a memo and answers its recording id. */
const record = async (session: Session, recording = webmRecording(4)) => {
  const answer = await upload(session, { bytes: recording });
  expect(answer.status).toBe(200);
  return answer.body.recordingId!;
};

const storyItem = (storyId: string) => getItem(StoryEntity, { storyId });

describe('voice memo entries', () => {
  it('saves a memo with its recording, counts it on the story and plays it back', async () => {
    // Prepare
    const story = await newStory(ada);
    const recording = webmRecording(4);
    const recordingId = await record(ada, recording);
    const memo = { id: randomUUID(), content: 'We swam before breakfast.', stepId: 'step-2', recordingId };

    // Act
    const created = await ada.client.post(memosUrl(story.id), memo);
    const read = await ada.client.get<Story>(`/api/stories/${story.id}`);
    const entry = read.body.voiceMemoEntries[0]!;
    const played = await fetch(entry.recordingUrl!);

    // Assess
    expect(created).toMatchObject({
      status: 201,
      body: { id: memo.id, content: memo.content, stepId: 'step-2', hasRecording: true },
    });
    expect(read.body.voiceMemoEntries).toEqual([
      {
        id: memo.id,
        content: memo.content,
        stepId: 'step-2',
        createdAt: expect.any(String),
        hasRecording: true,
        recordingUrl: expect.stringMatching(/\/_blobs\/users\/.+\/recordings\/.+\?expires=\d+&signature=/),
      },
    ]);
    expect(played.status).toBe(200);
    expect(played.headers.get('content-type')).toBe('audio/webm');
    expect(new Uint8Array(await played.arrayBuffer())).toEqual(recording);
    expect(await storyItem(story.id)).toMatchObject({ entryCount: 1, preview: memo.content });
  });

  it('saves a typed-over memo without a recording; a retried save stores and counts it once', async () => {
    // Prepare
    const story = await newStory(ada);
    const memo = { id: randomUUID(), content: 'Dad rowed us across.' };

    // Act
    const [first, second] = await Promise.all([
      ada.client.post(memosUrl(story.id), memo),
      ada.client.post(memosUrl(story.id), memo),
    ]);
    const read = await ada.client.get<Story>(`/api/stories/${story.id}`);

    // Assess
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(read.body.voiceMemoEntries).toEqual([
      { id: memo.id, content: memo.content, createdAt: expect.any(String), hasRecording: false },
    ]);
    expect(await storyItem(story.id)).toMatchObject({ entryCount: 1 });
  });

  it('refuses an empty memo (400 naming the field) and stores nothing', async () => {
    // Prepare
    const story = await newStory(ada);

    // Act
    const blank = await ada.client.post(memosUrl(story.id), { content: '  ' });
    const missing = await ada.client.post(memosUrl(story.id), {});

    // Assess
    expect(blank.status).toBe(400);
    expect(String(blank.body.error)).toContain(STORY_ENTRY_TEXTS.recordSomething);
    expect(missing.status).toBe(400);
    expect(String(missing.body.error)).toContain('content');
    expect(await queryAll(StoryEntryEntity, entriesOfStory(story.id))).toEqual([]);
  });

  it("links only the caller's own recording: another user's or an unknown id answers 404", async () => {
    // Prepare
    const story = await newStory(ada);
    const bobsRecording = await record(bob);

    // Act
    const foreign = await ada.client.post(memosUrl(story.id), {
      content: 'Not mine',
      recordingId: bobsRecording,
    });
    const unknown = await ada.client.post(memosUrl(story.id), { content: 'x', recordingId: randomUUID() });
    const malformed = await ada.client.post(memosUrl(story.id), { content: 'x', recordingId: '../../etc' });

    // Assess
    for (const answer of [foreign, unknown, malformed])
      expect(answer).toMatchObject({ status: 404, body: { error: STORY_ERRORS.recordingNotFound } });
    expect(await queryAll(StoryEntryEntity, entriesOfStory(story.id))).toEqual([]);
  });

  it('edits a memo; unknown entries, typed entries and other users answer 404 and change nothing', async () => {
    // Prepare
    const story = await newStory(ada);
    const memo = { id: randomUUID(), content: 'The pier at dusk.' };
    await ada.client.post(memosUrl(story.id), memo);
    const typed = { id: randomUUID(), content: 'A typed note.' };
    await ada.client.put(`/api/stories/${story.id}`, { textEntry: typed });

    // Act
    const edited = await ada.client.put(memoUrl(story.id, memo.id), { content: 'The old pier at dusk.' });
    const unknown = await ada.client.put(memoUrl(story.id, randomUUID()), { content: 'x' });
    const wrongKind = await ada.client.put(memoUrl(story.id, typed.id), { content: 'x' });
    const foreign = await bob.client.put(memoUrl(story.id, memo.id), { content: 'Mine now' });
    const blank = await ada.client.put(memoUrl(story.id, memo.id), { content: '' });
    const read = await ada.client.get<Story>(`/api/stories/${story.id}`);

    // Assess
    expect(edited).toMatchObject({ status: 200, body: { id: memo.id, content: 'The old pier at dusk.' } });
    expect(unknown).toMatchObject({ status: 404, body: { error: STORY_ENTRY_TEXTS.voiceMemoNotFound } });
    expect(wrongKind).toMatchObject({ status: 404, body: { error: STORY_ENTRY_TEXTS.voiceMemoNotFound } });
    expect(foreign).toMatchObject({ status: 404, body: { error: CONVERSATION_TEXTS.storyNotFound } });
    expect(blank.status).toBe(400);
    expect(read.body.voiceMemoEntries.map((entry) => entry.content)).toEqual(['The old pier at dusk.']);
    expect(read.body.textEntries.map((entry) => entry.content)).toEqual([typed.content]);
    expect(await storyItem(story.id)).toMatchObject({ entryCount: 2, preview: 'The old pier at dusk.' });
  });

  it('deletes a memo with its recording; another user cannot, and a second delete answers 404', async () => {
    // Prepare
    const story = await newStory(ada);
    const recordingId = await record(ada);
    const memo = { id: randomUUID(), content: 'Thunder over the water.', recordingId };
    await ada.client.post(memosUrl(story.id), memo);
    const { body } = await ada.client.get<Story>(`/api/stories/${story.id}`);
    const url = body.voiceMemoEntries[0]!.recordingUrl!;
    expect((await blobFilesOf(ada.user.id)).some((file) => file.includes(recordingId))).toBe(true);

    // Act
    const foreign = await bob.client.delete(memoUrl(story.id, memo.id));
    const keptAfterForeign = await fetch(url);
    const removed = await ada.client.delete(memoUrl(story.id, memo.id));
    const again = await ada.client.delete(memoUrl(story.id, memo.id));
    const played = await fetch(url);

    // Assess
    expect(foreign.status).toBe(404);
    expect(keptAfterForeign.status).toBe(200);
    expect(removed.status).toBe(204);
    expect(again).toMatchObject({ status: 404, body: { error: STORY_ENTRY_TEXTS.voiceMemoNotFound } });
    expect(played.status).toBe(404);
    expect((await blobFilesOf(ada.user.id)).filter((file) => file.includes(recordingId))).toEqual([]);
    expect(await storyItem(story.id)).toMatchObject({ entryCount: 0 });
    expect((await storyItem(story.id))?.preview).toBeUndefined();
  });

  it("refuses another user's story for every memo route, and a tampered playback URL", async () => {
    // Prepare
    const story = await newStory(ada);
    const recordingId = await record(ada);
    await ada.client.post(memosUrl(story.id), { id: randomUUID(), content: 'Ours', recordingId });
    const { body } = await ada.client.get<Story>(`/api/stories/${story.id}`);
    const url = new URL(body.voiceMemoEntries[0]!.recordingUrl!);

    // Act
    const foreign = await bob.client.post(memosUrl(story.id), { content: 'Sneaky' });
    const tampered = new URL(url);
    tampered.pathname = tampered.pathname.replace(ada.user.id, bob.user.id);
    const expired = new URL(url);
    expired.searchParams.set('expires', '1');
    const [tamperedAnswer, expiredAnswer] = await Promise.all([fetch(tampered), fetch(expired)]);

    // Assess
    expect(foreign).toMatchObject({ status: 404, body: { error: CONVERSATION_TEXTS.storyNotFound } });
    expect(tamperedAnswer.status).toBe(404);
    expect(expiredAnswer.status).toBe(404);
    expect(await queryAll(StoryEntryEntity, entriesOfStory(story.id))).toHaveLength(1);
  });
});

describe('the stories grid', () => {
  it('lists each story with its entry count and preview, kept on the story item', async () => {
    // Prepare
    const story = await newStory(ada);
    await ada.client.put(`/api/stories/${story.id}`, { textEntry: { id: randomUUID(), content: 'First.' } });
    await ada.client.post(memosUrl(story.id), { id: randomUUID(), content: 'Second, spoken.' });

    // Act
    const list = await ada.client.get<Story[]>('/api/stories');

    // Assess
    expect(list.body.find((item) => item.id === story.id)).toMatchObject({
      title: 'Summers at the lake',
      entryCount: 2,
      preview: 'Second, spoken.',
    });
  });
});
