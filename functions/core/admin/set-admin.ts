import * as z from 'zod';
import { db } from '../../db/service.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { findUserByEmail, type UserRecord } from '../auth/users.ts';

/** Sets a user's isAdmin flag, found by email. */
export const setAdmin = async (emailAddress: string, isAdmin: boolean): Promise<UserRecord> => {
  const email = z.email().parse(emailAddress.trim().toLowerCase());
  const user = await findUserByEmail(email);
  if (!user) throw new NotFoundError(`No account uses ${email}`);
  await db().entities.users.patch({ userId: user.userId }).set({ isAdmin }).go();
  return { ...user, isAdmin };
};
