import type { FormattedItem } from 'dynamodb-toolbox/entity';
import type { PublicUser } from '#shared/schemas/user.ts';
import { ACCOUNT_TEXTS } from '#shared/texts.ts';
import { EmailClaimEntity } from '../../db/entities/email-claim.ts';
import { UserEntity } from '../../db/entities/user.ts';
import { getItem } from '../../db/read.ts';
import { NotFoundError } from '../../lib/errors.ts';

export type UserRecord = FormattedItem<typeof UserEntity>;

/** The user as the browser may see it (no hash, no internal counters). */
export const toPublicUser = (user: UserRecord): PublicUser => ({
  id: user.userId,
  email: user.email,
  name: user.name,
  isAdmin: user.isAdmin ?? false,
  createdAt: user.createdAt ?? new Date(0).toISOString(),
  emailVerified: user.emailVerified ?? false,
  twoFactorEnabled: user.twoFactorEnabled ?? false,
});

/**
 * The user, unless there is none or the account is being deleted (its deletion queued,
 * account/queued-deletion.ts): from that moment it signs in, resolves a session and is found by no one.
 */
export const findUserById = async (userId: string): Promise<UserRecord | undefined> => {
  const user = await getItem(UserEntity, { userId });
  return user?.deletingAt === undefined ? user : undefined;
};

export const getUser = async (userId: string): Promise<UserRecord> => {
  const user = await findUserById(userId);
  if (!user) throw new NotFoundError(ACCOUNT_TEXTS.userNotFound);
  return user;
};

/** Looks a user up by email through the uniqueness claim (a strongly consistent GetItem, no Scan). */
export const findUserByEmail = async (email: string): Promise<UserRecord | undefined> => {
  const claim = await getItem(EmailClaimEntity, { email });
  return claim ? findUserById(claim.userId) : undefined;
};
