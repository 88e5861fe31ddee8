import { listUserStories } from '#shared/contract/admin.ts';
import { readUserStories } from '../../core/admin/material.ts';
import { http } from '../../edge/guarded-http.ts';

export const handler = http(listUserStories, async ({ params }) => ({
  body: await readUserStories(params.id),
}));
