import { setupTwoFactor } from '#shared/contract/account.ts';
import { setupTwoFactor as setup } from '../../core/auth/totp-account.ts';
import { http } from '../../edge/http.ts';

export const handler = http(setupTwoFactor, async ({ body, caller }) => ({
  body: await setup(caller.user, body.password),
}));
