import { $set, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import type { PermissionsMap } from '#shared/schemas/permissions.ts';
import type { Profile } from '#shared/schemas/user.ts';
import { UserEntity } from '../../db/entities/user.ts';
import { getUser, toPublicUser, type UserRecord } from '../auth/users.ts';

export const toProfile = (user: UserRecord): Profile => ({
  ...toPublicUser(user),
  grantedPermissions: user.grantedPermissions ?? {},
});

/** Stores the user's choices; keys not sent keep their stored value (missing means not granted). */
export const updatePermissions = async (userId: string, permissions: PermissionsMap): Promise<Profile> => {
  const user = await getUser(userId);
  const grantedPermissions = { ...(user.grantedPermissions ?? {}), ...permissions };
  // $set replaces the whole map (a plain object would update key by key, and fail on a user without one).
  await UserEntity.build(UpdateItemCommand)
    .item({ userId, grantedPermissions: $set(grantedPermissions) })
    .options({ condition: { attr: 'userId', exists: true } })
    .send();
  return toProfile({ ...user, grantedPermissions });
};
