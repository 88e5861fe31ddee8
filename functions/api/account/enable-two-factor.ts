import { enableTwoFactor } from '#shared/contract/account.ts';
import { enableTwoFactor as enable } from '../../core/auth/totp-account.ts';
import { http } from '../../edge/http.ts';

/** Turning two-factor sign-in on ends every other session of the narrator; this browser stays signed in. */
export const handler = http(enableTwoFactor, async ({ body, caller }) => ({
  body: await enable(caller.user, body.code, caller.session.sessionId),
}));
