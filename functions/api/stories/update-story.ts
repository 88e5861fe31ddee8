import { updateStory } from '#shared/contract/stories.ts';
import { updateStory as update } from '../../core/stories/stories.ts';
import { http } from '../../edge/http.ts';

export const handler = http(updateStory, async ({ params, body, caller }) => ({
  body: await update(caller.user.userId, params.id, body),
}));
