import { SESSION_TYPES, type SessionType } from '#shared/constants.ts';
import { PathEntity } from '../../db/entities/path.ts';
import { isConditionFailure } from '../../db/errors.ts';
import { getItem } from '../../db/read.ts';
import { logger } from '../../lib/logger.ts';
import { createPath } from './paths.ts';

/** The stable id of the seeded path behind each of the four conversation sections. */
export const seedPathId = (sessionType: SessionType): string => `seed-${sessionType}`;

/**
 * Creates the seeded path of a section if it is missing (conditional create keyed by its stable id), and
 * never touches an existing one, so an administrator's edits always survive. Returns true when created.
 */
export const ensureSeedPath = async (sessionType: SessionType): Promise<boolean> => {
  const pathId = seedPathId(sessionType);
  if (await getItem(PathEntity, { pathId }, { consistent: false })) return false;
  try {
    // The scripts (17 KiB) load only when a path is missing: a Lambda ships them as a module of its own.
    const { SEED_PATHS } = await import('./seed-content.ts');
    await createPath(SEED_PATHS[sessionType], { pathId, seedKey: sessionType });
    logger.info('seeded path', { pathId });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

/** Seeds the four conversation sections' paths; idempotent, safe to run on every start and deploy. */
export const seedPaths = async (): Promise<{ created: string[] }> => {
  const created: string[] = [];
  for (const sessionType of SESSION_TYPES) {
    if (await ensureSeedPath(sessionType)) created.push(seedPathId(sessionType));
  }
  return { created };
};
