import { $set, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import type { PermissionsMap } from '#shared/schemas/permissions.ts';
import type { Profile } from '#shared/schemas/user.ts';
import { UserEntity, userIndexKeys } from '../../db/entities/user.ts';
import { getUser, toPublicUser, type UserRecord } from '../auth/users.ts';

export const toProfile = (user: UserRecord): Profile => ({
  ...toPublicUser(user),
  grantedPermissions: user.grantedPermissions ?? {},
});

const pickTranscriptKeys = ({ gsi3pk, gsi3sk }: ReturnType<typeof userIndexKeys>) => ({ gsi3pk, gsi3sk });

/** Stores the user's choices; keys not sent keep their stored value (missing means not granted). */
export const updatePermissions = async (userId: string, permissions: PermissionsMap): Promise<Profile> => {
  const user = await getUser(userId);
  const grantedPermissions = { ...(user.grantedPermissions ?? {}), ...permissions };
  // $set replaces the whole map (a plain object would update key by key, and fail on a user without one).
  await UserEntity.build(UpdateItemCommand)
    .item({
      userId,
      grantedPermissions: $set(grantedPermissions),
      // The admin list's transcripts index follows the consent (entities/user.ts `userIndexKeys`).
      ...pickTranscriptKeys(userIndexKeys({ ...user, createdAt: user.createdAt ?? '', grantedPermissions })),
    })
    .options({ condition: { attr: 'userId', exists: true } })
    .send();
  return toProfile({ ...user, grantedPermissions });
};
