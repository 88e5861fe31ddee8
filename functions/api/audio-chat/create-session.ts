import { createSession } from '#shared/contract/audio-chat.ts';
import { withAiErrors } from '../../ai/http-errors.ts';
import { startVoiceSession } from '../../ai/voice-session.ts';
import { http } from '../../lib/http.ts';

export const handler = http(createSession, async ({ body, caller }) => ({
  body: await withAiErrors(() =>
    startVoiceSession(caller.user.userId, caller.user.name, body.conversationId),
  ),
}));
