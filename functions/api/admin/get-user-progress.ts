import { getUserProgress } from '#shared/contract/admin.ts';
import { readUserProgress } from '../../core/admin/material.ts';
import { http } from '../../edge/guarded-http.ts';

export const handler = http(getUserProgress, async ({ params }) => ({
  body: await readUserProgress(params.id),
}));
