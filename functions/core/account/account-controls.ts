import { $get, $sum, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { deleteAll } from '../../db/batch.ts';
import { ResetTokenEntity, resetTokensOfUser } from '../../db/entities/reset-token.ts';
import { UserEntity } from '../../db/entities/user.ts';
import { queryAll } from '../../db/read.ts';
import { logger } from '../../lib/logger.ts';
import { setAdminRights } from '../admin/admin-rights.ts';
import { assertAcceptablePassword } from '../auth/common-passwords.ts';
import { confirmPassword } from '../auth/confirm-password.ts';
import { hashPassword } from '../auth/passwords.ts';
import { endAllSessions } from '../auth/sessions.ts';
import type { UserRecord } from '../auth/users.ts';
import { queueAccountDeletion } from './queued-deletion.ts';

/**
 * Changes the password of the signed-in user: the current one is required; credentialsVersion is bumped so
 * every session opened before ends at once (and their items are deleted), and outstanding reset links die.
 * The caller opens a fresh session for the browser that asked, so it stays signed in.
 */
export const changePassword = async (
  user: UserRecord,
  currentPassword: string,
  newPassword: string,
): Promise<{ credentialsVersion: number }> => {
  await confirmPassword(user, currentPassword);
  await assertAcceptablePassword(newPassword);
  const passwordHash = await hashPassword(newPassword);
  const { Attributes } = await UserEntity.build(UpdateItemCommand)
    .item({ userId: user.userId, passwordHash, credentialsVersion: $sum($get('credentialsVersion', 1), 1) })
    .options({ condition: { attr: 'userId', exists: true }, returnValues: 'UPDATED_NEW' })
    .send();
  await endAllSessions(user.userId);
  const tokens = await queryAll(ResetTokenEntity, resetTokensOfUser(user.userId), {
    attributes: ['tokenHash'],
  });
  await deleteAll(
    ResetTokenEntity,
    tokens.map(({ tokenHash }) => ({ tokenHash })),
  );
  logger.info('security: password changed, other sessions ended', { userId: user.userId });
  return { credentialsVersion: Attributes?.credentialsVersion ?? (user.credentialsVersion ?? 1) + 1 };
};

/**
 * Closes the signed-in user's account and queues the deletion of everything in it, once they have entered
 * their password again (queued-deletion.ts). An administrator first gives up the rights through the counted
 * transaction, so the last administrator cannot delete their account (409) and the admin counter stays true.
 */
export const deleteOwnAccount = async (user: UserRecord, password: string): Promise<void> => {
  await confirmPassword(user, password);
  if (user.isAdmin) await setAdminRights(user, false);
  await queueAccountDeletion(user.userId);
};
