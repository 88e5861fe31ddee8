import { NotFoundError } from '../lib/errors.ts';
import { logger } from '../lib/logger.ts';

/** How one kind of seeded item (a format, a path) is read, fingerprinted, re-seeded and replaced. */
export interface SeedRefresh<R extends { updatedAt: string }, I> {
  /** Names the item in the log: `refreshed seeded ${kind}`, with `${kind}Id`. */
  kind: 'format' | 'path';
  find: (id: string) => Promise<R | undefined>;
  fingerprint: (record: R) => string;
  /** The item's current seed; read only once an item is found still as a retired seed wrote it. */
  seedOf: (id: string) => Promise<I | undefined>;
  update: (id: string, seed: I, options: { unchangedSince: string }) => Promise<unknown>;
}

/**
 * Brings each seeded item that an earlier release wrote (its fingerprint is in `retiredSeeds`), and nobody has
 * edited since, up to its current seed. An edited item is never touched, nor one edited while this runs (the
 * update is conditional on its updatedAt, and answers not found then). Returns the ids it replaced.
 */
export const refreshRetiredSeeds = async <R extends { updatedAt: string }, I>(
  retiredSeeds: Record<string, string[]>,
  { kind, find, fingerprint, seedOf, update }: SeedRefresh<R, I>,
): Promise<{ refreshed: string[] }> => {
  const refreshed: string[] = [];
  for (const [id, retired] of Object.entries(retiredSeeds)) {
    const record = await find(id);
    if (!record || !retired.includes(fingerprint(record))) continue;
    const seed = await seedOf(id);
    if (!seed) continue;
    try {
      await update(id, seed, { unchangedSince: record.updatedAt });
      logger.info(`refreshed seeded ${kind}`, { [`${kind}Id`]: id });
      refreshed.push(id);
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
    }
  }
  return { refreshed };
};
