import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import type { UserRoleFilter, UserTranscriptFilter } from '#shared/constants.ts';
import type { AdminUser } from '#shared/schemas/user.ts';
import { ADMIN_USER_TEXTS } from '#shared/texts.ts';
import { getAll } from '../../db/batch.ts';
import { allUsers, UserEntity, usersByRole, usersByTranscripts } from '../../db/entities/user.ts';
import { queryProjection } from '../../db/read.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { queueAccountDeletion } from '../account/queued-deletion.ts';
import { findUserById, type UserRecord } from '../auth/users.ts';
import { setAdminRights } from './admin-rights.ts';

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
 * The ids the filters select, newest first, read from the index that already holds exactly them: all users
 * (`gsi1`), one role (`gsi2`) or one transcript consent (`gsi3`). Both filters at once read the role's
 * partition with its consent flags and keep the matching ones. Only the ids (and the flag) travel; the page's
 * users are then read by key.
 */
const selectedIds = async (role: UserRoleFilter, transcripts: UserTranscriptFilter): Promise<string[]> => {
  const query =
    role !== 'all'
      ? usersByRole(role === 'admins')
      : transcripts === 'all'
        ? allUsers()
        : usersByTranscripts(transcripts === 'public');
  const wanted = transcripts === 'public';
  // An account being deleted (its deletion queued) is already gone from the administrators' view.
  return (await queryProjection(UserEntity, query, ['userId', 'grantedPermissions', 'deletingAt']))
    .filter((user) => user.deletingAt === undefined)
    .filter((user) => role === 'all' || transcripts === 'all' || transcriptsGranted(user) === wanted)
    .map(({ userId }) => userId)
    .reverse();
};

/** The users of these ids, in this order (a batch read; a user deleted meanwhile is left out). */
const getUsers = async (userIds: string[]): Promise<UserRecord[]> => {
  const found = new Map(
    (
      await getAll(
        UserEntity,
        userIds.map((userId) => ({ userId })),
      )
    ).map((user) => [user.userId, user]),
  );
  return userIds.map((userId) => found.get(userId)).filter((user): user is UserRecord => user !== undefined);
};

/**
 * One page of users, newest first, and how many users the filters select. Paging is by page number (the
 * screen shows 'Page X of Y'), so the whole selection's ids are read (a projection, no Scan), counted and
 * cut; only the page's users are then read in full.
 */
export const listUsersForAdmin = async (input: {
  page: number;
  limit: number;
  role: UserRoleFilter;
  transcripts: UserTranscriptFilter;
}): Promise<{ users: AdminUser[]; total: number; page: number; limit: number }> => {
  const ids = await selectedIds(input.role, input.transcripts);
  const start = (input.page - 1) * input.limit;
  const users = await getUsers(ids.slice(start, start + input.limit));
  return { users: users.map(toAdminUser), total: ids.length, page: input.page, limit: input.limit };
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
