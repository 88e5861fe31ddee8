import { login } from '#shared/contract/auth.ts';
import { authenticate } from '../../core/auth/accounts.ts';
import { endSession, openSession } from '../../core/auth/sessions.ts';
import { issueChallenge } from '../../core/auth/totp-challenge.ts';
import { toPublicUser } from '../../core/auth/users.ts';
import { sessionCookie } from '../../edge/cookies.ts';
import { http } from '../../edge/http.ts';

export const handler = http(login, async ({ body, ip, caller, event }) => {
  const user = await authenticate(body.email, body.password, ip);
  // With two-factor sign-in on, a right password earns a 5-minute challenge, not a session (login-two-factor.ts).
  if (user.twoFactorEnabled)
    return { body: { twoFactorRequired: true as const, challenge: await issueChallenge(user) } };
  // A fresh session on every sign-in; one the browser already held is retired (no session fixation).
  if (caller) await endSession(caller.session.sessionId);
  const { token, maxAge } = await openSession(user.userId, undefined, { ip, event });
  return { body: { user: toPublicUser(user) }, cookies: [sessionCookie(token, maxAge)] };
});
