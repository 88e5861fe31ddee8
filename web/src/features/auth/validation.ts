import { MIN_PASSWORD_LENGTH } from '#shared/constants.ts';
import type { SecondFactor } from '@/lib/auth/auth-api';
import { VALIDATION_TEXTS } from './texts';

/** Emails are compared lowercased everywhere, so the form lowercases them as they are typed. */
export const normaliseEmail = (value: string): string => value.toLowerCase();

/** The generic required-field check: names the first missing field, in the order given. */
export const firstMissingField = (
  fields: ReadonlyArray<readonly [label: string, value: string]>,
): string | null => {
  const missing = fields.find(([, value]) => value.trim() === '');
  return missing ? VALIDATION_TEXTS.required(missing[0]) : null;
};

/** Reset password checks, in the spec's order: match, length, token present. */
export const resetPasswordError = (
  password: string,
  confirmation: string,
  token: string | null,
): string | null => {
  if (password !== confirmation) return VALIDATION_TEXTS.passwordsDoNotMatch;
  if (password.length < MIN_PASSWORD_LENGTH) return VALIDATION_TEXTS.passwordTooShort;
  if (!token) return VALIDATION_TEXTS.invalidResetLink;
  return null;
};

/**
 * What the reset screen's "Authentication code" field holds: six digits are a code from the authenticator app,
 * anything else a recovery code; undefined when it is blank.
 */
export const secondFactorOf = (value: string): SecondFactor | undefined => {
  const trimmed = value.trim();
  if (!trimmed) return undefined;
  const digits = trimmed.replace(/\s/g, '');
  return /^\d{6}$/.test(digits) ? { code: digits } : { recoveryCode: trimmed };
};
