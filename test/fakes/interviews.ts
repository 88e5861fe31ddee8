import { randomUUID } from 'node:crypto';
import { db } from '#functions/db/service.ts';

/**
 * Interview data written straight to DynamoDB Local for the AI and research suites, so they depend on the
 * conversations feature's tables, not on its endpoints.
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
  await db()
    .entities.conversations.create({
      conversationId,
      userId,
      type: 'interview',
      status: 'active',
      ...(options.pathId ? { pathId: options.pathId } : {}),
      ...(options.storyId ? { storyId: options.storyId } : {}),
      messageCount: messages.length,
      nextSeq: messages.length,
    })
    .go();
  const now = new Date().toISOString();
  for (const [seq, message] of messages.entries())
    await db()
      .entities.messages.put({
        conversationId,
        messageId: `m-${seq}`,
        role: message.role,
        content: message.content,
        seq,
        createdAt: now,
        updatedAt: now,
      })
      .go();
  return conversationId;
};

export const createStory = async (userId: string, title = 'My story') => {
  const storyId = randomUUID();
  await db().entities.stories.create({ storyId, userId, title }).go();
  return storyId;
};

export const notesOfConversation = async (conversationId: string) => {
  const { data } = await db().entities.notes.query.byConversation({ conversationId }).go({ pages: 'all' });
  return data;
};
