import { VOICE_SESSION_ERRORS } from '#shared/texts.ts';
import { aiProvider } from '../../ai/index.ts';
import { buildRealtimeSession } from '../../ai/realtime-session.ts';
import { ConflictError } from '../../lib/errors.ts';
import { sessionPlanInput } from '../memory/brief.ts';
import { reserveCallTime } from './call-time.ts';
import { getConversationForUser } from './conversations.ts';

/**
 * Builds the live session for one of the caller's open conversations (persona, path, what Walt remembers of
 * the narrator, notes, earlier turns) and mints its client secret with the configured provider: another
 * user's or a missing conversation is 404, a completed one 409. The session is spent from the caller's
 * realtime quota (the endpoint's declared rule) before anything is minted, and its length is reserved from the
 * caller's minutes of calls today (call-time.ts): the answer's `maxCallSeconds` is how long it may last.
 */
export const startVoiceSession = async (
  userId: string,
  narratorName: string | undefined,
  conversationId: string,
) => {
  const conversation = await getConversationForUser(userId, conversationId);
  if (conversation.status !== 'active') throw new ConflictError(VOICE_SESSION_ERRORS.ended);
  const maxCallSeconds = await reserveCallTime(userId);
  const { input } = await sessionPlanInput(userId, narratorName, conversation);
  const plan = buildRealtimeSession(input);
  const provider = aiProvider();
  const minted = await provider.mintRealtimeSession(plan);
  return {
    ...minted,
    hasExistingMessages: plan.brief.returning,
    offline: provider.name === 'offline',
    maxCallSeconds,
  };
};
