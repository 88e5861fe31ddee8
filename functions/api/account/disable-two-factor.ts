import { disableTwoFactor } from '#shared/contract/account.ts';
import { TWO_FACTOR_TEXTS } from '#shared/texts.ts';
import { disableTwoFactor as disable } from '../../core/auth/totp-account.ts';
import { http } from '../../edge/http.ts';

export const handler = http(disableTwoFactor, async ({ body, caller }) => {
  await disable(caller.user, body.password, body.code);
  return { body: { message: TWO_FACTOR_TEXTS.turnedOff } };
});
