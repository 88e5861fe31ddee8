import { AUTH_TEXTS } from '#shared/texts.ts';
import { UnauthorizedError } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import { burnPasswordCheck, verifyPassword } from './passwords.ts';
import { assertWithinLimits, clearAttempts, type Limit, recordAttempt } from './rate-limit.ts';
import { findUserByEmail, type UserRecord } from './users.ts';

const FIFTEEN_MINUTES = 15 * 60;
/** Per account: 5 failed sign-ins per 15 minutes; per IP: 30 (a family may share one connection). */
const loginLimits = (email: string, ip: string): Limit[] => [
  { key: `login:email:${email}`, max: 5, windowSeconds: FIFTEEN_MINUTES },
  { key: `login:ip:${ip}`, max: 30, windowSeconds: FIFTEEN_MINUTES },
];

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
