import { FormatEntity } from '../../db/entities/format.ts';
import { isConditionFailure } from '../../db/errors.ts';
import { getItem } from '../../db/read.ts';
import { logger } from '../../lib/logger.ts';
import { createFormat } from './formats.ts';

/**
 * Seeds the baseline formats (`seed-content.ts`): each is created only when its stable id is missing
 * (conditional create), and an existing one is never touched, so an administrator's edits always survive
 * and a deleted seed stays deleted until the next fresh table. Idempotent, safe on every start and deploy.
 */
export const seedFormats = async (): Promise<{ created: string[] }> => {
  // The instructions load only when seeding: a Lambda that never seeds does not carry them.
  const { SEED_FORMATS } = await import('./seed-content.ts');
  const created: string[] = [];
  for (const { formatId, ...input } of SEED_FORMATS) {
    if (await getItem(FormatEntity, { formatId })) continue;
    try {
      await createFormat(input, { formatId, seedKey: formatId });
      logger.info('seeded format', { formatId });
      created.push(formatId);
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  return { created };
};
