import commonPasswords from 'fxa-common-password-list';
import { AUTH_TEXTS } from '#shared/texts.ts';
import { ValidationError } from '../../lib/errors.ts';

/** True for passwords on the bundled list of commonly used passwords (Mozilla's, ≥ 8 characters). */
export const isCommonPassword = (password: string): boolean =>
  commonPasswords.test(password) || commonPasswords.test(password.toLowerCase());

/**
 * Refuses a new password that is on the common list. Kept apart from sign-in so only the functions that
 * set passwords (register, reset) bundle the 240 KB list.
 */
export const assertAcceptablePassword = (password: string): void => {
  if (isCommonPassword(password)) throw new ValidationError(AUTH_TEXTS.commonPassword);
};
