import { randomUUID } from 'node:crypto';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UserEntity } from '#functions/db/entities/user.ts';

/**
 * An account row written straight to DynamoDB Local, for worker suites that need a narrator who exists (a
 * background write is kept only while its owner does: functions/db/owner-guard.ts) without registering one.
 */
export const createUser = async (userId = `u-${randomUUID()}`): Promise<string> => {
  await UserEntity.build(PutItemCommand)
    .item({
      userId,
      email: `${userId}@example.com`,
      name: 'Worker Narrator',
      passwordHash: 'not-a-real-hash',
    })
    .options({ condition: { attr: 'userId', exists: false } })
    .send();
  return userId;
};
