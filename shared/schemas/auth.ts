import * as z from 'zod/mini';
import { totpCode } from './account.ts';
import { displayName, email, password, publicUser } from './user.ts';

export const registerBody = /* @__PURE__ */ (() =>
  z.object({
    email,
    password,
    name: displayName.check(z.minLength(1, { error: 'name is required' })),
  }))();
export const loginBody = /* @__PURE__ */ (() =>
  z.object({
    email,
    // Login never reveals the password policy: any non-empty string is checked against the hash.
    password: z
      .string({ error: 'password is required' })
      .check(z.minLength(1, { error: 'password is required' }), z.maxLength(1024)),
  }))();
export const forgotPasswordBody = z.object({ email });
/** A recovery code as sign-in and reset take it (case, spaces and dashes are ignored when it is checked). */
const recoveryCode = /* @__PURE__ */ (() => z.string().check(z.minLength(1), z.maxLength(64)))();
/**
 * The link's token and the new password; on an account with two-factor sign-in on, also the second factor
 * sign-in asks for (a code from the app or one recovery code): the link proves the mailbox, not the phone.
 */
export const resetPasswordBody = /* @__PURE__ */ (() =>
  z.object({
    token: z
      .string({ error: 'token is required' })
      .check(z.minLength(1, { error: 'token is required' }), z.maxLength(200)),
    password,
    // Checked as sign-in checks it when the account uses two-factor (a malformed code is a wrong one, 401);
    // not parsed as a 6-digit code here, which would put that schema in the endpoint's cold start.
    code: z.optional(recoveryCode),
    recoveryCode: z.optional(recoveryCode),
  }))();
export const verifyEmailBody = /* @__PURE__ */ (() =>
  z.object({
    token: z
      .string({ error: 'token is required' })
      .check(z.minLength(1, { error: 'token is required' }), z.maxLength(200)),
  }))();
/** Auth answers carry the user; the session itself travels only in the HttpOnly cookie. */
export const authResponse = z.object({ user: publicUser });
export type AuthResponse = z.infer<typeof authResponse>;
/** Sign-in of an account with two-factor sign-in on: the password was right; no session yet, a challenge. */
export const twoFactorChallenge = z.object({ twoFactorRequired: z.literal(true), challenge: z.string() });
export const loginResponse = z.union([authResponse, twoFactorChallenge]);
export type LoginResponse = z.infer<typeof loginResponse>;
/** The second step of sign-in: the challenge and either a code from the app or one recovery code. */
export const loginTwoFactorBody = /* @__PURE__ */ (() =>
  z.object({
    challenge: z
      .string({ error: 'challenge is required' })
      .check(z.minLength(1, { error: 'challenge is required' }), z.maxLength(2000)),
    code: z.optional(totpCode),
    recoveryCode: z.optional(recoveryCode),
  }))();
