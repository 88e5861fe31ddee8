import * as z from 'zod/mini';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../constants.ts';
import { isAcceptableDisplayName } from '../display-name.ts';
import { ACCOUNT_TEXTS } from '../texts.ts';
import { id, isoDate } from './common.ts';
import { permissionsMap } from './permissions.ts';

export const email = /* @__PURE__ */ (() =>
  z.pipe(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(254)),
      z.email({ error: 'email must be a valid email address' }),
    ),
    z.transform((value: string) => value.toLowerCase()),
  ))();

export const password = /* @__PURE__ */ (() =>
  z.string({ error: 'password is required' }).check(
    z.minLength(MIN_PASSWORD_LENGTH, {
      error: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
    }),
    z.maxLength(MAX_PASSWORD_LENGTH, {
      error: `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`,
    }),
  ))();

/**
 * A display name as a user or an administrator writes it (registration, the admin rename): trimmed, at most 200
 * characters, and nothing a mail client could make a link of, nor markup or control characters
 * (`shared/display-name.ts`). May be empty here; registration also requires one.
 */
export const displayName = /* @__PURE__ */ (() =>
  z
    .string({ error: 'name is required' })
    .check(
      z.trim(),
      z.maxLength(200),
      z.refine(isAcceptableDisplayName, { error: ACCOUNT_TEXTS.nameNotAllowed }),
    ))();

/** The user as the browser sees it: never the password hash. */
export const publicUser = z.object({
  id,
  email: z.string(),
  name: z.string(),
  isAdmin: z.boolean(),
  createdAt: isoDate,
  /** False until the user opens the verification link; Walt mails nothing else before. */
  emailVerified: z.optional(z.boolean()),
  /** True once the user turned on two-factor sign-in with an authenticator app. */
  twoFactorEnabled: z.optional(z.boolean()),
});
export type PublicUser = z.infer<typeof publicUser>;

export const profile = z.extend(publicUser, { grantedPermissions: permissionsMap });
export type Profile = z.infer<typeof profile>;

/** A user as the admin screens see it (part B §3 "User"): consent flags, never the password hash. */
export const adminUser = z.object({
  id,
  name: z.string(),
  email: z.string(),
  createdAt: isoDate,
  isAdmin: z.boolean(),
  grantedPermissions: z.object({ canSeeProgress: z.boolean(), canSeeTranscripts: z.boolean() }),
});
export type AdminUser = z.infer<typeof adminUser>;
