import { endSession } from '#shared/contract/account.ts';
import { SESSION_TEXTS } from '#shared/texts.ts';
import { endOwnSession } from '../../core/auth/session-list.ts';
import { clearedSessionCookie } from '../../edge/cookies.ts';
import { http } from '../../edge/http.ts';

/** Ends one of the caller's own sessions; ending this device's own signs it out here too. */
export const handler = http(endSession, async ({ params, caller }) => {
  const { current } = await endOwnSession(caller.user.userId, params.id, caller.session.sessionId);
  return { body: { message: SESSION_TEXTS.ended }, cookies: current ? [clearedSessionCookie()] : [] };
});
