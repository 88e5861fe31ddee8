import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Note } from '#shared/schemas/note.ts';
import { CONVERSATION_TEXTS, STORY_ERRORS } from '#shared/texts.ts';
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

const addNote = (session: Session, body: Record<string, unknown>) =>
  session.client.post<Note>('/api/notes', body);

describe('notes', () => {
  it('creates notes by Walt and by the user, inheriting the conversation’s story', async () => {
    const storyId = await createStory(ada.user.id);
    const conversationId = await createConversation(ada.user.id, { storyId });

    const byWalt = await addNote(ada, { content: 'Born in Leeds, 1948', conversationId, createdBy: 'walt' });
    const byUser = await addNote(ada, { content: 'Ask about Aunt May', conversationId });
    const auto = await addNote(ada, {
      content: 'Loves brass bands',
      conversationId,
      createdBy: 'walt',
      source: 'walt-auto',
    });

    expect(byWalt.status).toBe(201);
    expect(byWalt.body).toMatchObject({
      content: 'Born in Leeds, 1948',
      createdBy: 'walt',
      conversationId,
      storyId,
    });
    expect(byUser.body.createdBy).toBe('user');
    expect(auto.body.source).toBe('walt-auto');
    expect(Date.parse(byWalt.body.createdAt)).not.toBeNaN();
  });

  it('lists by conversation, by story, or all of the caller’s, oldest first', async () => {
    const storyId = await createStory(ada.user.id);
    const first = await createConversation(ada.user.id, { storyId });
    const second = await createConversation(ada.user.id, { storyId });
    const a = await addNote(ada, { content: 'one', conversationId: first });
    const b = await addNote(ada, { content: 'two', conversationId: second });
    const c = await addNote(ada, { content: 'three', storyId });
    await addNote(bob, { content: 'bob', conversationId: await createConversation(bob.user.id) });

    const byConversation = await ada.client.get<Note[]>(`/api/notes?conversationId=${first}`);
    const byStory = await ada.client.get<Note[]>(`/api/notes?storyId=${storyId}`);
    const both = await ada.client.get<Note[]>(`/api/notes?storyId=${storyId}&conversationId=${second}`);
    const all = await ada.client.get<Note[]>('/api/notes');

    expect(byConversation.body.map((note) => note.id)).toEqual([a.body.id]);
    expect(byStory.body.map((note) => note.id)).toEqual([a.body.id, b.body.id, c.body.id]);
    expect(both.body.map((note) => note.id)).toEqual([b.body.id]);
    expect(all.body.map((note) => note.content)).toEqual(expect.arrayContaining(['one', 'two', 'three']));
    expect(all.body.map((note) => note.content)).not.toContain('bob');
  });

  it('reads, edits and deletes a note; another user gets 404 and changes nothing', async () => {
    const conversationId = await createConversation(ada.user.id);
    const { body: note } = await addNote(ada, {
      content: 'Grandfather: a cobbler',
      conversationId,
      createdBy: 'walt',
    });

    const foreignRead = await bob.client.get(`/api/notes/${note.id}`);
    const foreignEdit = await bob.client.put(`/api/notes/${note.id}`, { content: 'hijacked' });
    const foreignDelete = await bob.client.delete(`/api/notes/${note.id}`);
    const edited = await ada.client.put<Note>(`/api/notes/${note.id}`, {
      content: 'Grandfather: a clogger',
      createdBy: 'user',
    });
    const read = await ada.client.get<Note>(`/api/notes/${note.id}`);
    const deleted = await ada.client.delete(`/api/notes/${note.id}`);
    const gone = await ada.client.get(`/api/notes/${note.id}`);

    for (const answer of [foreignRead, foreignEdit, foreignDelete])
      expect(answer).toMatchObject({ status: 404, body: { error: CONVERSATION_TEXTS.noteNotFound } });
    expect(edited.status).toBe(200);
    expect(read.body).toMatchObject({ content: 'Grandfather: a clogger', createdBy: 'user' });
    expect(deleted.status).toBe(204);
    expect(gone.status).toBe(404);
  });

  it('validates content, author and the conversation or story it belongs to', async () => {
    const conversationId = await createConversation(ada.user.id);

    const empty = await addNote(ada, { content: '   ', conversationId });
    const noOwner = await addNote(ada, { content: 'floating' });
    const badAuthor = await addNote(ada, { content: 'x', conversationId, createdBy: 'robot' });
    const foreignConversation = await addNote(bob, { content: 'x', conversationId });
    const foreignStory = await addNote(bob, { content: 'x', storyId: await createStory(ada.user.id) });
    const foreignList = await bob.client.get(`/api/notes?conversationId=${conversationId}`);
    const emptyEdit = await ada.client.put(
      `/api/notes/${(await addNote(ada, { content: 'ok', conversationId })).body.id}`,
      {
        content: '',
      },
    );

    expect(empty).toMatchObject({ status: 400, body: { error: expect.stringMatching(/content/) } });
    expect(noOwner).toMatchObject({
      status: 400,
      body: { error: expect.stringMatching(/conversationId or storyId/) },
    });
    expect(badAuthor).toMatchObject({ status: 400, body: { error: expect.stringMatching(/createdBy/) } });
    expect(foreignConversation.status).toBe(404);
    expect(foreignStory.status).toBe(404);
    expect(foreignList.status).toBe(404);
    expect(emptyEdit.status).toBe(400);
  });

  it('stores a retried create with the client id once; another use of the id is a 409 (issue 24)', async () => {
    const id = randomUUID();
    const storyId = await createStory(ada.user.id);
    const note = { id, storyId, content: 'Grandad kept bees behind the chapel.', createdBy: 'user' };
    const first = await ada.client.post<Note>('/api/notes', note);
    const retried = await Promise.all([
      ada.client.post<Note>('/api/notes', note),
      ada.client.post<Note>('/api/notes', note),
    ]);
    expect(first.status).toBe(201);
    expect(first.body.id).toBe(id);
    for (const answer of retried)
      expect(answer).toMatchObject({ status: 201, body: { id, content: note.content } });
    const mine = await ada.client.get<Note[]>('/api/notes');
    expect(mine.body.filter((stored) => stored.id === id)).toHaveLength(1);

    const otherContent = await ada.client.post('/api/notes', { ...note, content: 'Something else.' });
    expect(otherContent).toMatchObject({ status: 409, body: { error: STORY_ERRORS.noteIdTaken } });
    const otherOwner = await bob.client.post('/api/notes', {
      ...note,
      storyId: await createStory(bob.user.id),
    });
    expect(otherOwner).toMatchObject({ status: 409, body: { error: STORY_ERRORS.noteIdTaken } });
    expect((await bob.client.get<Note[]>('/api/notes')).body.some((stored) => stored.id === id)).toBe(false);
  });

  it('requires a signed-in caller', async () => {
    expect((await new ApiClient().get('/api/notes')).status).toBe(401);
  });
});
