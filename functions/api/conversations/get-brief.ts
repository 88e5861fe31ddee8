import { getBrief } from '#shared/contract/conversations.ts';
import { conversationBrief } from '../../core/memory/brief.ts';
import { http } from '../../edge/http.ts';

export const handler = http(getBrief, async ({ params, caller }) => ({
  body: await conversationBrief(caller.user.userId, caller.user.name, params.id),
}));
