import { randomUUID } from 'node:crypto';
import { AUTH_TEXTS } from '#shared/texts.ts';
import { db } from '../../db/service.ts';
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
  const user = {
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
  const result = await db()
    .transaction.write(({ users, emailClaims }) => [
      emailClaims.create({ email: input.email, userId }).commit(),
      users.create(user).commit(),
    ])
    .go();
  if (result.canceled) throw new ConflictError(AUTH_TEXTS.emailTaken);
  logger.info('security: account registered', { userId });
  return user;
};
