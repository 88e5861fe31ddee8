import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../lib/config.ts';
import { dynamo } from './client.ts';
import { partitionKey, sortKey } from './keys.ts';

/**
 * Late writes and deletions (ASVS M3). Background work (an artefact, a research report, an email insight, a
 * memory build) writes its result after a paid AI call that may take seconds; the account or the story it
 * belongs to may be deleted meanwhile. A deletion first marks its owner row `deletingAt` (owner-guard.ts), then
 * removes the children, then the row itself. A late write either joins a transaction with `ownerChecks`
 * (owner-guard.ts: the user row, and the story row when it belongs to one, exist and are not being deleted), or,
 * when it cannot (several items, several batches), writes and then asks `ownerAlive`, undoing what it wrote
 * when the answer is no (`keepWhileOwnerAlive`). A write that committed before the mark is found by the
 * deletion's sweep, which runs after it; one after the mark is refused or undone.
 */
export interface Owner {
  userId: string;
  storyId?: string;
}

/** The owner row's `userId` and deletion mark: a bare read, so no entity schema rides into the bundle. */
const ownerRow = async (kind: 'user' | 'story', id: string) => {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: config().TABLE_NAME,
      Key: { pk: partitionKey({ [`${kind}Id`]: id }), sk: sortKey(kind) },
      ProjectionExpression: 'userId, deletingAt',
      ConsistentRead: true,
    }),
  );
  return Item as { userId?: string; deletingAt?: number } | undefined;
};

/** Whether the owner rows still exist and no deletion of them has started (strongly consistent reads). */
export const ownerAlive = async (owner: Owner): Promise<boolean> => {
  const [user, story] = await Promise.all([
    ownerRow('user', owner.userId),
    owner.storyId ? ownerRow('story', owner.storyId) : undefined,
  ]);
  if (!user || user.deletingAt !== undefined) return false;
  if (!owner.storyId) return true;
  return story?.userId === owner.userId && story.deletingAt === undefined;
};

/**
 * For writes that cannot join a transaction with the owner checks: runs them, then checks the owner; when the
 * owner is gone or being deleted, `undo` removes what was written and the answer is undefined. A write that
 * failed while the owner went away (a refused condition) is undone the same way instead of failing.
 */
export const keepWhileOwnerAlive = async <T>(
  owner: Owner,
  write: () => Promise<T>,
  undo: () => Promise<unknown>,
): Promise<T | undefined> => {
  let written: T;
  try {
    written = await write();
  } catch (error) {
    if (await ownerAlive(owner)) throw error;
    await undo();
    return undefined;
  }
  if (await ownerAlive(owner)) return written;
  await undo();
  return undefined;
};
