import { getConversation } from '#shared/contract/conversations.ts';
import { getConversationForUser, withTranscript } from '../../core/conversations/conversations.ts';
import { http } from '../../edge/http.ts';

export const handler = http(getConversation, async ({ params, caller }) => ({
  body: await withTranscript(await getConversationForUser(caller.user.userId, params.id)),
}));
