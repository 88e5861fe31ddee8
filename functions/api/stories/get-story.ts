import { getStory } from '#shared/contract/stories.ts';
import { getStory as get } from '../../core/stories/stories.ts';
import { http } from '../../edge/http.ts';

export const handler = http(getStory, async ({ params, caller }) => get(caller.user.userId, params.id));
