import { account } from '#shared/contract/routes/account.ts';
import { callEndpoint } from '@/lib/api-client';
import { ACCOUNT_TEXTS } from '../texts';

/** A wrong password is a 403 of this flow, not an expired session. */
const own = { expireSessionOn401: false } as const;

export const changePasswordRequest = (currentPassword: string, newPassword: string) =>
  callEndpoint(account.changePassword, {
    ...own,
    body: { currentPassword, newPassword },
    fallbackError: ACCOUNT_TEXTS.changeFailed,
  });

export const deleteAccountRequest = (password: string) =>
  callEndpoint(account.deleteAccount, {
    ...own,
    body: { password },
    fallbackError: ACCOUNT_TEXTS.deleteFailed,
  });
