import { $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { SESSION_TEXTS } from '#shared/texts.ts';
import { UserEntity } from '../../db/entities/user.ts';
import { mailer } from '../../lib/adapters.ts';
import { config } from '../../lib/config.ts';
import { ConflictError } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import { forgetSecondFactor } from '../auth/forget-second-factor.ts';
import { endOtherSessions } from '../auth/session-list.ts';
import { getUserForAdmin } from './users.ts';

/**
 * An administrator ends every session of a user (issue 23, M6): they are signed out everywhere at once. On
 * their own account the administrator's current session stays. Answers the message and the audit line.
 */
export const endSessionsForAdmin = async (
  actor: { userId: string; sessionId: string },
  userId: string,
): Promise<{ message: string; detail: string }> => {
  const user = await getUserForAdmin(userId);
  const ended = await endOtherSessions(user.userId, actor.userId === userId ? actor.sessionId : undefined);
  logger.info('security: sessions ended by an administrator', { userId, actorId: actor.userId, ended });
  return { message: SESSION_TEXTS.endedForUser(ended), detail: `ended ${ended} sessions of ${user.email}` };
};

/**
 * An administrator turns a user's two-factor sign-in off (a lost phone and lost codes): the secret and the
 * recovery codes go (the TOTP key is not needed for that), and Walt tells the user by email, whether or not
 * the address is verified: it is a security notice about the account, like a reset link, and it quotes
 * nothing anyone typed (no name, M8). No administrator does this to their own account: that is for the
 * profile, with a code. Answers the audit line.
 */
export const resetTwoFactorForAdmin = async (actorId: string, userId: string): Promise<string> => {
  const user = await getUserForAdmin(userId);
  if (actorId === user.userId) throw new ConflictError(SESSION_TEXTS.ownTwoFactor);
  if (!user.twoFactorEnabled) throw new ConflictError(SESSION_TEXTS.twoFactorNotOnForUser);
  await forgetSecondFactor(user.userId);
  logger.info('security: two-factor sign-in reset by an administrator', { userId, actorId });
  await mailer().send({
    to: user.email,
    subject: 'Two-factor sign-in is off on your Walt account',
    text: [
      'Hello,',
      '',
      'An administrator of Walt has turned off two-factor sign-in on your account, as asked when a phone or',
      'recovery codes are lost. You can now sign in with your password alone.',
      '',
      `To turn two-factor sign-in on again, sign in and open your profile: ${new URL('/profile', config().APP_URL)}`,
      '',
      'If you did not ask for this, change your password at once and write to us.',
      '',
      'Walt',
    ].join('\n'),
  });
  return `reset two-factor sign-in of ${user.email}`;
};
