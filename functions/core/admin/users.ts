import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import type { UserRoleFilter, UserTranscriptFilter } from '#shared/constants.ts';
import type { AdminUser } from '#shared/schemas/user.ts';
import { ADMIN_USER_TEXTS } from '#shared/texts.ts';
import { UserEntity } from '../../db/entities/user.ts';
import { numberedPage } from '../../db/numbered-page.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { queueAccountDeletion } from '../account/queued-deletion.ts';
import { findUserById, type UserRecord } from '../auth/users.ts';
import { setAdminRights } from './admin-rights.ts';
import { countSelected, passSelected, selectedPage } from './user-list.ts';

const transcriptsGranted = (user: Pick<UserRecord, 'grantedPermissions'>) =>
  user.grantedPermissions?.['can-see-transcripts'] === true;

/** Part B §3 "User": canSeeTranscripts defaults to false (Private) on the admin side. */
export const toAdminUser = (user: UserRecord): AdminUser => ({
  id: user.userId,
  name: user.name ?? '',
  email: user.email,
  createdAt: user.createdAt ?? new Date(0).toISOString(),
  isAdmin: user.isAdmin ?? false,
  grantedPermissions: {
    canSeeProgress: user.grantedPermissions?.['can-see-progress'] === true,
    canSeeTranscripts: transcriptsGranted(user),
  },
});

export const getUserForAdmin = async (userId: string): Promise<UserRecord> => {
  const user = await findUserById(userId);
  if (!user) throw new NotFoundError(ADMIN_USER_TEXTS.userNotFound);
  return user;
};

/**
 * One page of users, newest first, and how many users the filters select (the screen shows 'Page X of Y'). The
 * page is read from the index where the previous page's cursor left off; a page asked for by number alone is
 * counted to (numberedPage). The total is a COUNT of the same selection.
 */
export const listUsersForAdmin = async (
  input: { page: number; limit: number; role: UserRoleFilter; transcripts: UserTranscriptFilter },
  after?: Record<string, string>,
): Promise<{ users: AdminUser[]; total: number; page: number; limit: number; nextCursor?: string }> => {
  const { page, limit, role, transcripts } = input;
  const [total, users] = await Promise.all([
    countSelected(role, transcripts),
    numberedPage(
      (request) => selectedPage(role, transcripts, request),
      { page, limit, after },
      (request) => passSelected(role, transcripts, request),
    ),
  ]);
  return {
    users: users.items.map(toAdminUser),
    total,
    page,
    limit,
    ...(users.nextCursor ? { nextCursor: users.nextCursor } : {}),
  };
};

export const renameUser = async (userId: string, name: string): Promise<AdminUser> => {
  const user = await getUserForAdmin(userId);
  await UserEntity.build(UpdateItemCommand)
    .item({ userId, name })
    .options({ condition: { attr: 'userId', exists: true } })
    .send();
  return toAdminUser({ ...user, name });
};

export const setUserAdminRights = async (actorId: string, userId: string, isAdmin: boolean) =>
  toAdminUser(await setAdminRights(await getUserForAdmin(userId), isAdmin, actorId));

/**
 * Deletes a user and everything of theirs: the account closes at once (gone from sign-in and from these
 * lists) and the rest is deleted on the deletions queue (account/queued-deletion.ts). An administrator first
 * loses the rights through the counted transaction, so the last one cannot be deleted; no admin deletes their
 * own account here. Returns the deleted user's email for the audit trail.
 */
export const deleteUserForAdmin = async (actorId: string, userId: string): Promise<string> => {
  if (actorId === userId) throw new ConflictError(ADMIN_USER_TEXTS.ownAccount);
  const user = await getUserForAdmin(userId);
  if (user.isAdmin) await setAdminRights(user, false, actorId);
  await queueAccountDeletion(userId);
  return user.email;
};
