import { getUserStory } from '#shared/contract/admin.ts';
import { readUserStory } from '../../core/admin/material.ts';
import { http } from '../../lib/http.ts';

export const handler = http(getUserStory, async ({ params, caller }) => ({
  body: await readUserStory(caller.user, params.id, params.storyId),
}));
