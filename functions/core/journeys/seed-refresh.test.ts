import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeSeedRefresh, itListsOnlyRetiredSeeds } from '#test/helpers/seed-refresh-cases.ts';

const getItem = vi.hoisted(() => vi.fn());
const updatePath = vi.hoisted(() => vi.fn());
vi.mock('../../db/read.ts', () => ({ getItem }));
vi.mock('../paths/paths.ts', () => ({ updatePath }));
vi.mock('../../lib/logger.ts', () => ({ logger: { info: vi.fn() } }));

const { journeyPathSeeds, RETIRED_JOURNEY_PATH_SEEDS, refreshSeedJourneyPaths } = await import(
  './seed-refresh.ts'
);
const { pathFingerprint } = await import('../paths/seed-refresh.ts');
const { SEED_JOURNEY_PATHS } = await import('./seed-content.ts');

afterEach(() => {
  getItem.mockReset();
  updatePath.mockReset();
});

describe('retired journey path seeds', () => {
  itListsOnlyRetiredSeeds("journeys' path", RETIRED_JOURNEY_PATH_SEEDS, journeyPathSeeds, pathFingerprint);
});

/** The family kitchen journey's path as an earlier release wrote it (or as an administrator edited it). */
const earlier = (instructions = '# An earlier script') => ({
  ...SEED_JOURNEY_PATHS['seed-family-kitchen']!,
  instructions,
  pathId: 'seed-family-kitchen',
  seedKey: 'seed-family-kitchen',
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
});

describeSeedRefresh('refreshSeedJourneyPaths', {
  what: "journey's interview path",
  id: 'seed-family-kitchen',
  seed: SEED_JOURNEY_PATHS['seed-family-kitchen']!,
  earlier,
  fingerprint: pathFingerprint,
  find: getItem,
  update: updatePath,
  notFoundMessage: 'Path not found',
  refresh: refreshSeedJourneyPaths,
});

describe('refreshSeedJourneyPaths, untouched seeds', () => {
  it('leaves the journeys’ paths alone when none is as an earlier release wrote it', async () => {
    // Prepare
    getItem.mockResolvedValue({ ...SEED_JOURNEY_PATHS['seed-family-kitchen'], updatedAt: 'now' });
    // Act
    const { refreshed } = await refreshSeedJourneyPaths();
    // Assess
    expect(refreshed).toEqual([]);
    expect(updatePath).not.toHaveBeenCalled();
  });
});
