import { listUserConversations } from '#shared/contract/admin.ts';
import { readUserConversations } from '../../core/admin/material.ts';
import { http } from '../../lib/http.ts';

export const handler = http(listUserConversations, async ({ params, caller }) => ({
  body: await readUserConversations(caller.user, params.id),
}));
