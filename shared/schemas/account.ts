import * as z from 'zod/mini';
import { password } from './user.ts';

/** The current password as typed: any non-empty string is checked against the hash (like sign-in). */
const currentPassword = z
  .string({ error: 'currentPassword is required' })
  .check(z.minLength(1, { error: 'currentPassword is required' }), z.maxLength(1024));

export const changePasswordBody = z.object({ currentPassword, newPassword: password });
export const deleteAccountBody = /* @__PURE__ */ (() =>
  z.object({
    password: z
      .string({ error: 'password is required' })
      .check(z.minLength(1, { error: 'password is required' }), z.maxLength(1024)),
  }))();

/** A 6-digit code from an authenticator app (RFC 6238). */
export const totpCode = z
  .string({ error: 'code is required' })
  .check(z.regex(/^\d{6}$/, { error: 'code must be 6 digits' }));
const passwordAgain = deleteAccountBody.shape.password;
export const twoFactorSetupBody = z.object({ password: passwordAgain });
/** The new secret (base32) and the otpauth:// link an authenticator app reads; nothing is on until enabled. */
export const twoFactorSetupResponse = z.object({ secret: z.string(), otpauthUrl: z.string() });
export const twoFactorEnableBody = z.object({ code: totpCode });
/** The recovery codes, shown once: only their hashes are kept. */
export const twoFactorEnableResponse = z.object({ recoveryCodes: z.array(z.string()) });
export const twoFactorDisableBody = z.object({ password: passwordAgain, code: totpCode });
