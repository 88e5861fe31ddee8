import { logout } from '#shared/contract/auth.ts';
import { AUTH_TEXTS } from '#shared/texts.ts';
import { endSession } from '../../core/auth/sessions.ts';
import { clearedSessionCookie } from '../../edge/cookies.ts';
import { http } from '../../edge/http.ts';

export const handler = http(logout, async ({ caller }) => {
  if (caller) await endSession(caller.session.sessionId);
  return { body: { message: AUTH_TEXTS.loggedOut }, cookies: [clearedSessionCookie()] };
});
