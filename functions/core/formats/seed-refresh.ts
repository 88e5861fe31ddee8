import { createHash } from 'node:crypto';
import type { FormatInput } from '#shared/schemas/format.ts';
import { refreshRetiredSeeds } from '../seed-refresh.ts';
import { findFormatRecord, updateFormat } from './formats.ts';

/**
 * What a format says, as one hash: every field an administrator can edit, blank optional texts as absent (the
 * way they are stored). Equal for a seed's input and for the format that seed wrote, while nobody edits it.
 */
export const formatFingerprint = (format: FormatInput): string => {
  const optional = (value: string | undefined) => (value?.trim() ? value.trim() : null);
  const content = [
    format.name.trim(),
    format.description?.trim() ? format.description : null,
    optional(format.icon),
    format.writerPrompt,
    format.contentScope ?? 'current',
  ];
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
};

/**
 * Seeded formats as earlier releases wrote them, by format id: a format that still says exactly this was
 * never edited, so the current seed replaces it. Add the old fingerprint here whenever a seed's text changes.
 * Issue 22: the photo book's caption example held names, a place and a year a model could copy.
 */
export const RETIRED_FORMAT_SEEDS: Record<string, string[]> = {
  'format-photo-book': ['ef8501f2a0197d00efdb7a4f01246cb8657205ef61608638526b13a558208066'],
};

/**
 * Brings a seeded format that an earlier release wrote, and nobody has edited since, up to the current seed.
 * An edited format is never touched, nor one edited while this runs (conditional on its updatedAt).
 * Idempotent, run with the seeds after every deploy. Returns the ids it replaced.
 */
export const refreshSeedFormats = (
  retiredSeeds: Record<string, string[]> = RETIRED_FORMAT_SEEDS,
): Promise<{ refreshed: string[] }> =>
  refreshRetiredSeeds(retiredSeeds, {
    kind: 'format',
    find: findFormatRecord,
    fingerprint: formatFingerprint,
    seedOf: async (formatId) => {
      const { SEED_FORMATS } = await import('./seed-content.ts');
      const seed = SEED_FORMATS.find((format) => format.formatId === formatId);
      if (!seed) return undefined;
      const { formatId: _id, ...input } = seed;
      return input;
    },
    update: updateFormat,
  });
