import { listUserStories } from '#shared/contract/admin.ts';
import { readUserStories } from '../../core/admin/material.ts';
import { http } from '../../lib/http.ts';

export const handler = http(listUserStories, async ({ params, caller }) => ({
  body: await readUserStories(caller.user, params.id),
}));
