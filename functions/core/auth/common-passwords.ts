import { AUTH_TEXTS } from '#shared/texts.ts';
import { ValidationError } from '../../lib/errors.ts';

type PasswordList = { test(password: string): boolean };
let list: Promise<PasswordList> | undefined;

/**
 * Mozilla's list of commonly used passwords (≥ 8 characters), loaded on the first check: decoding it takes
 * tens of milliseconds, which a cold start of register or reset should not pay before it needs the list.
 */
const commonPasswords = (): Promise<PasswordList> => {
  list ??= import('fxa-common-password-list').then((module) => module.default);
  return list;
};

/** True for passwords on the bundled list of commonly used passwords. */
export const isCommonPassword = async (password: string): Promise<boolean> => {
  const passwords = await commonPasswords();
  return passwords.test(password) || passwords.test(password.toLowerCase());
};

/** Refuses a new password that is on the common list. Only the functions that set passwords import this. */
export const assertAcceptablePassword = async (password: string): Promise<void> => {
  if (await isCommonPassword(password)) throw new ValidationError(AUTH_TEXTS.commonPassword);
};
