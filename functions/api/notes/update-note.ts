import { updateNote } from '#shared/contract/notes.ts';
import { updateNote as update } from '../../core/notes/notes.ts';
import { http } from '../../edge/http.ts';

export const handler = http(updateNote, async ({ params, body, caller }) => ({
  body: await update(caller.user.userId, params.id, body),
}));
