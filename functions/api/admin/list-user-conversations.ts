import { listUserConversations } from '#shared/contract/admin.ts';
import { readUserConversations } from '../../core/admin/material.ts';
import { http } from '../../edge/guarded-http.ts';

export const handler = http(listUserConversations, async ({ params }) => ({
  body: await readUserConversations(params.id),
}));
