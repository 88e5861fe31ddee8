import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { execute } from 'dynamodb-toolbox/entity/actions/transactWrite';
import { $add } from 'dynamodb-toolbox/entity/actions/update';
import { ADMIN_USER_TEXTS } from '#shared/texts.ts';
import { ADMIN_COUNTER_NAME, AdminCounterEntity } from '../../db/entities/admin-counter.ts';
import { allUsers, UserEntity, userIndexKeys } from '../../db/entities/user.ts';
import { unlessConditionFails } from '../../db/errors.ts';
import { getItem, queryProjection } from '../../db/read.ts';
import { ConflictError } from '../../lib/errors.ts';
import type { UserRecord } from '../auth/users.ts';

const counterKey = { counter: ADMIN_COUNTER_NAME };

/**
 * The admin counter, created on first use from the accounts themselves (a table made before the counter
 * existed); a concurrent creation keeps whichever came first.
 */
export const ensureAdminCounter = async (): Promise<void> => {
  if (await getItem(AdminCounterEntity, counterKey)) return;
  const users = await queryProjection(UserEntity, allUsers(), ['isAdmin']);
  await unlessConditionFails(
    AdminCounterEntity.build(PutItemCommand)
      .item({ ...counterKey, count: users.filter((user) => user.isAdmin === true).length })
      .options({ condition: { attr: 'counter', exists: false } })
      .send(),
  );
};

const cancellationCodes = (error: unknown): (string | undefined)[] | undefined => {
  const { name, CancellationReasons } = (error ?? {}) as {
    name?: string;
    CancellationReasons?: { Code?: string }[];
  };
  return name === 'TransactionCanceledException'
    ? CancellationReasons?.map((reason) => reason.Code)
    : undefined;
};

/**
 * Grants or revokes a user's admin rights. The flag, the role index key and the admin counter change in one
 * transaction: a grant of an admin or a revoke of a non-admin changes nothing; a revoke that would leave no
 * administrator is refused with 409, even when two admins revoke each other at the same moment. `actorId`
 * (the admin asking; absent for the command line) may not revoke their own rights.
 */
export const setAdminRights = async (
  user: UserRecord,
  isAdmin: boolean,
  actorId?: string,
): Promise<UserRecord> => {
  if (!isAdmin && actorId === user.userId) throw new ConflictError(ADMIN_USER_TEXTS.ownRights);
  await ensureAdminCounter();
  const { gsi2pk, gsi2sk } = userIndexKeys({ ...user, isAdmin });
  try {
    await execute(
      UserEntity.build(UpdateTransaction)
        .item({ userId: user.userId, isAdmin, gsi2pk, gsi2sk } as never)
        .options({
          condition: isAdmin
            ? {
                and: [
                  { attr: 'userId', exists: true },
                  { attr: 'isAdmin', ne: true },
                ],
              }
            : {
                and: [
                  { attr: 'userId', exists: true },
                  { attr: 'isAdmin', eq: true },
                ],
              },
        }),
      AdminCounterEntity.build(UpdateTransaction)
        .item({ ...counterKey, count: $add(isAdmin ? 1 : -1) })
        .options(isAdmin ? {} : { condition: { attr: 'count', gt: 1 } }),
    );
  } catch (error) {
    const codes = cancellationCodes(error);
    if (!codes) throw error;
    // The user already had the asked-for rights (or is gone): nothing to change.
    if (codes[0] === 'ConditionalCheckFailed') return { ...user, isAdmin: user.isAdmin ?? false };
    if (codes[1] === 'ConditionalCheckFailed') throw new ConflictError(ADMIN_USER_TEXTS.lastAdmin);
    if (codes.includes('TransactionConflict')) throw new ConflictError(ADMIN_USER_TEXTS.rightsBusy);
    throw error;
  }
  return { ...user, isAdmin };
};
