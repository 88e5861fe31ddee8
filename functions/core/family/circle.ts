import type { FormattedItem } from 'dynamodb-toolbox/entity';
import type { FamilyRole } from '#shared/schemas/family.ts';
import { FAMILY_TEXTS } from '#shared/texts.ts';
import { getAll } from '../../db/batch.ts';
import { FamilyMemberEntity } from '../../db/entities/family-member.ts';
import { StoryEntity } from '../../db/entities/story.ts';
import { UserEntity } from '../../db/entities/user.ts';
import { getItem } from '../../db/read.ts';
import { NotFoundError } from '../../lib/errors.ts';

export type MemberRecord = FormattedItem<typeof FamilyMemberEntity>;
export type StoryRecord = FormattedItem<typeof StoryEntity>;
export type UserRecord = FormattedItem<typeof UserEntity>;

/**
 * The caller's place in a narrator's circle, read strongly consistent on every request (never cached), so a
 * removal, a departure or a change of role holds from the next request on.
 */
export const membershipOf = (narratorId: string, userId: string): Promise<MemberRecord | undefined> =>
  getItem(FamilyMemberEntity, { narratorId, memberId: userId });

/**
 * A story as a relative may reach it: shared by its narrator, and the caller a current member of that
 * narrator's circle. Anything else (unknown, unshared, being deleted, a stranger, a removed member) answers
 * the same 404, so an id reveals nothing.
 */
export const sharedStoryFor = async (
  userId: string,
  storyId: string,
): Promise<{ story: StoryRecord; member: MemberRecord }> => {
  const story = await getItem(StoryEntity, { storyId });
  if (story?.shared !== true || story.deletingAt !== undefined || story.userId === userId)
    throw new NotFoundError(FAMILY_TEXTS.storyNotFound);
  const member = await membershipOf(story.userId, userId);
  if (!member) throw new NotFoundError(FAMILY_TEXTS.storyNotFound);
  return { story, member };
};

/** Users by id (the names and addresses of a circle), one batch read. */
export const usersById = async (userIds: readonly string[]): Promise<Map<string, UserRecord>> => {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const users = await getAll(
    UserEntity,
    unique.map((userId) => ({ userId })),
  );
  return new Map(users.map((user) => [user.userId, user]));
};

export const asRole = (role: string): FamilyRole => (role === 'contributor' ? 'contributor' : 'reader');
