import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeSeedRefresh, itListsOnlyRetiredSeeds } from '#test/helpers/seed-refresh-cases.ts';

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
  itListsOnlyRetiredSeeds('section path', RETIRED_PATH_SEEDS, sectionPathSeeds, pathFingerprint);

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

describeSeedRefresh('refreshSeedPaths', {
  what: 'path',
  id: 'seed-exploringCore',
  seed: SEED_PATHS.exploringCore,
  earlier: (edited) => earlier('seed-exploringCore', edited),
  fingerprint: pathFingerprint,
  find: getItem,
  update: updatePath,
  notFoundMessage: 'Path not found',
  refresh: refreshSeedPaths,
});
