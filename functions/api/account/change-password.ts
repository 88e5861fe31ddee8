import { changePassword } from '#shared/contract/account.ts';
import { ACCOUNT_CONTROL_TEXTS } from '#shared/texts.ts';
import { changePassword as change } from '../../core/account/account-controls.ts';
import { openSession } from '../../core/auth/sessions.ts';
import { sessionCookie } from '../../edge/cookies.ts';
import { http } from '../../edge/http.ts';

/** Every session ends with the change; the browser that asked gets a fresh one and stays signed in. */
export const handler = http(changePassword, async ({ body, caller, ip, event }) => {
  const { credentialsVersion } = await change(caller.user, body.currentPassword, body.newPassword);
  const { token, maxAge } = await openSession(caller.user.userId, credentialsVersion, { ip, event });
  return {
    body: { message: ACCOUNT_CONTROL_TEXTS.passwordChanged },
    cookies: [sessionCookie(token, maxAge)],
  };
});
