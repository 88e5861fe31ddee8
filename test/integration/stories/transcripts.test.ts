import { randomUUID } from 'node:crypto';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { beforeAll, describe, expect, it } from 'vitest';
import { INLINE_TRANSCRIPT_MESSAGES } from '#functions/core/stories/transcripts.ts';
import { ConversationEntity } from '#functions/db/entities/conversation.ts';
import { MessageEntity, messagesOfConversation } from '#functions/db/entities/message.ts';
import { getItem, queryAll } from '#functions/db/read.ts';
import type { Story } from '#shared/schemas/story.ts';
import { CONVERSATION_TEXTS, STORY_ERRORS } from '#shared/texts.ts';
import { createConversation } from '#test/factories/interviews.ts';
import type { Session } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';
import { postStory, withTwoNarrators } from '#test/helpers/narrators.ts';

/*
 * Transcript entries: one per conversation held for the story, read through the story index. Short ones
 * carry their turns; long ones are marked truncated and loaded on demand from GET /api/conversations/{id}.
 */

beforeAll(useRuntimeDatabase);
const { ada, bob } = withTwoNarrators();

const newStory = (session: Session) => postStory(session, { title: 'Growing up' });

const turns = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    role: index % 2 === 0 ? ('assistant' as const) : ('user' as const),
    content: index % 2 === 0 ? `Question ${index}?` : `Answer ${index}: we lived by the canal.`,
  }));

/** A conversation held for the story, as the call leaves it: titled with its path's name, summarised. */
const heldConversation = async (userId: string, storyId: string, messageCount: number, summary?: string) => {
  const conversationId = await createConversation(userId, {
    storyId,
    pathId: 'path-childhood',
    messages: turns(messageCount),
  });
  await ConversationEntity.build(UpdateItemCommand)
    .item({ conversationId, title: 'Childhood', sessionType: 'childhood', ...(summary ? { summary } : {}) })
    .send();
  return conversationId;
};

describe('transcript entries in GET /api/stories/{id}', () => {
  it('lists one entry per conversation held for the story, oldest first, with its turns', async () => {
    // Prepare
    const story = await newStory(ada);
    const first = await heldConversation(ada.user.id, story.id, 4, 'Life by the canal.');
    const second = await heldConversation(ada.user.id, story.id, 2);
    await createConversation(ada.user.id, { messages: turns(2) }); // not held for the story
    const other = await newStory(ada);
    await heldConversation(ada.user.id, other.id, 2); // another story's

    // Act
    const read = await ada.client.get<Story>(`/api/stories/${story.id}`);

    // Assess
    expect(read.status).toBe(200);
    expect(read.body.transcriptEntries).toEqual([
      {
        id: first,
        conversationId: first,
        createdAt: expect.any(String),
        summary: 'Life by the canal.',
        path: { id: 'path-childhood', name: 'Childhood' },
        transcript: turns(4),
        messageCount: 4,
      },
      {
        id: second,
        conversationId: second,
        createdAt: expect.any(String),
        path: { id: 'path-childhood', name: 'Childhood' },
        transcript: turns(2),
        messageCount: 2,
      },
    ]);
  });

  it('leaves out the turns of a long conversation, which loads in full from its own endpoint', async () => {
    // Prepare
    const story = await newStory(ada);
    const long = await heldConversation(ada.user.id, story.id, INLINE_TRANSCRIPT_MESSAGES + 1);

    // Act
    const read = await ada.client.get<Story>(`/api/stories/${story.id}`);
    const full = await ada.client.get<{ messages: unknown[] }>(`/api/conversations/${long}`);

    // Assess
    expect(read.body.transcriptEntries).toEqual([
      expect.objectContaining({
        id: long,
        transcript: [],
        messageCount: INLINE_TRANSCRIPT_MESSAGES + 1,
        transcriptTruncated: true,
      }),
    ]);
    expect(full.body.messages).toHaveLength(INLINE_TRANSCRIPT_MESSAGES + 1);
  });

  it('keeps a story with ten long transcripts well under a megabyte', async () => {
    // Prepare
    const story = await newStory(ada);
    for (let index = 0; index < 10; index += 1) await heldConversation(ada.user.id, story.id, 200);

    // Act
    const response = await fetch(new URL(`/api/stories/${story.id}`, ada.client.baseUrl), {
      headers: { cookie: [...ada.client.cookies].map(([key, value]) => `${key}=${value}`).join('; ') },
    });
    const text = await response.text();

    // Assess
    expect(response.status).toBe(200);
    expect((JSON.parse(text) as Story).transcriptEntries).toHaveLength(10);
    expect(Buffer.byteLength(text)).toBeLessThan(100_000);
  });
});

describe('DELETE /api/stories/{id}/transcript-entries/{entryId}', () => {
  const url = (storyId: string, entryId: string) => `/api/stories/${storyId}/transcript-entries/${entryId}`;

  it('deletes the conversation held for the story, with its messages', async () => {
    // Prepare
    const story = await newStory(ada);
    const conversationId = await heldConversation(ada.user.id, story.id, 4);

    // Act
    const removed = await ada.client.delete(url(story.id, conversationId));
    const again = await ada.client.delete(url(story.id, conversationId));
    const read = await ada.client.get<Story>(`/api/stories/${story.id}`);

    // Assess
    expect(removed.status).toBe(204);
    expect(again).toMatchObject({ status: 404, body: { error: STORY_ERRORS.transcriptEntryNotFound } });
    expect(read.body.transcriptEntries).toEqual([]);
    expect(await getItem(ConversationEntity, { conversationId })).toBeUndefined();
    expect(await queryAll(MessageEntity, messagesOfConversation(conversationId))).toEqual([]);
  });

  it("answers 404 for another user's story or conversation, or another story's, and changes nothing", async () => {
    // Prepare
    const story = await newStory(ada);
    const conversationId = await heldConversation(ada.user.id, story.id, 2);
    const otherStory = await newStory(ada);
    const bobsStory = await newStory(bob);
    const loose = await createConversation(ada.user.id, { messages: turns(2) });

    // Act
    const byBob = await bob.client.delete(url(story.id, conversationId));
    const throughBobsStory = await bob.client.delete(url(bobsStory.id, conversationId));
    const wrongStory = await ada.client.delete(url(otherStory.id, conversationId));
    const notHeld = await ada.client.delete(url(story.id, loose));
    const unknown = await ada.client.delete(url(story.id, randomUUID()));

    // Assess
    expect(byBob).toMatchObject({ status: 404, body: { error: CONVERSATION_TEXTS.storyNotFound } });
    for (const answer of [throughBobsStory, wrongStory, notHeld, unknown])
      expect(answer).toMatchObject({ status: 404, body: { error: STORY_ERRORS.transcriptEntryNotFound } });
    expect(await getItem(ConversationEntity, { conversationId })).toBeDefined();
    expect(await getItem(ConversationEntity, { conversationId: loose })).toBeDefined();
    expect(await queryAll(MessageEntity, messagesOfConversation(conversationId))).toHaveLength(2);
  });
});
