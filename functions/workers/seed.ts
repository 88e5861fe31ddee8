import { backfillUserIndex } from '../core/admin/backfill-user-index.ts';
import { seedFormats } from '../core/formats/seed.ts';
import { seedJourneys } from '../core/journeys/seed.ts';
import { seedPaths } from '../core/paths/seed.ts';
import { logger } from '../lib/logger.ts';

/**
 * The baseline content, in order (journeys name the seeded paths and formats). Each step is idempotent and
 * never overwrites an administrator's edits: create-if-missing under a stable id.
 */
export const SEEDS: { name: string; apply: () => Promise<unknown> }[] = [
  { name: 'paths', apply: seedPaths },
  { name: 'formats', apply: seedFormats },
  { name: 'journeys', apply: seedJourneys },
  { name: 'user-index', apply: backfillUserIndex },
];

export const runSeeds = async (): Promise<void> => {
  for (const seed of SEEDS) {
    await seed.apply();
    logger.info('seed applied', { seed: seed.name });
  }
};

/** Run by CloudFormation after every deploy of the background stack (a CDK Trigger), and by `npm start`. */
export const handler = async (): Promise<{ seeded: string[] }> => {
  await runSeeds();
  return { seeded: SEEDS.map((seed) => seed.name) };
};
