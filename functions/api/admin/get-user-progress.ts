import { getUserProgress } from '#shared/contract/admin.ts';
import { readUserProgress } from '../../core/admin/material.ts';
import { http } from '../../lib/http.ts';

export const handler = http(getUserProgress, async ({ params, caller }) => ({
  body: await readUserProgress(caller.user, params.id),
}));
