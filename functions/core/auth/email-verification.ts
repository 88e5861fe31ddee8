import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { EMAIL_TEXTS } from '#shared/texts.ts';
import { deleteQueried } from '../../db/delete-queried.ts';
import { EmailVerificationEntity, emailVerificationsOfUser } from '../../db/entities/email-verification.ts';
import { UserEntity } from '../../db/entities/user.ts';
import { isConditionFailure } from '../../db/errors.ts';
import { ConflictError, ValidationError } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import { refusedAs } from '../conditional-writes.ts';
import { mailNewLink } from './link-mail.ts';
import { giveBackAttempt, type Limit, takeAttempt } from './rate-limit.ts';
import { hashLinkToken } from './tokens.ts';

/** Verification links last 24 hours. */
export const VERIFICATION_TOKEN_SECONDS = 24 * 3600;
const HOUR = 3600;

/** A signed-in user may ask for 3 new links an hour (each is a mail we send). */
const resendLimits = (userId: string): Limit[] => [
  { key: `verify-resend:user:${userId}`, max: 3, windowSeconds: HOUR },
];
/** Wrong links: 20 per IP per 15 minutes (only failures count, like reset). */
const verifyLimits = (ip: string): Limit[] => [{ key: `verify:ip:${ip}`, max: 20, windowSeconds: 15 * 60 }];

/** Mails a fresh single-use verification link (256-bit, stored hashed, 24 h) to the user's address. */
export const sendVerificationEmail = async (user: {
  userId: string;
  email: string;
  name: string;
}): Promise<void> => {
  await mailNewLink(EmailVerificationEntity, VERIFICATION_TOKEN_SECONDS, user, {
    path: '/verify-email',
    subject: 'Please verify your email address for Walt',
    before: [
      'Welcome to Walt. Please open this link within the next 24 hours to confirm that this is your email address:',
    ],
    after: [
      'Until then Walt will not send you any other email, such as writer reports.',
      'If you did not create a Walt account, you can ignore this email.',
    ],
    sentLog: 'security: verification link sent',
  });
};

/** Sends the verification mail at registration; a mail that fails is logged, and the user can ask again. */
export const sendVerificationAfterRegistration = async (user: {
  userId: string;
  email: string;
  name: string;
}): Promise<void> => {
  try {
    await sendVerificationEmail(user);
  } catch (error) {
    logger.error('verification mail failed at registration', { userId: user.userId, error });
  }
};

/** Sends a new link on the user's request, at most 3 an hour; refused once the address is verified. */
export const resendVerificationEmail = async (user: {
  userId: string;
  email: string;
  name: string;
  emailVerified?: boolean;
}): Promise<void> => {
  if (user.emailVerified) throw new ConflictError(EMAIL_TEXTS.alreadyVerified);
  await takeAttempt(resendLimits(user.userId));
  await sendVerificationEmail(user);
};

/**
 * Spends a verification token (a conditional delete, so it works once) and marks the user's address verified;
 * the user's other outstanding links are deleted with it. The attempt is taken first and given back on success.
 */
export const verifyEmail = async (token: string, ip: string): Promise<{ userId: string }> => {
  const limits = verifyLimits(ip);
  const now = Date.now();
  await takeAttempt(limits, now);
  let spent: { userId: string; expiresAt: number } | undefined;
  try {
    const { Attributes } = await EmailVerificationEntity.build(DeleteItemCommand)
      .key({ tokenHash: hashLinkToken(token) })
      .options({ condition: { attr: 'tokenHash', exists: true }, returnValues: 'ALL_OLD' })
      .send();
    spent = Attributes;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  if (!spent || spent.expiresAt <= Math.floor(now / 1000)) {
    logger.warn('security: invalid verification token used', { ip });
    throw new ValidationError(EMAIL_TEXTS.invalidVerificationToken);
  }
  await giveBackAttempt(limits, now);
  await refusedAs(
    UserEntity.build(UpdateItemCommand)
      .item({ userId: spent.userId, emailVerified: true })
      .options({ condition: { attr: 'userId', exists: true } })
      .send(),
    // The account was deleted after the link was sent: the link is as dead as the account.
    () => new ValidationError(EMAIL_TEXTS.invalidVerificationToken),
  );
  await deleteVerificationTokens(spent.userId);
  logger.info('security: email verified', { userId: spent.userId });
  return { userId: spent.userId };
};

/** Deletes every outstanding verification link of a user (after verifying, or with the account). */
export const deleteVerificationTokens = async (userId: string): Promise<void> => {
  await deleteQueried(EmailVerificationEntity, emailVerificationsOfUser(userId), ({ tokenHash }) => ({
    tokenHash,
  }));
};
