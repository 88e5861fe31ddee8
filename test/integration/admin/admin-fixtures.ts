import { randomUUID } from 'node:crypto';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { dynamo } from '#functions/db/client.ts';
import { UserEntity } from '#functions/db/entities/user.ts';
import { makeAdministrator } from '#test/helpers/administrator.ts';
import { type Session, signedInClient } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';

/** A signed-in administrator (made as the command line makes one). */
export const signedInAdmin = async (): Promise<Session> => {
  const session = await signedInClient({ name: 'Admin Ada' });
  await makeAdministrator(session.account.email);
  return session;
};

/**
 * The file's sessions for reads by an administrator: the runtime's database, then an administrator, a
 * narrator (Nora) whose material is read, and another user who is neither, signed in side by side.
 */
export const adminNarratorAndOther = (): Promise<[admin: Session, narrator: Session, other: Session]> => {
  useRuntimeDatabase();
  return Promise.all([signedInAdmin(), signedInClient({ name: 'Nora' }), signedInClient()]);
};

/**
 * Accounts written straight to the table (registering 120 through the API would spend most of the test on
 * password hashing), each a millisecond apart so their order is known: the first is the oldest.
 */
export const putUsers = async (
  count: number,
  make: (index: number) => { isAdmin?: boolean; transcripts?: boolean } = () => ({}),
): Promise<string[]> => {
  const base = Date.now() - count * 1000;
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const { isAdmin = false, transcripts = false } = make(index);
    const userId = randomUUID();
    const at = new Date(base + index * 1000).toISOString();
    await UserEntity.build(PutItemCommand)
      .item({
        userId,
        email: `listed-${userId}@example.com`,
        name: index % 3 === 0 ? '' : `Listed ${index}`,
        passwordHash: 'not-a-real-hash',
        isAdmin,
        grantedPermissions: { 'can-see-transcripts': transcripts },
        createdAt: at,
        updatedAt: at,
      })
      .send();
    ids.push(userId);
  }
  return ids;
};

/** Every item of the table (a test may Scan; request paths never do). */
export const everyItem = async (): Promise<Record<string, unknown>[]> => {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(new ScanCommand({ TableName: 'walt', ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
};
