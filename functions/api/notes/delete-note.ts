import { deleteNote } from '#shared/contract/notes.ts';
import { deleteNote as remove } from '../../core/notes/notes.ts';
import { http } from '../../edge/http.ts';

export const handler = http(deleteNote, async ({ params, caller }) => {
  await remove(caller.user.userId, params.id);
  return {};
});
