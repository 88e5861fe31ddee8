import { randomUUID } from 'node:crypto';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { LockEntity } from '../../db/entities/lock.ts';
import { ConflictError } from '../../lib/errors.ts';
import { refusedAs } from '../conditional-writes.ts';

const LEASE_MS = 30_000;

/**
 * Runs `work` while holding a lease on `key` (a conditional put). A caller finding the lease held by someone
 * else gets 409 with `busyMessage`; a lease whose holder died expires after 30 s and may be taken over.
 */
export const withLock = async <T>(key: string, busyMessage: string, work: () => Promise<T>): Promise<T> => {
  const owner: string = randomUUID();
  const now = Date.now();
  await refusedAs(
    LockEntity.build(PutItemCommand)
      .item({ key, owner, expiresAt: now + LEASE_MS, ttl: Math.ceil((now + LEASE_MS) / 1000) + 3600 })
      .options({
        condition: {
          or: [
            { attr: 'key', exists: false },
            { attr: 'expiresAt', lt: now },
          ],
        },
      })
      .send(),
    () => new ConflictError(busyMessage),
  );
  try {
    return await work();
  } finally {
    await LockEntity.build(DeleteItemCommand)
      .key({ key })
      .options({ condition: { attr: 'owner', eq: owner } })
      .send()
      .catch(() => undefined);
  }
};
