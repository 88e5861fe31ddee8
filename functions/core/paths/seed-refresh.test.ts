import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotFoundError } from '../../lib/errors.ts';

const getItem = vi.hoisted(() => vi.fn());
const updatePath = vi.hoisted(() => vi.fn());
vi.mock('../../db/read.ts', () => ({ getItem }));
vi.mock('./paths.ts', () => ({ updatePath }));
vi.mock('../../lib/logger.ts', () => ({ logger: { info: vi.fn() } }));

const { pathFingerprint, RETIRED_PATH_SEEDS, refreshSeedPaths, sectionPathSeeds } = await import(
  './seed-refresh.ts'
);
const { SEED_PATHS } = await import('./seed-content.ts');

/** A seeded path as an earlier release wrote it: the current seed with other instructions. */
const earlier = (pathId: string, instructions = '# An earlier script') => ({
  ...SEED_PATHS.exploringCore,
  instructions,
  pathId,
  seedKey: 'exploringCore',
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
});

afterEach(() => {
  getItem.mockReset();
  updatePath.mockReset();
});

describe('retired path seeds', () => {
  it('name only seeded section paths, and never the text they hold today', async () => {
    // Prepare
    const seeds = await sectionPathSeeds();
    // Act
    const stillCurrent = Object.entries(RETIRED_PATH_SEEDS).filter(([pathId, retired]) => {
      const seed = seeds[pathId];
      return !seed || retired.includes(pathFingerprint(seed));
    });
    // Assess
    expect(stillCurrent).toEqual([]);
  });

  it('are hashes of a stable shape: the fingerprint of a path never changes between releases', () => {
    // Prepare: a retired fingerprint was computed once, from a text no longer in the code
    const path = {
      name: 'aPath',
      displayName: 'A path',
      instructions: '# Aim',
      questions: [{ title: 'One', text: 'First?' }],
    };
    // Act
    const fingerprint = pathFingerprint(path);
    // Assess
    expect(fingerprint).toBe('705b4ffaff2cb963857b04104ebb253ee2a41f3b2784eb413a654090bc3269c7');
  });

  it('fingerprint a stored path like the seed that wrote it (blank optional texts are absent)', () => {
    // Prepare
    const seed = { ...SEED_PATHS.gettingToKnowYou, displayName: '  ' };
    const stored = {
      ...SEED_PATHS.gettingToKnowYou,
      displayName: undefined,
      pathId: 'seed-gettingToKnowYou',
    };
    // Act
    const [fromSeed, fromStore] = [pathFingerprint(seed), pathFingerprint(stored)];
    // Assess
    expect(fromStore).toBe(fromSeed);
    expect(pathFingerprint({ ...seed, instructions: `${seed.instructions}.` })).not.toBe(fromSeed);
  });
});

describe('refreshSeedPaths', () => {
  it('replaces a seeded path still as an earlier release wrote it, only while it stays unchanged', async () => {
    // Prepare
    const stored = earlier('seed-exploringCore');
    getItem.mockResolvedValue(stored);
    updatePath.mockResolvedValue({});
    // Act
    const { refreshed } = await refreshSeedPaths({ 'seed-exploringCore': [pathFingerprint(stored)] });
    // Assess
    expect(refreshed).toEqual(['seed-exploringCore']);
    expect(updatePath).toHaveBeenCalledWith('seed-exploringCore', SEED_PATHS.exploringCore, {
      unchangedSince: stored.updatedAt,
    });
  });

  it("never touches a path an administrator edited, so the administrator's words survive", async () => {
    // Prepare
    getItem.mockResolvedValue(earlier('seed-exploringCore', '# Edited by an administrator'));
    // Act
    const { refreshed } = await refreshSeedPaths({
      'seed-exploringCore': [pathFingerprint(earlier('seed-exploringCore'))],
    });
    // Assess
    expect(refreshed).toEqual([]);
    expect(updatePath).not.toHaveBeenCalled();
  });

  it('leaves a missing path to the seeds that create it', async () => {
    // Prepare
    getItem.mockResolvedValue(undefined);
    // Act
    const { refreshed } = await refreshSeedPaths();
    // Assess
    expect(refreshed).toEqual([]);
    expect(updatePath).not.toHaveBeenCalled();
  });

  it('lets an edit made while it runs win', async () => {
    // Prepare
    const stored = earlier('seed-exploringCore');
    getItem.mockResolvedValue(stored);
    updatePath.mockRejectedValue(new NotFoundError('Path not found'));
    // Act
    const { refreshed } = await refreshSeedPaths({ 'seed-exploringCore': [pathFingerprint(stored)] });
    // Assess
    expect(refreshed).toEqual([]);
  });

  it('passes any other failure on', async () => {
    // Prepare
    const stored = earlier('seed-exploringCore');
    getItem.mockResolvedValue(stored);
    updatePath.mockRejectedValue(new Error('throttled'));
    // Act
    const attempt = refreshSeedPaths({ 'seed-exploringCore': [pathFingerprint(stored)] });
    // Assess
    await expect(attempt).rejects.toThrow('throttled');
  });
});
