import { backfillUserIndex } from '../core/admin/backfill-user-index.ts';
import { seedFormats } from '../core/formats/seed.ts';
import { refreshSeedFormats } from '../core/formats/seed-refresh.ts';
import { seedJourneys } from '../core/journeys/seed.ts';
import { refreshSeedJourneyPaths } from '../core/journeys/seed-refresh.ts';
import { seedPaths } from '../core/paths/seed.ts';
import { refreshSeedPaths } from '../core/paths/seed-refresh.ts';
import { logger } from '../lib/logger.ts';

/**
 * The baseline content, in order (journeys name the seeded paths and formats). Each step is idempotent and
 * never overwrites an administrator's edits: create-if-missing under a stable id, then the refresh of a seeded
 * path or format that still says exactly what an earlier release wrote (its fingerprint is retired).
 */
export const SEEDS: { name: string; apply: () => Promise<unknown> }[] = [
  { name: 'paths', apply: seedPaths },
  { name: 'formats', apply: seedFormats },
  { name: 'journeys', apply: seedJourneys },
  { name: 'path-refresh', apply: refreshSeedPaths },
  { name: 'journey-path-refresh', apply: refreshSeedJourneyPaths },
  { name: 'format-refresh', apply: refreshSeedFormats },
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
