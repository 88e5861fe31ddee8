import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { NOTE_SOURCE_AUTO } from '#shared/schemas/note.ts';
import { NoteEntity, notesOfConversation } from '../../db/entities/note.ts';
import { queryAll } from '../../db/read.ts';

/** Notes written this close together belong to the same turn of the call. */
export const SAME_TURN_MS = 2 * 60_000;
const SAME = 0.6;

const wordsOf = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 2),
  );

/** Two notes say the same thing: most of the shorter one's words are in the other. */
export const sayTheSame = (a: string, b: string): boolean => {
  const left = wordsOf(a);
  const right = wordsOf(b);
  const smaller = left.size <= right.size ? left : right;
  const larger = smaller === left ? right : left;
  if (smaller.size === 0) return false;
  let shared = 0;
  for (const word of smaller) if (larger.has(word)) shared += 1;
  return shared / smaller.size >= SAME;
};

const recentNotes = async (conversationId: string, now: number) => {
  const notes = await queryAll(NoteEntity, notesOfConversation(conversationId));
  return notes.filter(
    (note) => now - Date.parse(note.createdAt ?? '') <= SAME_TURN_MS && note.createdBy === 'walt',
  );
};

/**
 * Every answer used to be noted twice: by Walt's own addNote and by the automatic note-taker. An automatic
 * note is not taken when Walt's own note of the same turn already says it...
 */
export const waltAlreadyNoted = async (conversationId: string, content: string, now = Date.now()) =>
  (await recentNotes(conversationId, now)).some(
    (note) => note.source !== NOTE_SOURCE_AUTO && sayTheSame(note.content, content),
  );

/** ...and when Walt's own note comes second, it replaces the automatic one of the same turn. */
export const dropAutomaticTwin = async (conversationId: string, content: string, now = Date.now()) => {
  const twins = (await recentNotes(conversationId, now)).filter(
    (note) => note.source === NOTE_SOURCE_AUTO && sayTheSame(note.content, content),
  );
  for (const twin of twins) await NoteEntity.build(DeleteItemCommand).key({ noteId: twin.noteId }).send();
};
