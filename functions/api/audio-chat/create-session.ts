import { createSession } from '#shared/contract/audio-chat.ts';
import { startVoiceSession } from '../../core/conversations/voice-session.ts';
import { http } from '../../edge/guarded-http.ts';

export const handler = http(createSession, async ({ body, caller }) => ({
  body: await startVoiceSession(caller.user.userId, caller.user.name, body.conversationId),
}));
