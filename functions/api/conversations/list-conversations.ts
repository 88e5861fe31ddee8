import { listConversations } from '#shared/contract/conversations.ts';
import { listConversations as list } from '../../core/conversations/conversations.ts';
import { http } from '../../edge/http.ts';

export const handler = http(listConversations, async ({ caller }) => ({
  body: await list(caller.user.userId),
}));
