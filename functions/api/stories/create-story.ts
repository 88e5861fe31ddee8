import { createStory } from '#shared/contract/stories.ts';
import { createStory as create } from '../../core/stories/stories.ts';
import { http } from '../../edge/http.ts';

export const handler = http(createStory, async ({ body, caller }) => ({
  body: await create(caller.user.userId, body),
}));
