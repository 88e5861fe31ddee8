import type { PermissionsMap } from '#shared/schemas/permissions.ts';
import type { Profile } from '#shared/schemas/user.ts';
import { db } from '../../db/service.ts';
import { getUser, toPublicUser, type UserRecord } from '../auth/users.ts';

export const toProfile = (user: UserRecord): Profile => ({
  ...toPublicUser(user),
  grantedPermissions: user.grantedPermissions ?? {},
});

/** Stores the user's choices; keys not sent keep their stored value (missing means not granted). */
export const updatePermissions = async (userId: string, permissions: PermissionsMap): Promise<Profile> => {
  const user = await getUser(userId);
  const grantedPermissions = { ...(user.grantedPermissions ?? {}), ...permissions };
  await db().entities.users.patch({ userId }).set({ grantedPermissions }).go();
  return toProfile({ ...user, grantedPermissions });
};
