import { randomUUID } from 'node:crypto';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { CONVERSATION_TEXTS } from '#shared/texts.ts';
import { listMessages } from '../core/conversations/messages.ts';
import { findPath } from '../core/paths/paths.ts';
import { ConversationEntity } from '../db/entities/conversation.ts';
import { NoteEntity, notesOfConversation } from '../db/entities/note.ts';
import { StoryEntity } from '../db/entities/story.ts';
import { loadOwned, queryAll } from '../db/read.ts';

/**
 * What Walt's AI reads from the interviews feature: a narrator's own conversation, story, transcript and
 * notes. Every read checks ownership; another user's id is answered exactly like a missing one (404).
 */
const { conversationNotFound: CONVERSATION_NOT_FOUND, storyNotFound: STORY_NOT_FOUND } = CONVERSATION_TEXTS;

export const ownedConversation = (userId: string, conversationId: string) =>
  loadOwned(ConversationEntity, { conversationId }, userId, CONVERSATION_NOT_FOUND);

export const ownedStory = (userId: string, storyId: string) =>
  loadOwned(StoryEntity, { storyId }, userId, STORY_NOT_FOUND);

/** The transcript in order (messages are items of their own). */
export const transcriptOf = (conversationId: string) => listMessages(conversationId);

export const notesOf = async (conversationId: string) => {
  const notes = await queryAll(NoteEntity, notesOfConversation(conversationId));
  return notes.map((note) => ({ id: note.noteId, content: note.content, createdBy: note.createdBy }));
};

export const pathOf = (pathId: string | undefined) =>
  pathId ? findPath(pathId) : Promise.resolve(undefined);

/** A note Walt takes on his own from the conversation: createdBy 'walt', source 'walt-auto'. */
export const addAutomaticNote = async (
  userId: string,
  conversation: { conversationId: string; storyId?: string },
  content: string,
) => {
  const { ToolboxItem } = await NoteEntity.build(PutItemCommand)
    .item({
      noteId: randomUUID(),
      userId,
      conversationId: conversation.conversationId,
      ...(conversation.storyId ? { storyId: conversation.storyId } : {}),
      content,
      createdBy: 'walt',
      source: 'walt-auto',
    })
    .options({ condition: { attr: 'noteId', exists: false } })
    .send();
  return ToolboxItem;
};
