import { randomUUID } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import type { Note } from '#shared/schemas/note.ts';
import { CONVERSATION_TEXTS } from '#shared/texts.ts';
import type { NoteEntity } from '../../db/entities/note.ts';
import { db } from '../../db/service.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { getConversationForUser } from '../conversations/conversations.ts';
import { getStoryRecordForUser } from '../stories/stories.ts';

export type NoteRecord = EntityItem<typeof NoteEntity>;
type Author = Note['createdBy'];

export const toNote = (record: NoteRecord): Note => ({
  id: record.noteId,
  content: record.content,
  createdBy: record.createdBy,
  conversationId: record.conversationId,
  storyId: record.storyId,
  source: record.source,
  ...(record.stepId ? { metadata: { stepId: record.stepId } } : {}),
  createdAt: record.createdAt,
  updatedAt: record.updatedAt,
});

/** The caller's note; another user's id answers 404 exactly like a missing one. */
export const getNoteRecordForUser = async (userId: string, noteId: string): Promise<NoteRecord> => {
  const { data } = await db().entities.notes.get({ noteId }).go({ consistent: true });
  if (!data || data.userId !== userId) throw new NotFoundError(CONVERSATION_TEXTS.noteNotFound);
  return data;
};

/**
 * The caller's notes, oldest first. With a conversation or story the list is read from that index after the
 * owner is checked; with both, notes of the conversation that also belong to the story.
 */
export const listNotes = async (
  userId: string,
  filter: { storyId?: string; conversationId?: string },
): Promise<Note[]> => {
  let records: NoteRecord[];
  if (filter.conversationId) {
    await getConversationForUser(userId, filter.conversationId);
    ({ data: records } = await db()
      .entities.notes.query.byConversation({ conversationId: filter.conversationId })
      .go({ pages: 'all' }));
    if (filter.storyId) records = records.filter((note) => note.storyId === filter.storyId);
  } else if (filter.storyId) {
    await getStoryRecordForUser(userId, filter.storyId);
    ({ data: records } = await db()
      .entities.notes.query.byStory({ storyId: filter.storyId })
      .go({ pages: 'all' }));
  } else {
    ({ data: records } = await db().entities.notes.query.byUser({ userId }).go({ pages: 'all' }));
  }
  return records.filter((note) => note.userId === userId).map(toNote);
};

export const createNote = async (
  userId: string,
  input: { content: string; conversationId?: string; storyId?: string; createdBy: Author; source?: string },
): Promise<Note> => {
  let storyId = input.storyId;
  if (input.conversationId) {
    const conversation = await getConversationForUser(userId, input.conversationId);
    storyId ??= conversation.storyId;
  }
  if (storyId) await getStoryRecordForUser(userId, storyId);
  const { data } = await db()
    .entities.notes.create({
      noteId: randomUUID(),
      userId,
      content: input.content,
      createdBy: input.createdBy,
      ...(input.conversationId ? { conversationId: input.conversationId } : {}),
      ...(storyId ? { storyId } : {}),
      ...(input.source ? { source: input.source } : {}),
    })
    .go();
  return toNote(data as NoteRecord);
};

/** Rewrites a note's content; `createdBy` records who edited it last (Walt or the user). */
export const updateNote = async (
  userId: string,
  noteId: string,
  input: { content: string; createdBy?: Author },
): Promise<Note> => {
  const record = await getNoteRecordForUser(userId, noteId);
  const { data } = await db()
    .entities.notes.patch({ noteId })
    .set({ content: input.content, ...(input.createdBy ? { createdBy: input.createdBy } : {}) })
    .go({ response: 'all_new' });
  return toNote({ ...record, ...(data as NoteRecord) });
};

export const deleteNote = async (userId: string, noteId: string): Promise<void> => {
  await getNoteRecordForUser(userId, noteId);
  await db().entities.notes.delete({ noteId }).go();
};
