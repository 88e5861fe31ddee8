import { resetPassword } from '#shared/contract/auth.ts';
import { resetPassword as spendResetToken } from '../../core/auth/password-reset.ts';
import { openSession } from '../../core/auth/sessions.ts';
import { issueChallenge } from '../../core/auth/totp-challenge.ts';
import { toPublicUser } from '../../core/auth/users.ts';
import { sessionCookie } from '../../edge/cookies.ts';
import { http } from '../../edge/http.ts';

export const handler = http(resetPassword, async ({ body, ip }) => {
  const user = await spendResetToken(body.token, body.password, ip);
  // A reset link proves the mailbox, not the phone: with two-factor sign-in on, the code is still asked for.
  if (user.twoFactorEnabled)
    return { body: { twoFactorRequired: true as const, challenge: await issueChallenge(user) } };
  const { token, maxAge } = await openSession(user.userId);
  return { body: { user: toPublicUser(user) }, cookies: [sessionCookie(token, maxAge)] };
});
