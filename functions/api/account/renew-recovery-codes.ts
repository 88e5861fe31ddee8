import { renewRecoveryCodes } from '#shared/contract/account.ts';
import { renewRecoveryCodes as renew } from '../../core/auth/totp-account.ts';
import { http } from '../../edge/http.ts';

export const handler = http(renewRecoveryCodes, async ({ body, caller }) => ({
  body: await renew(caller.user, body),
}));
