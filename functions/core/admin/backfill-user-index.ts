import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { allUsers, UserEntity, userIndexKeys } from '../../db/entities/user.ts';
import { isConditionFailure } from '../../db/errors.ts';
import { queryProjection } from '../../db/read.ts';
import { ensureAdminCounter } from './admin-rights.ts';

/**
 * Gives every account written before the admin list's role (`gsi2`) and transcripts (`gsi3`) indexes existed
 * its keys there, and creates the admin counter. Idempotent: an account whose keys are already right is left
 * alone. Run by the seeds (functions/workers/seed.ts): after every deploy and at every local start.
 */
export const backfillUserIndex = async (): Promise<number> => {
  const users = await queryProjection(UserEntity, allUsers(), [
    'userId',
    'createdAt',
    'isAdmin',
    'grantedPermissions',
    'gsi2pk' as never,
    'gsi3pk' as never,
  ]);
  let updated = 0;
  for (const user of users as ((typeof users)[number] & { gsi2pk?: string; gsi3pk?: string })[]) {
    const keys = userIndexKeys(user);
    if (user.gsi2pk === keys.gsi2pk && user.gsi3pk === keys.gsi3pk) continue;
    try {
      await UserEntity.build(UpdateItemCommand)
        .item({
          userId: user.userId,
          gsi2pk: keys.gsi2pk,
          gsi2sk: keys.gsi2sk,
          gsi3pk: keys.gsi3pk,
          gsi3sk: keys.gsi3sk,
        } as never)
        .options({ condition: { attr: 'userId', exists: true } })
        .send();
      updated += 1;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  await ensureAdminCounter();
  return updated;
};
