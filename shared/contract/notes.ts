import * as z from 'zod/mini';
import { idParams } from '../schemas/common.ts';
import { createNoteBody, listNotesQuery, note, updateNoteBody } from '../schemas/note.ts';
import { endpoint } from './endpoint.ts';
import * as r from './routes/notes.ts';

/** The caller's notes, oldest first; narrowed by storyId and/or conversationId. */
export const listNotes = /* @__PURE__ */ (() =>
  endpoint({
    ...r.listNotes,
    query: listNotesQuery,
    response: z.array(note),
  }))();
export const getNote = /* @__PURE__ */ (() =>
  endpoint({
    ...r.getNote,
    params: idParams,
    response: note,
  }))();
export const createNote = /* @__PURE__ */ (() =>
  endpoint({
    ...r.createNote,
    body: createNoteBody,
    response: note,
  }))();
export const updateNote = /* @__PURE__ */ (() =>
  endpoint({
    ...r.updateNote,
    params: idParams,
    body: updateNoteBody,
    response: note,
  }))();
export const deleteNote = /* @__PURE__ */ (() =>
  endpoint({
    ...r.deleteNote,
    params: idParams,
    response: z.object({}),
  }))();
