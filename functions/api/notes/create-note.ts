import { createNote } from '#shared/contract/notes.ts';
import { createNote as create } from '../../core/notes/notes.ts';
import { http } from '../../edge/http.ts';

export const handler = http(createNote, async ({ body, caller }) => ({
  body: await create(caller.user.userId, body),
}));
