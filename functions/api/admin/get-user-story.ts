import { getUserStory } from '#shared/contract/admin.ts';
import { readUserStory } from '../../core/admin/material.ts';
import { http } from '../../edge/guarded-http.ts';

export const handler = http(getUserStory, async ({ params }) => readUserStory(params.id, params.storyId));
