import { loginTwoFactor } from '#shared/contract/auth.ts';
import { endSession, openSession } from '../../core/auth/sessions.ts';
import { completeTwoFactorSignIn } from '../../core/auth/totp-account.ts';
import { toPublicUser } from '../../core/auth/users.ts';
import { sessionCookie } from '../../edge/cookies.ts';
import { http } from '../../edge/http.ts';

/** The second step of sign-in: the session opens only once the code (or a recovery code) is right. */
export const handler = http(loginTwoFactor, async ({ body, caller, ip, event }) => {
  const user = await completeTwoFactorSignIn(body.challenge, body);
  if (caller) await endSession(caller.session.sessionId);
  const { token, maxAge } = await openSession(user.userId, user.credentialsVersion, { ip, event });
  return { body: { user: toPublicUser(user) }, cookies: [sessionCookie(token, maxAge)] };
});
