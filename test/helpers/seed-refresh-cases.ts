/**
 * The cases every seed refresh (paths, formats, the journeys' paths) answers alike, run by each one's unit
 * test against its own mocked look-up and update: which retired fingerprints may be listed, and when a stored
 * seed is replaced, left alone, or its failure passed on.
 */
import { describe, expect, it, type Mock } from 'vitest';
import { NotFoundError } from '#functions/lib/errors.ts';

export interface SeedRefreshSubject<Input> {
  /** What is refreshed, as the test names say it: `path`, `format`. */
  what: string;
  /** The seeded item the cases store and refresh. */
  id: string;
  /** Its current seed: what the refresh writes. */
  seed: Input;
  /** The item as an earlier release stored it; with another text, as an administrator edited it. */
  earlier: (edited?: string) => Input & { updatedAt: string };
  fingerprint: (item: Input) => string;
  /** The look-up and the update the refresh calls, mocked. */
  find: Mock;
  update: Mock;
  /** The message of the not-found error an update refused by its condition throws. */
  notFoundMessage: string;
  refresh: (retiredSeeds?: Record<string, string[]>) => Promise<{ refreshed: string[] }>;
}

/** The retired fingerprints name only seeded items, and none matches what a seed holds today. */
export const itListsOnlyRetiredSeeds = <Input>(
  what: string,
  retired: Record<string, string[]>,
  currentSeeds: () => Record<string, Input> | Promise<Record<string, Input>>,
  fingerprint: (item: Input) => string,
) =>
  it(`name only seeded ${what}s, and never the text they hold today`, async () => {
    // Prepare
    const seeds = await currentSeeds();
    // Act
    const stillCurrent = Object.entries(retired).filter(([id, fingerprints]) => {
      const seed = seeds[id];
      return !seed || fingerprints.includes(fingerprint(seed));
    });
    // Assess
    expect(stillCurrent).toEqual([]);
  });

/** When a stored seed is replaced, and when it is left alone. */
export const describeSeedRefresh = <Input>(name: string, subject: SeedRefreshSubject<Input>) =>
  describe(name, () => {
    const { what, id, seed, earlier, fingerprint, find, update, refresh } = subject;

    it(`replaces a seeded ${what} still as an earlier release wrote it, only while it stays unchanged`, async () => {
      // Prepare
      const stored = earlier();
      find.mockResolvedValue(stored);
      update.mockResolvedValue({});
      // Act
      const { refreshed } = await refresh({ [id]: [fingerprint(stored)] });
      // Assess
      expect(refreshed).toEqual([id]);
      expect(update).toHaveBeenCalledWith(id, seed, { unchangedSince: stored.updatedAt });
    });

    it(`never touches a ${what} an administrator edited, so the administrator's words survive`, async () => {
      // Prepare
      find.mockResolvedValue(earlier('Edited by an administrator.'));
      // Act
      const { refreshed } = await refresh({ [id]: [fingerprint(earlier())] });
      // Assess
      expect(refreshed).toEqual([]);
      expect(update).not.toHaveBeenCalled();
    });

    it(`leaves a missing ${what} to the seeds that create it`, async () => {
      // Prepare
      find.mockResolvedValue(undefined);
      // Act
      const { refreshed } = await refresh();
      // Assess
      expect(refreshed).toEqual([]);
      expect(update).not.toHaveBeenCalled();
    });

    it('lets an edit made while it runs win', async () => {
      // Prepare
      const stored = earlier();
      find.mockResolvedValue(stored);
      update.mockRejectedValue(new NotFoundError(subject.notFoundMessage));
      // Act
      const { refreshed } = await refresh({ [id]: [fingerprint(stored)] });
      // Assess
      expect(refreshed).toEqual([]);
    });

    it('passes any other failure on', async () => {
      // Prepare
      const stored = earlier();
      find.mockResolvedValue(stored);
      update.mockRejectedValue(new Error('throttled'));
      // Act
      const attempt = refresh({ [id]: [fingerprint(stored)] });
      // Assess
      await expect(attempt).rejects.toThrow('throttled');
    });
  });
