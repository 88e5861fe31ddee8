import * as z from 'zod/mini';
import '#shared/zod-locale.ts';
import { ACCOUNT_TEXTS } from '#shared/texts.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { findUserByEmail, type UserRecord } from '../auth/users.ts';
import { setAdminRights } from './admin-rights.ts';

/**
 * Sets a user's isAdmin flag, found by email (the admin command line, `npm run admin`): through the same
 * counted transaction as the admin screens, so the last administrator cannot be revoked here either.
 */
export const setAdmin = async (emailAddress: string, isAdmin: boolean): Promise<UserRecord> => {
  const email = z.email().parse(emailAddress.trim().toLowerCase());
  const user = await findUserByEmail(email);
  if (!user) throw new NotFoundError(ACCOUNT_TEXTS.noAccountFor(email));
  return setAdminRights(user, isAdmin);
};
