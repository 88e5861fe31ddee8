import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeSeedRefresh, itListsOnlyRetiredSeeds } from '#test/helpers/seed-refresh-cases.ts';

const findFormatRecord = vi.hoisted(() => vi.fn());
const updateFormat = vi.hoisted(() => vi.fn());
vi.mock('./formats.ts', () => ({ findFormatRecord, updateFormat }));
vi.mock('../../lib/logger.ts', () => ({ logger: { info: vi.fn() } }));

const { formatFingerprint, RETIRED_FORMAT_SEEDS, refreshSeedFormats } = await import('./seed-refresh.ts');
const { PHOTO_BOOK_FORMAT_ID, SEED_FORMATS } = await import('./seed-content.ts');

const photoBook = SEED_FORMATS.find(({ formatId }) => formatId === PHOTO_BOOK_FORMAT_ID)!;
const { formatId: _id, ...photoBookInput } = photoBook;

/** The photo book as an earlier release wrote it: the current seed with another writer prompt (or an edited one). */
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
  itListsOnlyRetiredSeeds(
    'format',
    RETIRED_FORMAT_SEEDS,
    () => Object.fromEntries(SEED_FORMATS.map((format) => [format.formatId, format])),
    formatFingerprint,
  );

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

describeSeedRefresh('refreshSeedFormats', {
  what: 'format',
  id: PHOTO_BOOK_FORMAT_ID,
  seed: photoBookInput,
  earlier,
  fingerprint: formatFingerprint,
  find: findFormatRecord,
  update: updateFormat,
  notFoundMessage: 'Format not found',
  refresh: refreshSeedFormats,
});
