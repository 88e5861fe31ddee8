import { ACCOUNT_CONTROL_TEXTS } from '#shared/texts.ts';
import { ForbiddenError } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import { verifyPassword } from './passwords.ts';
import { clearAttempts, giveBackAttempt, type Limit, takeAttempt } from './rate-limit.ts';
import type { UserRecord } from './users.ts';

/** Wrong current passwords: 5 per account per 15 minutes (someone at an unlocked screen guessing). */
const confirmLimits = (userId: string): Limit[] => [
  { key: `confirm-password:user:${userId}`, max: 5, windowSeconds: 15 * 60 },
];

/**
 * Checks the signed-in user's password again before a change that cannot be undone. The attempt is taken
 * before scrypt runs; a wrong password answers 403 (the session is fine, the confirmation is not).
 */
export const confirmPassword = async (user: UserRecord, password: string): Promise<void> => {
  const limits = confirmLimits(user.userId);
  const now = Date.now();
  await takeAttempt(limits, now);
  if (!(await verifyPassword(password, user.passwordHash))) {
    logger.warn('security: wrong current password', { userId: user.userId });
    throw new ForbiddenError(ACCOUNT_CONTROL_TEXTS.wrongPassword);
  }
  await clearAttempts(limits, now).catch(() => giveBackAttempt(limits, now));
};
