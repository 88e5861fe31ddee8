import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import * as z from 'zod/mini';
import { MemoryEntity } from '../../db/entities/memory.ts';
import { queue } from '../../lib/adapters.ts';
import { logger } from '../../lib/logger.ts';

/** Deliveries of a memory build before it is dead-lettered (a build is idempotent, so retrying is safe). */
export const MEMORY_MAX_ATTEMPTS = 3;
export const memoryMessage = z.object({ userId: z.string().check(z.minLength(1)) });

/**
 * The narrator's material changed (a conversation saved for summary or completed, an entry or a note of
 * theirs written, edited or deleted, a story or conversation deleted): the memory is marked changed, so the
 * next read rebuilds it, and a build is queued for the memory worker. Queueing is best effort: a message
 * that cannot be sent loses nothing, since the mark alone makes the next read catch up. A build is no job:
 * it is idempotent and leaves nothing behind but the memory itself.
 */
/** Notes that the narrator's material changed, so the next read or the queued build digests it. */
export const markMemoryChanged = async (userId: string, at = Date.now()): Promise<void> => {
  await MemoryEntity.build(UpdateItemCommand).item({ memoryOf: userId, changedAt: at }).send();
};

export const memoryChanged = async (userId: string): Promise<void> => {
  await markMemoryChanged(userId);
  try {
    await queue().send('memory', { userId });
  } catch (error) {
    logger.warn('memory build not queued; the next read rebuilds it', { error: error as Error });
  }
};

/** Queues a build of the narrator's memory, best effort (a stale read with OpenAI: the worker extracts). */
export const queueMemoryBuild = async (userId: string): Promise<void> => {
  await queue()
    .send('memory', { userId })
    .catch((error: unknown) => logger.warn('memory build not queued', { error: error as Error }));
};
