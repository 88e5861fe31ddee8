import { type RoutesOf, route } from '../endpoint.ts';
import type * as contract from '../notes.ts';

/*
 * The declarations of the notes endpoints: name, method, path, auth and the rules the wrapper applies. Each is
 * the root its contract entry (../notes.ts) extends with schemas; the browser imports only these.
 */
export const listNotes = /* @__PURE__ */ route('notes.listNotes', 'GET /api/notes', 'user');
export const getNote = /* @__PURE__ */ route('notes.getNote', 'GET /api/notes/{id}', 'user');
export const createNote = /* @__PURE__ */ route('notes.createNote', 'POST /api/notes', 'user', {
  status: 201,
});
export const updateNote = /* @__PURE__ */ route('notes.updateNote', 'PUT /api/notes/{id}', 'user');
export const deleteNote = /* @__PURE__ */ route('notes.deleteNote', 'DELETE /api/notes/{id}', 'user', {
  status: 204,
});

/** Every route of contract/notes.ts, typed by its endpoint, for the browser's calls. */
export const notes: RoutesOf<typeof contract> = { listNotes, getNote, createNote, updateNote, deleteNote };
