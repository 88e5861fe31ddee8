import { afterEach, describe, expect, it, vi } from 'vitest';

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
  it("name only the journeys' seeded paths, and never the text they hold today", async () => {
    // Prepare
    const seeds = await journeyPathSeeds();
    // Act
    const stillCurrent = Object.entries(RETIRED_JOURNEY_PATH_SEEDS).filter(([pathId, retired]) => {
      const seed = seeds[pathId];
      return !seed || retired.includes(pathFingerprint(seed));
    });
    // Assess
    expect(stillCurrent).toEqual([]);
  });
});

describe('refreshSeedJourneyPaths', () => {
  it("replaces a journey's interview path still as an earlier release wrote it with the journeys' seed", async () => {
    // Prepare
    const seed = SEED_JOURNEY_PATHS['seed-family-kitchen']!;
    const stored = {
      ...seed,
      instructions: '# An earlier script',
      pathId: 'seed-family-kitchen',
      seedKey: 'seed-family-kitchen',
      createdAt: '2026-11-24T10:00:00.000Z',
      updatedAt: '2026-11-24T10:00:00.000Z',
    };
    getItem.mockResolvedValue(stored);
    updatePath.mockResolvedValue({});
    // Act
    const { refreshed } = await refreshSeedJourneyPaths({ 'seed-family-kitchen': [pathFingerprint(stored)] });
    // Assess
    expect(refreshed).toEqual(['seed-family-kitchen']);
    expect(updatePath).toHaveBeenCalledWith('seed-family-kitchen', seed, {
      unchangedSince: stored.updatedAt,
    });
  });

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
