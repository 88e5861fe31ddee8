import { createHash } from 'node:crypto';
import { SESSION_TYPES } from '#shared/constants.ts';
import type { PathInput } from '#shared/schemas/path.ts';
import { PathEntity } from '../../db/entities/path.ts';
import { getItem } from '../../db/read.ts';
import { refreshRetiredSeeds } from '../seed-refresh.ts';
import { updatePath } from './paths.ts';
import { seedPathId } from './seed.ts';

/**
 * What a path says, as one hash: every text an administrator can edit, blank optional texts as absent (the
 * way they are stored). Equal for a seed's input and for the path that seed wrote, while nobody edits it.
 */
export const pathFingerprint = (path: PathInput): string => {
  const optional = (value: string | undefined) => (value?.trim() ? value : null);
  const content = [
    path.name,
    optional(path.displayName),
    path.instructions,
    optional(path.introCardText),
    optional(path.introScript),
    optional(path.exitCriteria),
    (path.questions ?? []).map(({ title, text }) => [title, text]),
  ];
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
};

/**
 * The section paths as earlier releases wrote them, by path id: a path that still says exactly this was never
 * edited, so the current seed replaces it. Add the old fingerprint here whenever a seed's text changes (the
 * thematic journeys' paths have theirs in journeys/seed-refresh.ts).
 * Issue 22: the notes' examples held names, places and years a model could copy into a life story.
 */
export const RETIRED_PATH_SEEDS: Record<string, string[]> = {
  'seed-gettingToKnowYou': ['135cc9b9efdb654776b4f0e26d86a477a533e0bc60d6efcb0ed19e7fd455531b'],
  'seed-discoveringShape': ['70e3481a2ccff8f84a7e43e8dc4c99d77d913ae0d26aa0c457b48e91b24f31d4'],
};

/** The current seed of the four sections' paths, by path id. */
export const sectionPathSeeds = async (): Promise<Record<string, PathInput>> => {
  const { SEED_PATHS } = await import('./seed-content.ts');
  return Object.fromEntries(
    SESSION_TYPES.map((sessionType) => [seedPathId(sessionType), SEED_PATHS[sessionType]]),
  );
};

/**
 * Brings each seeded path that an earlier release wrote (its fingerprint is in `retiredSeeds`), and nobody
 * has edited since, up to its current seed. An edited path (any text changed) is never touched, nor one
 * edited while this runs (conditional on its updatedAt). Idempotent. Returns the ids it replaced.
 */
export const refreshRetiredPaths = (
  retiredSeeds: Record<string, string[]>,
  currentSeeds: () => Promise<Record<string, PathInput>>,
): Promise<{ refreshed: string[] }> => {
  let seeds: Record<string, PathInput> | undefined;
  return refreshRetiredSeeds(retiredSeeds, {
    kind: 'path',
    find: (pathId) => getItem(PathEntity, { pathId }),
    fingerprint: (record) => pathFingerprint(record),
    seedOf: async (pathId) => {
      // The scripts load only when a path needs them, as when seeding.
      seeds ??= await currentSeeds();
      return seeds[pathId];
    },
    update: updatePath,
  });
};

/** Refreshes the four sections' seeded paths; run with the seeds after every deploy. */
export const refreshSeedPaths = (
  retiredSeeds: Record<string, string[]> = RETIRED_PATH_SEEDS,
): Promise<{ refreshed: string[] }> => refreshRetiredPaths(retiredSeeds, sectionPathSeeds);
