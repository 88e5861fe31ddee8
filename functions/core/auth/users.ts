import type { EntityItem } from 'electrodb';
import type { PublicUser } from '#shared/schemas/user.ts';
import type { UserEntity } from '../../db/entities/user.ts';
import { db } from '../../db/service.ts';
import { NotFoundError } from '../../lib/errors.ts';

export type UserRecord = EntityItem<typeof UserEntity>;

/** The user as the browser may see it (no hash, no internal counters). */
export const toPublicUser = (user: UserRecord): PublicUser => ({
  id: user.userId,
  email: user.email,
  name: user.name,
  isAdmin: user.isAdmin ?? false,
  createdAt: user.createdAt ?? new Date(0).toISOString(),
});

export const findUserById = async (userId: string): Promise<UserRecord | undefined> => {
  const { data } = await db().entities.users.get({ userId }).go({ consistent: true });
  return data ?? undefined;
};

export const getUser = async (userId: string): Promise<UserRecord> => {
  const user = await findUserById(userId);
  if (!user) throw new NotFoundError('User not found');
  return user;
};

/** Looks a user up by email through the uniqueness claim (a strongly consistent GetItem, no Scan). */
export const findUserByEmail = async (email: string): Promise<UserRecord | undefined> => {
  const { data: claim } = await db().entities.emailClaims.get({ email }).go({ consistent: true });
  return claim ? findUserById(claim.userId) : undefined;
};
