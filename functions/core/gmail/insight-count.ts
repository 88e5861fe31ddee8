import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../db/client.ts';
import { isConditionFailure } from '../../db/errors.ts';
import { partitionKey, sortKey } from '../../db/keys.ts';
import { config } from '../../lib/config.ts';

/**
 * How many email insights a narrator has, kept on their account row (`insightCount`) so the list's `total`
 * (spec part B §7) costs one GetItem rather than a read of every insight (issue 24). A missing count means
 * "unknown": the list counts the insights once and keeps the number. Adding counts only onto a count that
 * exists, and a deletion forgets it, so the number is never built on a wrong base. Bare commands, no entity
 * schema: the Gmail worker's bundle is near its budget.
 */
const userKey = (userId: string) => ({ pk: partitionKey({ userId }), sk: sortKey('user') });

const update = async (
  input: Omit<ConstructorParameters<typeof UpdateCommand>[0], 'TableName' | 'Key'>,
  userId: string,
) => {
  try {
    await dynamo().send(
      new UpdateCommand({ TableName: config().TABLE_NAME, Key: userKey(userId), ...input }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
};

/** The kept count, or undefined when there is none yet. */
export const insightCount = async (userId: string): Promise<number | undefined> => {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: config().TABLE_NAME,
      Key: userKey(userId),
      ProjectionExpression: 'insightCount',
      ConsistentRead: true,
    }),
  );
  return typeof Item?.insightCount === 'number' ? Item.insightCount : undefined;
};

/** A write of `n` to the count (`ADD` or `SET`), only onto an account that is still there and when `onlyIf`. */
const countWrite = (action: string, onlyIf: string) => (userId: string, n: number) =>
  update(
    {
      UpdateExpression: action,
      ConditionExpression: `attribute_exists(userId) AND ${onlyIf}`,
      ExpressionAttributeValues: { ':n': n },
    },
    userId,
  );

/** `n` more insights, onto a kept count only (and never onto an account that is gone). */
export const addToInsightCount = countWrite('ADD insightCount :n', 'attribute_exists(insightCount)');

/** Keeps a count just made, unless one was kept meanwhile. */
export const setInsightCount = countWrite('SET insightCount = :n', 'attribute_not_exists(insightCount)');

/** Forgets the count (after a deletion of insights): the next list counts afresh. */
export const forgetInsightCount = (userId: string) =>
  update(
    { UpdateExpression: 'REMOVE insightCount', ConditionExpression: 'attribute_exists(userId)' },
    userId,
  );
