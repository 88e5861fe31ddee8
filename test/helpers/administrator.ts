import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { setAdmin } from '#functions/core/admin/set-admin.ts';
import { sealTotpSecret } from '#functions/core/auth/totp.ts';
import type { UserRecord } from '#functions/core/auth/users.ts';
import { UserEntity } from '#functions/db/entities/user.ts';
import { TEST_TOTP_SECRET } from './test-totp.ts';

/**
 * Makes the account with this email an administrator as the command line does, with two-factor sign-in
 * turned on (written straight to the table, as if they had set it up on /profile): their open sessions stay.
 */
export const makeAdministrator = async (email: string): Promise<UserRecord> => {
  const user = await setAdmin(email, true);
  await UserEntity.build(UpdateItemCommand)
    .item({
      userId: user.userId,
      twoFactorEnabled: true,
      twoFactorSecret: await sealTotpSecret(TEST_TOTP_SECRET, user.userId),
    })
    .send();
  return { ...user, twoFactorEnabled: true };
};
