import { listStories } from '#shared/contract/stories.ts';
import { listStories as list } from '../../core/stories/list.ts';
import { http } from '../../edge/http.ts';

export const handler = http(listStories, async ({ caller }) => ({
  body: await list(caller.user.userId),
}));
