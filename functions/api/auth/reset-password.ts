import { resetPassword } from '#shared/contract/auth.ts';
import { resetPassword as spendResetToken } from '../../core/auth/password-reset.ts';
import { openSession } from '../../core/auth/sessions.ts';
import { toPublicUser } from '../../core/auth/users.ts';
import { sessionCookie } from '../../edge/cookies.ts';
import { http } from '../../edge/http.ts';

/**
 * Sets the new password and signs in. With two-factor sign-in on, the body's code (or recovery code) was
 * checked before the link was spent: the link proves the mailbox and the code the phone, so the session opens
 * here rather than after a second code (which the same 30-second step could not give twice).
 */
export const handler = http(resetPassword, async ({ body, ip, event }) => {
  // The body carries the proof (`code` or `recoveryCode`) beside the token and the password.
  const user = await spendResetToken(body.token, body.password, ip, body);
  const { token, maxAge } = await openSession(user.userId, undefined, { ip, event });
  return { body: { user: toPublicUser(user) }, cookies: [sessionCookie(token, maxAge)] };
});
