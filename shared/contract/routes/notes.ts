import type { RoutesOf } from '../endpoint.ts';
import type * as contract from '../notes.ts';

/** The method and path of every endpoint of contract/notes.ts (no schemas: see ./index.ts). */
export const notes: RoutesOf<typeof contract> = {
  listNotes: { method: 'GET', path: '/api/notes' },
  getNote: { method: 'GET', path: '/api/notes/{id}' },
  createNote: { method: 'POST', path: '/api/notes' },
  updateNote: { method: 'PUT', path: '/api/notes/{id}' },
  deleteNote: { method: 'DELETE', path: '/api/notes/{id}' },
};
