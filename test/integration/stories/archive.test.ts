import { randomUUID } from 'node:crypto';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { beforeAll, describe, expect, it } from 'vitest';
import { listMessages } from '#functions/core/conversations/messages.ts';
import { createReportRecord, findReport } from '#functions/core/research/reports.ts';
import { NoteEntity, notesOfStory as notesOfStoryQuery } from '#functions/db/entities/note.ts';
import { StoryEntity } from '#functions/db/entities/story.ts';
import {
  completionsOfStory,
  StoryPathCompletionEntity,
} from '#functions/db/entities/story-path-completion.ts';
import { queryAll } from '#functions/db/read.ts';
import type { Conversation } from '#shared/schemas/conversation.ts';
import type { Story } from '#shared/schemas/story.ts';
import { CONVERSATION_TEXTS } from '#shared/texts.ts';
import { notesOfConversation } from '#test/factories/interviews.ts';
import { ApiClient, type Session, signedInClient } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';
import { postStory, withTwoNarrators } from '#test/helpers/narrators.ts';

beforeAll(useRuntimeDatabase);
const { ada, bob } = withTwoNarrators();
const PATH_ID = 'seed-gettingToKnowYou';

const newStory = (session: Session, title = 'My life') => postStory(session, { title });

const storyAt = async (userId: string, title: string, createdAt: string) => {
  const storyId = randomUUID();
  await StoryEntity.build(PutItemCommand).item({ storyId, userId, title, createdAt }).send();
  return storyId;
};

const conversationWithMaterial = async (session: Session, storyId: string) => {
  const started = await session.client.post<{ conversation: Conversation }>('/api/conversations/start', {
    pathId: PATH_ID,
    storyId,
  });
  const { id } = started.body.conversation;
  await session.client.post(`/api/conversations/${id}/save`, {
    messages: [{ id: '1', role: 'user', content: 'My father was a miner.' }],
  });
  await session.client.post('/api/notes', { content: 'Father: miner', conversationId: id });
  return id;
};

const notesOfStory = async (storyId: string) => queryAll(NoteEntity, notesOfStoryQuery(storyId));

describe('GET /api/stories', () => {
  it('lists only the caller’s stories, newest first', async () => {
    const carol = await signedInClient();
    const older = await storyAt(carol.user.id, 'Childhood', '2024-01-01T10:00:00.000Z');
    const newer = await storyAt(carol.user.id, 'Working life', '2025-06-01T10:00:00.000Z');
    const middle = await storyAt(carol.user.id, 'Marriage', '2024-09-01T10:00:00.000Z');
    await newStory(bob, 'Not Carol’s');

    const answer = await carol.client.get<Story[]>('/api/stories');

    expect(answer.status).toBe(200);
    expect(answer.body.map((story) => story.id)).toEqual([newer, middle, older]);
    expect(answer.body[0]).toMatchObject({ title: 'Working life', userId: carol.user.id });
  });

  it('answers an empty list to a new account and 401 without a session', async () => {
    const dora = await signedInClient();

    const empty = await dora.client.get('/api/stories');
    const anonymous = await new ApiClient().get('/api/stories');

    expect(empty).toMatchObject({ status: 200, body: [] });
    expect(anonymous.status).toBe(401);
  });
});

describe('DELETE /api/stories/{id}', () => {
  it('deletes the story with its conversations, their messages, notes, reports and completions', async () => {
    const story = await newStory(ada);
    const conversationId = await conversationWithMaterial(ada, story.id);
    const unrelated = await conversationWithMaterial(ada, (await newStory(ada, 'Another')).id);
    await ada.client.post('/api/notes', { content: 'Grew up in Leeds', storyId: story.id });
    await ada.client.post(`/api/stories/${story.id}/complete-path`, { pathId: PATH_ID, conversationId });
    const report = await createReportRecord({
      userId: ada.user.id,
      title: 'Mining in Yorkshire',
      query: 'coal mining 1950s',
      storyId: story.id,
      createdBy: 'walt-research',
    });

    const deleted = await ada.client.delete(`/api/stories/${story.id}`);
    const stories = await ada.client.get<Story[]>('/api/stories');
    const conversations = await ada.client.get<Conversation[]>('/api/conversations');

    expect(deleted.status).toBe(204);
    expect((await ada.client.get(`/api/stories/${story.id}`)).status).toBe(404);
    expect(stories.body.map(({ id }) => id)).not.toContain(story.id);
    expect(conversations.body.map(({ id }) => id)).not.toContain(conversationId);
    expect(conversations.body.map(({ id }) => id)).toContain(unrelated);
    expect((await ada.client.get(`/api/conversations/${conversationId}`)).status).toBe(404);
    expect(await listMessages(conversationId)).toEqual([]);
    expect(await notesOfConversation(conversationId)).toEqual([]);
    expect(await notesOfStory(story.id)).toEqual([]);
    expect(await findReport(report.reportId)).toBeUndefined();
    const completions = await queryAll(StoryPathCompletionEntity, completionsOfStory(story.id));
    expect(completions).toEqual([]);
    expect(await listMessages(unrelated)).toHaveLength(1);
    expect(await notesOfConversation(unrelated)).toHaveLength(1);
  });

  it('answers 404 for another user’s story and for a missing one, and leaves the story alone', async () => {
    const story = await newStory(ada);

    const foreign = await bob.client.delete(`/api/stories/${story.id}`);
    const missing = await ada.client.delete(`/api/stories/${randomUUID()}`);
    const read = await ada.client.get(`/api/stories/${story.id}`);

    expect(foreign).toMatchObject({ status: 404, body: { error: CONVERSATION_TEXTS.storyNotFound } });
    expect(missing).toMatchObject({ status: 404, body: { error: CONVERSATION_TEXTS.storyNotFound } });
    expect(read.status).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const story = await newStory(ada);

    const anonymous = await new ApiClient().delete(`/api/stories/${story.id}`);

    expect(anonymous.status).toBe(401);
    expect((await ada.client.get(`/api/stories/${story.id}`)).status).toBe(200);
  });
});
