import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotFoundError } from '../../lib/errors.ts';

const findFormatRecord = vi.hoisted(() => vi.fn());
const updateFormat = vi.hoisted(() => vi.fn());
vi.mock('./formats.ts', () => ({ findFormatRecord, updateFormat }));
vi.mock('../../lib/logger.ts', () => ({ logger: { info: vi.fn() } }));

const { formatFingerprint, RETIRED_FORMAT_SEEDS, refreshSeedFormats } = await import('./seed-refresh.ts');
const { PHOTO_BOOK_FORMAT_ID, SEED_FORMATS } = await import('./seed-content.ts');

const photoBook = SEED_FORMATS.find(({ formatId }) => formatId === PHOTO_BOOK_FORMAT_ID)!;
const { formatId: _id, ...photoBookInput } = photoBook;

/** The photo book as an earlier release wrote it: the current seed with another writer prompt. */
const earlier = (writerPrompt = 'An earlier writer prompt.') => ({
  ...photoBookInput,
  writerPrompt,
  formatId: PHOTO_BOOK_FORMAT_ID,
  seedKey: PHOTO_BOOK_FORMAT_ID,
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
});

afterEach(() => {
  findFormatRecord.mockReset();
  updateFormat.mockReset();
});

describe('retired format seeds', () => {
  it('name only seeded formats, and never the text they hold today', () => {
    // Act
    const stillCurrent = Object.entries(RETIRED_FORMAT_SEEDS).filter(([formatId, retired]) => {
      const seed = SEED_FORMATS.find((format) => format.formatId === formatId);
      return !seed || retired.includes(formatFingerprint(seed));
    });
    // Assess
    expect(stillCurrent).toEqual([]);
  });

  it('are hashes of a stable shape: the fingerprint of a format never changes between releases', () => {
    // Prepare: a retired fingerprint was computed once, from a text no longer in the code
    const format = {
      name: 'A format',
      description: 'Short.',
      icon: 'book',
      writerPrompt: 'Write.',
      contentScope: 'current' as const,
    };
    // Act
    const fingerprint = formatFingerprint(format);
    // Assess
    expect(fingerprint).toBe('cf59642f5b3142deb903bf2af247f7b7da1da88284a9d2d09adf15d47380a10e');
  });
});

describe('refreshSeedFormats', () => {
  it('replaces a seeded format still as an earlier release wrote it, only while it stays unchanged', async () => {
    // Prepare
    const stored = earlier();
    findFormatRecord.mockResolvedValue(stored);
    updateFormat.mockResolvedValue({});
    // Act
    const { refreshed } = await refreshSeedFormats({ [PHOTO_BOOK_FORMAT_ID]: [formatFingerprint(stored)] });
    // Assess
    expect(refreshed).toEqual([PHOTO_BOOK_FORMAT_ID]);
    expect(updateFormat).toHaveBeenCalledWith(PHOTO_BOOK_FORMAT_ID, photoBookInput, {
      unchangedSince: stored.updatedAt,
    });
  });

  it("never touches a format an administrator edited, so the administrator's words survive", async () => {
    // Prepare
    findFormatRecord.mockResolvedValue(earlier('Edited by an administrator.'));
    // Act
    const { refreshed } = await refreshSeedFormats({
      [PHOTO_BOOK_FORMAT_ID]: [formatFingerprint(earlier())],
    });
    // Assess
    expect(refreshed).toEqual([]);
    expect(updateFormat).not.toHaveBeenCalled();
  });

  it('leaves a missing format alone', async () => {
    // Prepare
    findFormatRecord.mockResolvedValue(undefined);
    // Act
    const { refreshed } = await refreshSeedFormats();
    // Assess
    expect(refreshed).toEqual([]);
    expect(updateFormat).not.toHaveBeenCalled();
  });

  it('lets an edit made while it runs win', async () => {
    // Prepare
    const stored = earlier();
    findFormatRecord.mockResolvedValue(stored);
    updateFormat.mockRejectedValue(new NotFoundError('Format not found'));
    // Act
    const { refreshed } = await refreshSeedFormats({ [PHOTO_BOOK_FORMAT_ID]: [formatFingerprint(stored)] });
    // Assess
    expect(refreshed).toEqual([]);
  });
});
