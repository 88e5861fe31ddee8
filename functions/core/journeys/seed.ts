import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { execute } from 'dynamodb-toolbox/entity/actions/transactWrite';
import { SESSION_TYPES } from '#shared/constants.ts';
import { JourneyEntity } from '../../db/entities/journey.ts';
import { JourneyStepEntity } from '../../db/entities/journey-step.ts';
import { PathEntity } from '../../db/entities/path.ts';
import { isConditionFailure, isTransactionRefused } from '../../db/errors.ts';
import { getItem } from '../../db/read.ts';
import { logger } from '../../lib/logger.ts';
import { createPath } from '../paths/paths.ts';
import { ensureSeedPath } from '../paths/seed.ts';
import { configForType } from './rules.ts';
import type { SeedJourney } from './seed-content.ts';

/** Creates a seeded interview path if it is missing; never touches an existing one. */
const ensureJourneyPath = async (pathId: string): Promise<void> => {
  if (await getItem(PathEntity, { pathId })) return;
  const { SEED_JOURNEY_PATHS } = await import('./seed-content.ts');
  const input = SEED_JOURNEY_PATHS[pathId];
  if (!input) return;
  try {
    await createPath(input, { pathId, seedKey: pathId });
    logger.info('seeded path', { pathId });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
};

/**
 * Creates a seeded journey with its steps if the journey is missing (one transaction, each item
 * create-if-missing, keyed by stable ids), and never touches an existing one, so an administrator's edits,
 * step changes and featured order survive. Returns true when created.
 */
export const ensureSeedJourney = async (seed: SeedJourney, featuredOrder: number): Promise<boolean> => {
  if (await getItem(JourneyEntity, { journeyId: seed.journeyId })) return false;
  for (const sessionType of SESSION_TYPES)
    if (seed.pathIds.includes(`seed-${sessionType}`)) await ensureSeedPath(sessionType);
  for (const step of seed.steps) if (step.stepConfig.pathId) await ensureJourneyPath(step.stepConfig.pathId);
  const { journeyId } = seed;
  try {
    await execute(
      JourneyEntity.build(PutTransaction)
        .item({
          journeyId,
          name: seed.name,
          description: seed.description,
          featured: true,
          featuredOrder,
          comingSoon: seed.comingSoon,
          pathIds: seed.pathIds,
          formatIds: seed.formatIds,
          seedKey: journeyId,
        })
        .options({ condition: { attr: 'journeyId', exists: false } }),
      ...seed.steps.map((step, order) =>
        JourneyStepEntity.build(PutTransaction)
          .item({
            journeyId,
            stepId: step.stepId,
            name: step.name,
            description: step.description,
            order,
            stepType: step.stepType,
            stepConfig: configForType(step.stepType, step.stepConfig),
          })
          .options({ condition: { attr: 'stepId', exists: false } }),
      ),
    );
    logger.info('seeded journey', { journeyId });
    return true;
  } catch (error) {
    if (isTransactionRefused(error)) return false;
    throw error;
  }
};

/**
 * Seeds the featured journeys in their featured order (the life story first, then the thematic ones);
 * idempotent, safe to run on every start and deploy. Runs after the paths seed.
 */
export const seedJourneys = async (): Promise<{ created: string[] }> => {
  // The content (≈12 KiB) loads only when seeding: a Lambda that never seeds does not carry it.
  const { SEED_JOURNEYS } = await import('./seed-content.ts');
  const created: string[] = [];
  for (const [order, seed] of SEED_JOURNEYS.entries())
    if (await ensureSeedJourney(seed, order)) created.push(seed.journeyId);
  return { created };
};
