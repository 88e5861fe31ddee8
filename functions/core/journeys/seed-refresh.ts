import type { PathInput } from '#shared/schemas/path.ts';
import { refreshRetiredPaths } from '../paths/seed-refresh.ts';

/**
 * The thematic journeys' interview paths as earlier releases wrote them, by path id: a path that still says
 * exactly this was never edited, so the current seed replaces it. Add the old fingerprint here whenever a
 * seed's text changes. Issue 22: the notes' examples held names, places and years a model could copy into a
 * life story.
 */
export const RETIRED_JOURNEY_PATH_SEEDS: Record<string, string[]> = {
  'seed-family-kitchen': ['1f1e0c89a719b29fe157a929777e5421755d1e736cd0b4d66fe611efe3ce459a'],
  'seed-letters-to-grandchildren': ['b5deafeb6766b0c429686db918fbf0d9a1ff458c4e3a8bf03eb1c65d530756bf'],
};

/** The current seed of the thematic journeys' interview paths, by path id. */
export const journeyPathSeeds = async (): Promise<Record<string, PathInput>> =>
  (await import('./seed-content.ts')).SEED_JOURNEY_PATHS;

/** Refreshes the thematic journeys' seeded interview paths; run with the seeds after every deploy. */
export const refreshSeedJourneyPaths = (
  retiredSeeds: Record<string, string[]> = RETIRED_JOURNEY_PATH_SEEDS,
): Promise<{ refreshed: string[] }> => refreshRetiredPaths(retiredSeeds, journeyPathSeeds);
