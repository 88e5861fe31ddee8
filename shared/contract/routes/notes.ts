import { type RoutesOf, routes } from '../endpoint.ts';
import type * as contract from '../notes.ts';

/*
 * The declarations of the notes endpoints: name, method, path, auth and the rules the wrapper applies. Each is
 * the root its contract entry (../notes.ts) extends with schemas; the browser imports only these.
 */
export const declared = /* @__PURE__ */ routes('notes', {
  listNotes: ['GET /api/notes', 'user'],
  getNote: ['GET /api/notes/{id}', 'user'],
  createNote: ['POST /api/notes', 'user', { status: 201 }],
  updateNote: ['PUT /api/notes/{id}', 'user'],
  deleteNote: ['DELETE /api/notes/{id}', 'user', { status: 204 }],
});

/** Every route of contract/notes.ts, typed by its endpoint, for the browser's calls. */
export const notes: RoutesOf<typeof contract> = declared;
