import { randomUUID } from 'node:crypto';
import { AUTH_TEXTS } from '#shared/texts.ts';
import { db } from '../../db/service.ts';
import { ConflictError, UnauthorizedError, ValidationError } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import { burnPasswordCheck, hashPassword, isCommonPassword, verifyPassword } from './passwords.ts';
import { assertWithinLimits, clearAttempts, type Limit, recordAttempt } from './rate-limit.ts';
import { findUserByEmail, type UserRecord } from './users.ts';

const FIFTEEN_MINUTES = 15 * 60;
/** Per account: 5 failed sign-ins per 15 minutes; per IP: 30 (a family may share one connection). */
const loginLimits = (email: string, ip: string): Limit[] => [
  { key: `login:email:${email}`, max: 5, windowSeconds: FIFTEEN_MINUTES },
  { key: `login:ip:${ip}`, max: 30, windowSeconds: FIFTEEN_MINUTES },
];

export const assertAcceptablePassword = (password: string): void => {
  if (isCommonPassword(password)) throw new ValidationError(AUTH_TEXTS.commonPassword);
};

/** Creates the user and claims the email in one transaction, so two sign-ups cannot share an address. */
export const registerUser = async (input: {
  email: string;
  password: string;
  name: string;
}): Promise<UserRecord> => {
  assertAcceptablePassword(input.password);
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

/** Checks credentials under attempt limits; the answer never tells whether the email exists. */
export const authenticate = async (email: string, password: string, ip: string): Promise<UserRecord> => {
  const limits = loginLimits(email, ip);
  await assertWithinLimits(limits);
  const user = await findUserByEmail(email);
  let valid = false;
  if (user) valid = await verifyPassword(password, user.passwordHash);
  else await burnPasswordCheck(password);
  if (!user || !valid) {
    await recordAttempt(limits);
    logger.warn('security: sign-in failed', { ip, knownAccount: Boolean(user) });
    throw new UnauthorizedError(AUTH_TEXTS.invalidCredentials);
  }
  await clearAttempts(limits.slice(0, 1));
  logger.info('security: signed in', { userId: user.userId });
  return user;
};
