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

/** One of the narrator's sessions in "Your sessions" (issue 23, M6): `id` is opaque, never the session's token. */
export const sessionSummary = /* @__PURE__ */ (() =>
  z.object({
    id: z.string(),
    /** From the User-Agent the session was opened with: "Firefox on Windows". */
    device: z.string(),
    /** The network it was opened from, `203.0.113.x` or an IPv6 /48; null for sessions opened before it was kept. */
    place: z.nullable(z.string()),
    createdAt: z.string(),
    lastSeenAt: z.string(),
    /** The session of the browser that asks ("This device"). */
    current: z.boolean(),
  }))();
export const sessionList = /* @__PURE__ */ (() => z.array(sessionSummary))();
/** New recovery codes: the password again, or a current code from the app (one of the two). */
export const renewRecoveryCodesBody = /* @__PURE__ */ (() =>
  z.object({ password: z.optional(passwordAgain), code: z.optional(totpCode) }).check(
    z.refine((body) => body.password !== undefined || body.code !== undefined, {
      error: 'password or code is required',
    }),
  ))();
