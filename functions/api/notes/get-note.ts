import { getNote } from '#shared/contract/notes.ts';
import { getNoteRecordForUser, toNote } from '../../core/notes/notes.ts';
import { http } from '../../edge/http.ts';

export const handler = http(getNote, async ({ params, caller }) => ({
  body: toNote(await getNoteRecordForUser(caller.user.userId, params.id)),
}));
