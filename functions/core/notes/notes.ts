import { randomUUID } from 'node:crypto';
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import type { Query } from 'dynamodb-toolbox/table/actions/query';
import type { Page } from '#shared/page.ts';
import type { Note } from '#shared/schemas/note.ts';
import { NOTE_SOURCE_AUTO } from '#shared/schemas/note.ts';
import { CONVERSATION_TEXTS, STORY_ERRORS } from '#shared/texts.ts';
import { NoteEntity, notesOfConversation, notesOfStory, notesOfUser } from '../../db/entities/note.ts';
import { isConditionFailure } from '../../db/errors.ts';
import { getItem, loadOwned, mapPage, type PageRequest, queryAll, queryPageAs } from '../../db/read.ts';
import type { table } from '../../db/table.ts';
import { ConflictError } from '../../lib/errors.ts';
import { memoryChanged } from '../memory/changed.ts';
import { memorySourceDeleted } from '../memory/source-deleted.ts';
import { getConversationForUser } from '../ownership/conversation.ts';
import { getStoryRecordForUser } from '../ownership/story.ts';
import { dropAutomaticTwin } from './same-turn.ts';

export type NoteRecord = FormattedItem<typeof NoteEntity>;
type Author = Note['createdBy'];

/** What a note answers (and its owner), read as stored by the list (`queryPageAs`). */
const NOTE_ATTRIBUTES = [
  'noteId',
  'userId',
  'content',
  'createdBy',
  'conversationId',
  'storyId',
  'source',
  'stepId',
  'createdAt',
  'updatedAt',
] as const;

export const toNote = (record: Pick<NoteRecord, (typeof NOTE_ATTRIBUTES)[number]>): Note => ({
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
export const getNoteRecordForUser = (userId: string, noteId: string): Promise<NoteRecord> =>
  loadOwned(NoteEntity, { noteId }, userId, CONVERSATION_TEXTS.noteNotFound);

/**
 * The caller's notes, oldest first. With a conversation or story the list is read from that index after the
 * owner is checked; with both, notes of the conversation that also belong to the story.
 */
export const listNotes = async (
  userId: string,
  filter: { storyId?: string; conversationId?: string },
  page: PageRequest,
): Promise<Page<Note>> => {
  let query: Query<typeof table>;
  if (filter.conversationId) {
    await getConversationForUser(userId, filter.conversationId);
    query = notesOfConversation(filter.conversationId);
  } else if (filter.storyId) {
    await getStoryRecordForUser(userId, filter.storyId);
    query = notesOfStory(filter.storyId);
  } else {
    query = notesOfUser(userId);
  }
  const read = await queryPageAs(NoteEntity, query, NOTE_ATTRIBUTES, page);
  // With both, the conversation's notes that also belong to the story (a page may then hold fewer).
  const mine = read.items.filter(
    (note) => note.userId === userId && (!filter.storyId || note.storyId === filter.storyId),
  );
  return mapPage({ ...read, items: mine }, toNote);
};

export const createNote = async (
  userId: string,
  input: {
    id?: string;
    content: string;
    conversationId?: string;
    storyId?: string;
    createdBy: Author;
    source?: string;
  },
): Promise<Note> => {
  let storyId = input.storyId;
  if (input.conversationId) {
    const conversation = await getConversationForUser(userId, input.conversationId);
    storyId ??= conversation.storyId;
  }
  if (storyId) await getStoryRecordForUser(userId, storyId);
  const noteId = input.id ?? randomUUID();
  let put: Awaited<ReturnType<typeof putNote>>;
  const putNote = () =>
    NoteEntity.build(PutItemCommand)
      .item({
        noteId,
        userId,
        content: input.content,
        createdBy: input.createdBy,
        ...(input.conversationId ? { conversationId: input.conversationId } : {}),
        ...(storyId ? { storyId } : {}),
        ...(input.source ? { source: input.source } : {}),
      })
      .options({ condition: { attr: 'noteId', exists: false } })
      .send();
  try {
    put = await putNote();
  } catch (error) {
    if (!input.id || !isConditionFailure(error)) throw error;
    // A retry of the same create answers the note it stored; any other use of the id is a conflict.
    const stored = await getItem(NoteEntity, { noteId });
    if (stored?.userId === userId && stored.content === input.content) return toNote(stored);
    throw new ConflictError(STORY_ERRORS.noteIdTaken);
  }
  const { ToolboxItem } = put;
  if (input.createdBy === 'user') await memoryChanged(userId);
  if (input.createdBy === 'walt' && input.source !== NOTE_SOURCE_AUTO && input.conversationId)
    await dropAutomaticTwin(input.conversationId, input.content);
  return toNote(ToolboxItem);
};

/** Rewrites a note's content; `createdBy` records who edited it last (Walt or the user). */
export const updateNote = async (
  userId: string,
  noteId: string,
  input: { content: string; createdBy?: Author },
): Promise<Note> => {
  const record = await getNoteRecordForUser(userId, noteId);
  const { Attributes } = await NoteEntity.build(UpdateItemCommand)
    .item({ noteId, content: input.content, ...(input.createdBy ? { createdBy: input.createdBy } : {}) })
    .options({ condition: { attr: 'noteId', exists: true }, returnValues: 'ALL_NEW' })
    .send();
  if (record.createdBy === 'user' || input.createdBy === 'user') await memoryChanged(userId);
  return toNote({ ...record, ...Attributes });
};

export const deleteNote = async (userId: string, noteId: string): Promise<void> => {
  const record = await getNoteRecordForUser(userId, noteId);
  await NoteEntity.build(DeleteItemCommand).key({ noteId }).send();
  if (record.createdBy === 'user') await memorySourceDeleted(userId);
};
