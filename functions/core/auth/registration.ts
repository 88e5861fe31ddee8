import { randomUUID } from 'node:crypto';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { execute } from 'dynamodb-toolbox/entity/actions/transactWrite';
import { AUTH_TEXTS } from '#shared/texts.ts';
import { EmailClaimEntity } from '../../db/entities/email-claim.ts';
import { UserEntity } from '../../db/entities/user.ts';
import { isTransactionRefused } from '../../db/errors.ts';
import { ConflictError } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import { assertAcceptablePassword } from './common-passwords.ts';
import { hashPassword } from './passwords.ts';
import type { UserRecord } from './users.ts';

/** Creates the user and claims the email in one transaction, so two sign-ups cannot share an address. */
export const registerUser = async (input: {
  email: string;
  password: string;
  name: string;
}): Promise<UserRecord> => {
  await assertAcceptablePassword(input.password);
  const userId = randomUUID();
  const passwordHash = await hashPassword(input.password);
  const now = new Date().toISOString();
  const user: UserRecord = {
    userId,
    email: input.email,
    name: input.name,
    passwordHash,
    isAdmin: false,
    grantedPermissions: {},
    credentialsVersion: 1,
    createdAt: now,
    updatedAt: now,
  };
  try {
    await execute(
      EmailClaimEntity.build(PutTransaction)
        .item({ email: input.email, userId })
        .options({ condition: { attr: 'email', exists: false } }),
      UserEntity.build(PutTransaction)
        .item(user)
        .options({ condition: { attr: 'userId', exists: false } }),
    );
  } catch (error) {
    if (isTransactionRefused(error)) throw new ConflictError(AUTH_TEXTS.emailTaken);
    throw error;
  }
  logger.info('security: account registered', { userId });
  return user;
};
