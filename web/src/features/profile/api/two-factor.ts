import { account } from '#shared/contract/routes/account.ts';
import { callEndpoint } from '@/lib/api-client';
import { TWO_FACTOR_CARD_TEXTS } from '../texts';

/** A wrong password or code is a 403 of this flow, not an expired session. */
const own = { expireSessionOn401: false } as const;

export const setupTwoFactorRequest = (password: string) =>
  callEndpoint(account.setupTwoFactor, {
    ...own,
    body: { password },
    fallbackError: TWO_FACTOR_CARD_TEXTS.failed,
  });

export const enableTwoFactorRequest = (code: string) =>
  callEndpoint(account.enableTwoFactor, {
    ...own,
    body: { code },
    fallbackError: TWO_FACTOR_CARD_TEXTS.failed,
  });

export const disableTwoFactorRequest = (password: string, code: string) =>
  callEndpoint(account.disableTwoFactor, {
    ...own,
    body: { password, code },
    fallbackError: TWO_FACTOR_CARD_TEXTS.failed,
  });

/** A new set of recovery codes, with the password or a current code; the old set stops working. */
export const renewRecoveryCodesRequest = (proof: { password?: string; code?: string }) =>
  callEndpoint(account.renewRecoveryCodes, {
    ...own,
    body: proof,
    fallbackError: TWO_FACTOR_CARD_TEXTS.failed,
  });
