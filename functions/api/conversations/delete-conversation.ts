import { deleteConversation } from '#shared/contract/conversations.ts';
import { deleteConversation as remove } from '../../core/conversations/delete.ts';
import { http } from '../../edge/http.ts';

export const handler = http(deleteConversation, async ({ params, caller }) => {
  await remove(caller.user.userId, params.id);
  return {};
});
