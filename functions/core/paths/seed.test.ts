import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_TITLES, SESSION_TYPES } from '#shared/constants.ts';
import { pathInput } from '#shared/schemas/path.ts';

const getItem = vi.hoisted(() => vi.fn());
const createPath = vi.hoisted(() => vi.fn());
vi.mock('../../db/read.ts', () => ({ getItem }));
vi.mock('./paths.ts', () => ({ createPath }));
vi.mock('../../lib/logger.ts', () => ({ logger: { info: vi.fn() } }));

const { ensureSeedPath, seedPathId, seedPaths } = await import('./seed.ts');
const { SEED_PATHS } = await import('./seed-content.ts');

/** What DynamoDB throws when a conditional create finds the item already there. */
const alreadyThere = Object.assign(new Error('The conditional request failed'), {
  name: 'ConditionalCheckFailedException',
});

afterEach(() => {
  getItem.mockReset();
  createPath.mockReset();
});

describe('seed content', () => {
  it.each(SESSION_TYPES)('has a valid path for the %s section, titled as the section', (sessionType) => {
    // Prepare
    const seed = SEED_PATHS[sessionType];
    // Act
    const parsed = pathInput.safeParse(seed);
    // Assess
    expect(parsed.success).toBe(true);
    expect(seed.displayName).toBe(SESSION_TITLES[sessionType]);
    expect(seed.questions.length).toBeGreaterThan(0);
  });

  it('names every section by a stable id, one per section', () => {
    // Prepare
    const ids = SESSION_TYPES.map(seedPathId);
    // Act
    const distinct = new Set(ids);
    // Assess
    expect(ids).toEqual([
      'seed-gettingToKnowYou',
      'seed-discoveringShape',
      'seed-exploringCore',
      'seed-contextAndDetails',
    ]);
    expect(distinct.size).toBe(SESSION_TYPES.length);
  });
});

describe('ensureSeedPath', () => {
  it('creates a missing section path under its stable id, keyed by its section', async () => {
    // Prepare
    getItem.mockResolvedValue(undefined);
    createPath.mockResolvedValue({});
    // Act
    const created = await ensureSeedPath('exploringCore');
    // Assess
    expect(created).toBe(true);
    expect(createPath).toHaveBeenCalledWith(SEED_PATHS.exploringCore, {
      pathId: 'seed-exploringCore',
      seedKey: 'exploringCore',
    });
  });

  it("never touches a path that exists, so an administrator's edits survive", async () => {
    // Prepare
    getItem.mockResolvedValue({ pathId: 'seed-exploringCore', name: 'Edited by an administrator' });
    // Act
    const created = await ensureSeedPath('exploringCore');
    // Assess
    expect(created).toBe(false);
    expect(createPath).not.toHaveBeenCalled();
  });

  it('answers "not created" when a concurrent seed wrote the path first', async () => {
    // Prepare
    getItem.mockResolvedValue(undefined);
    createPath.mockRejectedValue(alreadyThere);
    // Act
    const created = await ensureSeedPath('gettingToKnowYou');
    // Assess
    expect(created).toBe(false);
  });

  it('passes any other failure on', async () => {
    // Prepare
    getItem.mockResolvedValue(undefined);
    createPath.mockRejectedValue(new Error('throttled'));
    // Act
    const attempt = ensureSeedPath('gettingToKnowYou');
    // Assess
    await expect(attempt).rejects.toThrow('throttled');
  });
});

describe('seedPaths', () => {
  it('seeds the sections in order and lists only the paths it created', async () => {
    // Prepare
    getItem.mockImplementation(async (_entity, { pathId }: { pathId: string }) =>
      pathId === 'seed-discoveringShape' ? { pathId } : undefined,
    );
    createPath.mockResolvedValue({});
    // Act
    const { created } = await seedPaths();
    // Assess
    expect(created).toEqual(['seed-gettingToKnowYou', 'seed-exploringCore', 'seed-contextAndDetails']);
    expect(createPath.mock.calls.map(([, extra]) => extra.seedKey)).toEqual([
      'gettingToKnowYou',
      'exploringCore',
      'contextAndDetails',
    ]);
  });

  it('creates nothing on a second run: seeding is idempotent', async () => {
    // Prepare
    getItem.mockImplementation(async (_entity, { pathId }: { pathId: string }) => ({ pathId }));
    // Act
    const { created } = await seedPaths();
    // Assess
    expect(created).toEqual([]);
    expect(createPath).not.toHaveBeenCalled();
  });
});
