import { randomUUID } from 'node:crypto';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { ConversationEntity } from '#functions/db/entities/conversation.ts';
import { MessageEntity } from '#functions/db/entities/message.ts';
import { NoteEntity, notesOfConversation as notesOfConversationQuery } from '#functions/db/entities/note.ts';
import { StoryEntity } from '#functions/db/entities/story.ts';
import { StoryEntryEntity } from '#functions/db/entities/story-entry.ts';
import { queryAll } from '#functions/db/read.ts';
import { createUser } from './users.ts';

/**
 * Interview data (a conversation with its messages, a story) written straight to DynamoDB Local, so the
 * suites of notes, stories, AI and research set up their material through the conversations feature's
 * entities, not through its endpoints.
 */
export const createConversation = async (
  userId: string,
  options: {
    pathId?: string;
    storyId?: string;
    messages?: { role: 'user' | 'assistant'; content: string }[];
  } = {},
) => {
  const conversationId = randomUUID();
  const messages = options.messages ?? [];
  await ConversationEntity.build(PutItemCommand)
    .item({
      conversationId,
      userId,
      type: 'interview',
      status: 'active',
      ...(options.pathId ? { pathId: options.pathId } : {}),
      ...(options.storyId ? { storyId: options.storyId } : {}),
      messageCount: messages.length,
      nextSeq: messages.length,
    })
    .options({ condition: { attr: 'conversationId', exists: false } })
    .send();
  const now = new Date().toISOString();
  for (const [seq, message] of messages.entries())
    await MessageEntity.build(PutItemCommand)
      .item({
        conversationId,
        messageId: `m-${seq}`,
        role: message.role,
        content: message.content,
        seq,
        createdAt: now,
        updatedAt: now,
      })
      .send();
  return conversationId;
};

export const createStory = async (userId: string, title = 'My story') => {
  const storyId = randomUUID();
  await StoryEntity.build(PutItemCommand)
    .item({ storyId, userId, title })
    .options({ condition: { attr: 'storyId', exists: false } })
    .send();
  return storyId;
};

export const notesOfConversation = (conversationId: string) =>
  queryAll(NoteEntity, notesOfConversationQuery(conversationId));

/** A narrator (a real account row) with a story of Leeds holding one conversation and one typed entry. */
export const narratorWithStory = async () => {
  const userId = await createUser();
  const storyId = await createStory(userId, 'Growing up in Leeds');
  const conversationId = await createConversation(userId, {
    storyId,
    messages: [
      { role: 'assistant', content: 'Where did you grow up?' },
      {
        role: 'user',
        content: 'I grew up on Cardigan Road in Leeds, above my father’s bakery, in the 1950s.',
      },
    ],
  });
  const entryId = randomUUID();
  const now = new Date().toISOString();
  await StoryEntryEntity.build(PutItemCommand)
    .item({
      storyId,
      entryId,
      userId,
      kind: 'text',
      content: 'My mother sold the loaves at the counter and knew every customer by name.',
      createdAt: now,
      updatedAt: now,
    })
    .send();
  return { userId, storyId, conversationId, entryId };
};
