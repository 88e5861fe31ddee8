import { login } from '#shared/contract/auth.ts';
import { authenticate } from '../../core/auth/accounts.ts';
import { endSession, openSession } from '../../core/auth/sessions.ts';
import { toPublicUser } from '../../core/auth/users.ts';
import { sessionCookie } from '../../lib/cookies.ts';
import { http } from '../../lib/http.ts';

export const handler = http(login, async ({ body, ip, caller }) => {
  const user = await authenticate(body.email, body.password, ip);
  // A fresh session on every sign-in; one the browser already held is retired (no session fixation).
  if (caller) await endSession(caller.session.sessionId);
  const { token, maxAge } = await openSession(user.userId);
  return { body: { user: toPublicUser(user) }, cookies: [sessionCookie(token, maxAge)] };
});
