import * as z from 'zod/mini';
import { emptyResponse } from '../schemas/common.ts';
import { createNoteBody, listNotesQuery, note, updateNoteBody } from '../schemas/note.ts';
import { endpointsOf } from './define.ts';
import { declared } from './routes/notes.ts';

const define = /* @__PURE__ */ endpointsOf(declared);

/** The caller's notes, oldest first; narrowed by storyId and/or conversationId. */
export const listNotes = /* @__PURE__ */ define('listNotes', () => ({
  query: listNotesQuery,
  response: z.array(note),
}));
export const getNote = /* @__PURE__ */ define('getNote', () => ({ response: note }));
export const createNote = /* @__PURE__ */ define('createNote', () => ({
  body: createNoteBody,
  response: note,
}));
export const updateNote = /* @__PURE__ */ define('updateNote', () => ({
  body: updateNoteBody,
  response: note,
}));
export const deleteNote = /* @__PURE__ */ define('deleteNote', () => ({ response: emptyResponse }));
