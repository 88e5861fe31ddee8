import { deleteTextEntry } from '#shared/contract/stories.ts';
import { deleteTextEntry as remove } from '../../core/stories/stories.ts';
import { http } from '../../edge/http.ts';

export const handler = http(deleteTextEntry, async ({ params, caller }) => {
  await remove(caller.user.userId, params.id, params.entryId);
  return {};
});
