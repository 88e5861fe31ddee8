import { completeConversation } from '#shared/contract/conversations.ts';
import { completeConversation as complete } from '../../core/conversations/conversations.ts';
import { http } from '../../edge/http.ts';

export const handler = http(completeConversation, async ({ params, caller }) => ({
  body: { conversation: await complete(caller.user.userId, params.id) },
}));
