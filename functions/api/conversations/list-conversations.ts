import { listConversations } from '#shared/contract/conversations.ts';
import { listConversationsPage } from '../../core/conversations/conversations.ts';
import { http } from '../../edge/http.ts';

export const handler = http(listConversations, async ({ caller, page }) => {
  const { items, nextCursor } = await listConversationsPage(caller.user.userId, page);
  return { body: items, nextCursor };
});
