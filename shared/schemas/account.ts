import * as z from 'zod/mini';
import { password } from './user.ts';

/** The current password as typed: any non-empty string is checked against the hash (like sign-in). */
const currentPassword = z
  .string({ error: 'currentPassword is required' })
  .check(z.minLength(1, { error: 'currentPassword is required' }), z.maxLength(1024));

export const changePasswordBody = z.object({ currentPassword, newPassword: password });
export const deleteAccountBody = z.object({
  password: z
    .string({ error: 'password is required' })
    .check(z.minLength(1, { error: 'password is required' }), z.maxLength(1024)),
});
