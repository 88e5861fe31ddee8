import { AUTH_TEXTS } from '#shared/texts.ts';
import { UnauthorizedError } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import { burnPasswordCheck, verifyPassword } from './passwords.ts';
import { clearAttempts, giveBackAttempt, type Limit, takeAttempt } from './rate-limit.ts';
import { findUserByEmail, type UserRecord } from './users.ts';

const FIFTEEN_MINUTES = 15 * 60;
/**
 * Failed sign-ins: 5 per account from one IP per 15 minutes; 50 per account per day from anywhere (so a
 * stranger guessing from another network locks the owner out only at that slow limit); 30 per IP per 15
 * minutes across accounts (a family may share one connection). The account+IP pair comes first.
 */
const loginLimits = (email: string, ip: string): Limit[] => [
  { key: `login:email-ip:${email}|${ip}`, max: 5, windowSeconds: FIFTEEN_MINUTES },
  { key: `login:account:${email}`, max: 50, windowSeconds: 24 * 3600 },
  { key: `login:ip:${ip}`, max: 30, windowSeconds: FIFTEEN_MINUTES },
];

/**
 * Checks credentials under attempt limits; the answer never tells whether the email exists. The attempt is
 * taken before the password is checked, so concurrent guesses cannot outrun the limits.
 */
export const authenticate = async (email: string, password: string, ip: string): Promise<UserRecord> => {
  const limits = loginLimits(email, ip);
  const now = Date.now();
  await takeAttempt(limits, now);
  const user = await findUserByEmail(email);
  let valid = false;
  if (user) valid = await verifyPassword(password, user.passwordHash);
  else await burnPasswordCheck(password);
  if (!user || !valid) {
    logger.warn('security: sign-in failed', { ip, knownAccount: Boolean(user) });
    throw new UnauthorizedError(AUTH_TEXTS.invalidCredentials);
  }
  // Only failures count: the pair starts again, the slower limits get their attempt back.
  await Promise.all([clearAttempts(limits.slice(0, 1), now), giveBackAttempt(limits.slice(1), now)]);
  logger.info('security: signed in', { userId: user.userId });
  return user;
};
