import { randomUUID } from 'node:crypto';
import { db } from '../../db/service.ts';
import { ConflictError } from '../../lib/errors.ts';
import { isConditionFailure } from '../conversations/conditions.ts';

const LEASE_MS = 30_000;

/**
 * Runs `work` while holding a lease on `key` (a conditional put). A caller finding the lease held by someone
 * else gets 409 with `busyMessage`; a lease whose holder died expires after 30 s and may be taken over.
 */
export const withLock = async <T>(key: string, busyMessage: string, work: () => Promise<T>): Promise<T> => {
  const owner: string = randomUUID();
  const now = Date.now();
  try {
    await db()
      .entities.locks.put({
        key,
        owner,
        expiresAt: now + LEASE_MS,
        ttl: Math.ceil((now + LEASE_MS) / 1000) + 3600,
      })
      .where((attr, { notExists, lt }) => `${notExists(attr.key)} OR ${lt(attr.expiresAt, now)}`)
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw new ConflictError(busyMessage);
    throw error;
  }
  try {
    return await work();
  } finally {
    await db()
      .entities.locks.delete({ key })
      .where((attr, { eq }) => eq(attr.owner, owner))
      .go()
      .catch(() => undefined);
  }
};
