import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { $get, $sum, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { AUTH_TEXTS } from '#shared/texts.ts';
import { deleteQueried } from '../../db/delete-queried.ts';
import { ResetTokenEntity, resetTokensOfUser } from '../../db/entities/reset-token.ts';
import { UserEntity } from '../../db/entities/user.ts';
import { getItem } from '../../db/read.ts';
import { ValidationError } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import { refusedAs } from '../conditional-writes.ts';
import { assertAcceptablePassword } from './common-passwords.ts';
import { mailNewLink } from './link-mail.ts';
import { hashPassword } from './passwords.ts';
import { giveBackAttempt, type Limit, takeAttempt } from './rate-limit.ts';
import { endAllSessions } from './sessions.ts';
import { hashLinkToken } from './tokens.ts';
import type { SecondFactorProof } from './totp-account.ts';
import { findUserByEmail, getUser, type UserRecord } from './users.ts';

/** Reset links last one hour. */
export const RESET_TOKEN_SECONDS = 3600;
const HOUR = 3600;

const requestLimits = (email: string, ip: string): Limit[] => [
  { key: `forgot:email:${email}`, max: 5, windowSeconds: HOUR },
  { key: `forgot:ip:${ip}`, max: 20, windowSeconds: HOUR },
];
const resetLimits = (ip: string): Limit[] => [{ key: `reset:ip:${ip}`, max: 20, windowSeconds: 15 * 60 }];

/** Emails a single-use reset link when the account exists; callers answer the same either way. */
export const requestPasswordReset = async (email: string, ip: string): Promise<void> => {
  // The attempt is taken before any work, so requests sent at once cannot all pass the limit.
  await takeAttempt(requestLimits(email, ip));
  const user = await findUserByEmail(email);
  if (!user) {
    logger.info('security: reset requested for unknown account', { ip });
    return;
  }
  await mailNewLink(ResetTokenEntity, RESET_TOKEN_SECONDS, user, {
    path: '/reset-password',
    subject: 'Reset your Walt password',
    before: [
      'Someone (we hope you) asked to reset the password of your Walt account.',
      'Open this link within the next hour to choose a new password:',
    ],
    after: ['If you did not ask for this, you can ignore this email: your password stays as it is.'],
    sentLog: 'security: reset link sent',
  });
};

/**
 * Spends a reset token and sets the new password. The token is deleted with a condition, so of many
 * concurrent submits exactly one wins. The user's credentialsVersion is bumped, which ends every session
 * opened before (the wrapper checks it on every request; the session items are deleted too), and the user's
 * other reset tokens are deleted: a link sent earlier dies with the reset.
 *
 * A link proves the mailbox, not the phone: on an account with two-factor sign-in on, the second factor sign-in
 * asks for (a code or one recovery code) is checked before anything is spent or written, under sign-in's code
 * limits. Without it 400, with a wrong one 401; either way the link stays usable and nothing else changes.
 */
export const resetPassword = async (
  token: string,
  password: string,
  ip: string,
  proof: SecondFactorProof = {},
): Promise<UserRecord> => {
  const limits = resetLimits(ip);
  const now = Date.now();
  // Taken before the token is looked up (so concurrent guesses cannot outrun the limit); a right token gives it back.
  await takeAttempt(limits, now);
  try {
    await assertAcceptablePassword(password);
  } catch (error) {
    await giveBackAttempt(limits, now);
    throw error;
  }
  const tokenHash = hashLinkToken(token);
  const found = await getItem(ResetTokenEntity, { tokenHash });
  if (!found || found.expiresAt <= Math.floor(Date.now() / 1000)) throw invalidToken(ip);
  await giveBackAttempt(limits, now);
  const user = await getUser(found.userId);
  if (user.twoFactorEnabled) {
    // Loaded only for a two-factor account: the code check stays out of the endpoint's cold start.
    const { proveSecondFactor } = await import('./second-factor.ts');
    await proveSecondFactor(user, proof, AUTH_TEXTS.resetCodeRequired);
  }
  await refusedAs(
    ResetTokenEntity.build(DeleteItemCommand)
      .key({ tokenHash })
      .options({ condition: { attr: 'tokenHash', exists: true } })
      .send(),
    // Spent by a concurrent submit of the same link.
    () => invalidToken(ip),
  );
  const passwordHash = await hashPassword(password);
  // if_not_exists(credentialsVersion, 1) + 1: an account written without a version (read as 1) moves to 2.
  const { Attributes } = await UserEntity.build(UpdateItemCommand)
    .item({ userId: user.userId, passwordHash, credentialsVersion: $sum($get('credentialsVersion', 1), 1) })
    .options({ condition: { attr: 'userId', exists: true }, returnValues: 'UPDATED_NEW' })
    .send();
  await deleteQueried(ResetTokenEntity, resetTokensOfUser(user.userId), ({ tokenHash }) => ({ tokenHash }));
  await endAllSessions(user.userId);
  logger.info('security: password reset, all sessions and reset links ended', { userId: user.userId });
  return { ...user, ...Attributes, passwordHash };
};

const invalidToken = (ip: string): ValidationError => {
  logger.warn('security: invalid reset token used', { ip });
  return new ValidationError(AUTH_TEXTS.invalidResetToken);
};
