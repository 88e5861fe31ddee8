import * as z from 'zod/mini';
import { idParams } from '../schemas/common.ts';
import { createNoteBody, listNotesQuery, note, updateNoteBody } from '../schemas/note.ts';
import { endpoint } from './endpoint.ts';

/** The caller's notes, oldest first; narrowed by storyId and/or conversationId. */
export const listNotes = /* @__PURE__ */ (() =>
  endpoint({
    name: 'notes.listNotes',
    method: 'GET',
    path: '/api/notes',
    auth: 'user',
    query: listNotesQuery,
    response: z.array(note),
  }))();
export const getNote = /* @__PURE__ */ (() =>
  endpoint({
    name: 'notes.getNote',
    method: 'GET',
    path: '/api/notes/{id}',
    auth: 'user',
    params: idParams,
    response: note,
  }))();
export const createNote = /* @__PURE__ */ (() =>
  endpoint({
    name: 'notes.createNote',
    method: 'POST',
    path: '/api/notes',
    auth: 'user',
    body: createNoteBody,
    response: note,
    status: 201,
  }))();
export const updateNote = /* @__PURE__ */ (() =>
  endpoint({
    name: 'notes.updateNote',
    method: 'PUT',
    path: '/api/notes/{id}',
    auth: 'user',
    params: idParams,
    body: updateNoteBody,
    response: note,
  }))();
export const deleteNote = /* @__PURE__ */ (() =>
  endpoint({
    name: 'notes.deleteNote',
    method: 'DELETE',
    path: '/api/notes/{id}',
    auth: 'user',
    params: idParams,
    response: z.object({}),
    status: 204,
  }))();
