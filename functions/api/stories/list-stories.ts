import { listStories } from '#shared/contract/stories.ts';
import { listStoriesPage } from '../../core/stories/list.ts';
import { http } from '../../edge/http.ts';

export const handler = http(listStories, async ({ caller, page }) => {
  const { items, nextCursor } = await listStoriesPage(caller.user.userId, page);
  return { body: items, nextCursor };
});
