import { listNotes } from '#shared/contract/notes.ts';
import { listNotes as list } from '../../core/notes/notes.ts';
import { http } from '../../edge/http.ts';

export const handler = http(listNotes, async ({ query, caller, page }) => {
  const { items, nextCursor } = await list(caller.user.userId, query, page);
  return { body: items, nextCursor };
});
