import { logger } from '#functions/lib/logger.ts';
import { formatsSeed } from './seeds/formats.ts';
import { journeysSeed } from './seeds/journeys.ts';
import { pathsSeed } from './seeds/paths.ts';
import { userIndexSeed } from './seeds/user-index.ts';

/**
 * One piece of baseline content. `apply` must be idempotent and must never overwrite an administrator's
 * later edits: create-if-missing, keyed by a stable seed id.
 */
export interface Seed {
  name: string;
  apply(): Promise<void>;
}

/** Baseline content, in order; features add theirs (the interview paths arrive with the interviews). */
export const seeds: Seed[] = [pathsSeed, formatsSeed, journeysSeed, userIndexSeed];

export const runSeeds = async (list: Seed[] = seeds): Promise<void> => {
  for (const seed of list) {
    await seed.apply();
    logger.debug('seed applied', { seed: seed.name });
  }
};
