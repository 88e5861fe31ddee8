import { $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { UserEntity } from '../../db/entities/user.ts';

/** Removes the user's second factor: the secret, a pending one and the recovery codes. */
export const forgetSecondFactor = async (userId: string): Promise<void> => {
  await UserEntity.build(UpdateItemCommand)
    .item({
      userId,
      twoFactorEnabled: $remove(),
      twoFactorSecret: $remove(),
      twoFactorPendingSecret: $remove(),
      twoFactorRecoveryCodes: $remove(),
    })
    .options({ condition: { attr: 'userId', exists: true } })
    .send();
};
