import { deleteAccount } from '#shared/contract/account.ts';
import { ACCOUNT_CONTROL_TEXTS } from '#shared/texts.ts';
import { deleteOwnAccount } from '../../core/account/account-controls.ts';
import { clearedSessionCookie } from '../../edge/cookies.ts';
import { http } from '../../edge/http.ts';

export const handler = http(deleteAccount, async ({ body, caller }) => {
  await deleteOwnAccount(caller.user, body.password);
  return { body: { message: ACCOUNT_CONTROL_TEXTS.accountDeleted }, cookies: [clearedSessionCookie()] };
});
