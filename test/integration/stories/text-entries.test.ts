import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { entriesOfStory, StoryEntryEntity } from '#functions/db/entities/story-entry.ts';
import { queryAll } from '#functions/db/read.ts';
import type { Story } from '#shared/schemas/story.ts';
import { CONVERSATION_TEXTS, STORY_ENTRY_TEXTS } from '#shared/texts.ts';
import type { Session } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';
import { twoNarrators } from '#test/helpers/narrators.ts';

let ada: Session;
let bob: Session;

beforeAll(async () => {
  useRuntimeDatabase();
  [ada, bob] = await twoNarrators();
});

const typedStory = async (session: Session, content = 'We moved to Halifax in the spring of 1962.') => {
  const textEntry = { id: randomUUID(), content, stepId: 'step-1' };
  const answer = await session.client.post<Story>('/api/stories', { content, textEntry });
  expect(answer.status).toBe(201);
  return { story: answer.body, textEntry };
};

const entriesInTable = async (storyId: string) => queryAll(StoryEntryEntity, entriesOfStory(storyId));

const entryUrl = (storyId: string, entryId: string) => `/api/stories/${storyId}/text-entries/${entryId}`;

describe('typed story entries', () => {
  it('creates a story with its first typed entry and reads it back', async () => {
    const { story, textEntry } = await typedStory(ada);

    const read = await ada.client.get<Story>(`/api/stories/${story.id}`);

    expect(read.status).toBe(200);
    expect(read.body.textEntries).toEqual([
      { id: textEntry.id, content: textEntry.content, stepId: 'step-1', createdAt: expect.any(String) },
    ]);
    expect(read.body.voiceMemoEntries).toEqual([]);
    expect(read.body.content).toBe(textEntry.content);
    expect(read.body.title).toMatch(/^Story from \d{4}-\d{2}-\d{2}$/);
  });

  it('stores a retried create once: same story, one entry', async () => {
    const textEntry = { id: randomUUID(), content: 'The harbour at dawn.' };

    const [first, second] = await Promise.all([
      ada.client.post<Story>('/api/stories', { content: textEntry.content, textEntry }),
      ada.client.post<Story>('/api/stories', { content: textEntry.content, textEntry }),
    ]);
    const third = await ada.client.post<Story>('/api/stories', { content: textEntry.content, textEntry });
    const list = await ada.client.get<Story[]>('/api/stories');

    expect([first.status, second.status, third.status]).toEqual([201, 201, 201]);
    expect(new Set([first.body.id, second.body.id, third.body.id]).size).toBe(1);
    expect(third.body.textEntries).toHaveLength(1);
    expect(list.body.filter((story) => story.id === first.body.id)).toHaveLength(1);
  });

  it('refuses an empty entry with the spec message and stores nothing', async () => {
    const before = await ada.client.get<Story[]>('/api/stories');

    const blank = await ada.client.post('/api/stories', {
      content: '   ',
      textEntry: { id: randomUUID(), content: ' \n ' },
    });
    const after = await ada.client.get<Story[]>('/api/stories');

    expect(blank.status).toBe(400);
    expect(String(blank.body.error)).toContain(STORY_ENTRY_TEXTS.writeSomething);
    expect(after.body).toHaveLength(before.body.length);
  });

  it('adds notes to a story, oldest first, and a retried add stores it once', async () => {
    const { story } = await typedStory(ada);
    const note = { id: randomUUID(), content: 'Dad built the boat himself.' };

    const added = await ada.client.put<Story>(`/api/stories/${story.id}`, { textEntry: note });
    const retried = await ada.client.put<Story>(`/api/stories/${story.id}`, { textEntry: note });
    const clash = await ada.client.put(`/api/stories/${story.id}`, {
      textEntry: { id: note.id, content: 'Something else entirely' },
    });

    expect(added.status).toBe(200);
    expect(retried.body.textEntries.map((entry) => entry.content)).toEqual([
      story.textEntries[0]?.content,
      note.content,
    ]);
    expect(retried.body.updatedAt >= story.updatedAt).toBe(true);
    expect(clash.status).toBe(409);
    expect(await entriesInTable(story.id)).toHaveLength(2);
  });

  it("edits a typed entry; unknown entries and other users' stories answer 404", async () => {
    const { story, textEntry } = await typedStory(ada);

    const edited = await ada.client.put(entryUrl(story.id, textEntry.id), { content: 'We moved in 1963.' });
    const unknown = await ada.client.put(entryUrl(story.id, randomUUID()), { content: 'x' });
    const foreign = await bob.client.put(entryUrl(story.id, textEntry.id), { content: 'Mine now' });
    const blank = await ada.client.put(entryUrl(story.id, textEntry.id), { content: '  ' });
    const read = await ada.client.get<Story>(`/api/stories/${story.id}`);

    expect(edited).toMatchObject({ status: 200, body: { id: textEntry.id, content: 'We moved in 1963.' } });
    expect(unknown).toMatchObject({ status: 404, body: { error: STORY_ENTRY_TEXTS.textEntryNotFound } });
    expect(foreign).toMatchObject({ status: 404, body: { error: CONVERSATION_TEXTS.storyNotFound } });
    expect(blank.status).toBe(400);
    expect(read.body.textEntries.map((entry) => entry.content)).toEqual(['We moved in 1963.']);
  });

  it('deletes a typed entry once; the owner alone can', async () => {
    const { story, textEntry } = await typedStory(ada);

    const foreign = await bob.client.delete(entryUrl(story.id, textEntry.id));
    const removed = await ada.client.delete(entryUrl(story.id, textEntry.id));
    const again = await ada.client.delete(entryUrl(story.id, textEntry.id));

    expect(foreign.status).toBe(404);
    expect(removed.status).toBe(204);
    expect(again).toMatchObject({ status: 404, body: { error: STORY_ENTRY_TEXTS.textEntryNotFound } });
    expect(await entriesInTable(story.id)).toEqual([]);
  });

  it('deleting the story deletes its entries', async () => {
    const { story } = await typedStory(ada);
    await ada.client.put(`/api/stories/${story.id}`, { textEntry: { content: 'A second note.' } });
    expect(await entriesInTable(story.id)).toHaveLength(2);

    const removed = await ada.client.delete(`/api/stories/${story.id}`);

    expect(removed.status).toBe(204);
    expect(await entriesInTable(story.id)).toEqual([]);
  });
});
