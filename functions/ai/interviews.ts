import { randomUUID } from 'node:crypto';
import { CONVERSATION_TEXTS } from '#shared/texts.ts';
import { listMessages } from '../core/conversations/messages.ts';
import { findPath } from '../core/paths/paths.ts';
import { db } from '../db/service.ts';
import { NotFoundError } from '../lib/errors.ts';

/**
 * What Walt's AI reads from the interviews feature: a narrator's own conversation, story, transcript and
 * notes. Every read checks ownership; another user's id is answered exactly like a missing one (404).
 */
const { conversationNotFound: CONVERSATION_NOT_FOUND, storyNotFound: STORY_NOT_FOUND } = CONVERSATION_TEXTS;

export const ownedConversation = async (userId: string, conversationId: string) => {
  const { data } = await db().entities.conversations.get({ conversationId }).go();
  if (!data || data.userId !== userId) throw new NotFoundError(CONVERSATION_NOT_FOUND);
  return data;
};

export const ownedStory = async (userId: string, storyId: string) => {
  const { data } = await db().entities.stories.get({ storyId }).go();
  if (!data || data.userId !== userId) throw new NotFoundError(STORY_NOT_FOUND);
  return data;
};

/** The transcript in order (messages are items of their own). */
export const transcriptOf = (conversationId: string) => listMessages(conversationId);

export const notesOf = async (conversationId: string) => {
  const { data } = await db().entities.notes.query.byConversation({ conversationId }).go({ pages: 'all' });
  return data.map((note) => ({ id: note.noteId, content: note.content, createdBy: note.createdBy }));
};

export const pathOf = (pathId: string | undefined) =>
  pathId ? findPath(pathId) : Promise.resolve(undefined);

/** A note Walt takes on his own from the conversation: createdBy 'walt', source 'walt-auto'. */
export const addAutomaticNote = async (
  userId: string,
  conversation: { conversationId: string; storyId?: string },
  content: string,
) => {
  const { data } = await db()
    .entities.notes.create({
      noteId: randomUUID(),
      userId,
      conversationId: conversation.conversationId,
      ...(conversation.storyId ? { storyId: conversation.storyId } : {}),
      content,
      createdBy: 'walt',
      source: 'walt-auto',
    })
    .go();
  return data;
};
