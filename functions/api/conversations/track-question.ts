import { trackQuestion } from '#shared/contract/conversations.ts';
import { trackQuestion as track } from '../../core/conversations/conversations.ts';
import { http } from '../../edge/http.ts';

export const handler = http(trackQuestion, async ({ params, body, caller }) => ({
  body: { conversation: await track(caller.user.userId, params.id, body.questionId) },
}));
