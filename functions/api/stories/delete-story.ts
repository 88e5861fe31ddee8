import { deleteStory } from '#shared/contract/stories.ts';
import { deleteStory as remove } from '../../core/stories/delete.ts';
import { http } from '../../edge/http.ts';

export const handler = http(deleteStory, async ({ params, caller }) => {
  await remove(caller.user.userId, params.id);
  return {};
});
