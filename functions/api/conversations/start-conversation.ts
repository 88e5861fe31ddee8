import { startConversation } from '#shared/contract/conversations.ts';
import { startConversation as start } from '../../core/conversations/conversations.ts';
import { http } from '../../edge/http.ts';

export const handler = http(startConversation, async ({ body, caller }) => {
  const { conversation, context, resumed } = await start(caller.user.userId, body);
  return { status: resumed ? 200 : 201, body: { conversation, context } };
});
