import { register } from '#shared/contract/auth.ts';
import { sendVerificationAfterRegistration } from '../../core/auth/email-verification.ts';
import { registerUser } from '../../core/auth/registration.ts';
import { openSession } from '../../core/auth/sessions.ts';
import { toPublicUser } from '../../core/auth/users.ts';
import { sessionCookie } from '../../edge/cookies.ts';
import { http } from '../../edge/http.ts';

export const handler = http(register, async ({ body, ip, event }) => {
  const user = await registerUser(body, ip);
  const { token, maxAge } = await openSession(user.userId, undefined, { ip, event });
  await sendVerificationAfterRegistration(user);
  return { status: 201, body: { user: toPublicUser(user) }, cookies: [sessionCookie(token, maxAge)] };
});
