import { enableTwoFactor } from '#shared/contract/account.ts';
import { enableTwoFactor as enable } from '../../core/auth/totp-account.ts';
import { http } from '../../edge/http.ts';

export const handler = http(enableTwoFactor, async ({ body, caller }) => ({
  body: await enable(caller.user, body.code),
}));
