import { randomUUID } from 'node:crypto';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { execute } from 'dynamodb-toolbox/entity/actions/transactWrite';
import type { Journey } from '#shared/schemas/journey.ts';
import { CONVERSATION_TEXTS, GENERIC_ERRORS, JOURNEY_TEXTS } from '#shared/texts.ts';
import { chunk, deleteAll, getAll } from '../../db/batch.ts';
import { JourneyEntity } from '../../db/entities/journey.ts';
import { JourneyStepEntity } from '../../db/entities/journey-step.ts';
import { isConditionFailure } from '../../db/errors.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { featuredPositions, firstRepeated, nextFeaturedOrder } from './rules.ts';
import {
  featuredJourneyRecords,
  getJourney,
  getJourneyRecord,
  type JourneyRecord,
  journeyViews,
  pathNames,
  stepRecordsOf,
  toJourney,
} from './view.ts';

/** DynamoDB's limit of items in one transaction. */
const TRANSACTION_SIZE = 100;

export interface JourneyInput {
  name: string;
  description?: string;
  pathIds: string[];
  formatIds: string[];
}

/** Refuses a path that does not exist, naming the field and the id. */
export const assertPathsExist = async (pathIds: readonly string[], field: string): Promise<void> => {
  const found = await pathNames(pathIds);
  const missing = pathIds.find((pathId) => !found.has(pathId));
  if (missing)
    throw new ValidationError(
      GENERIC_ERRORS.fieldInvalid(field, `${CONVERSATION_TEXTS.pathNotFound}: ${missing}`),
    );
};

/**
 * Each path and format at most once, and every path real. Formats arrive with the artefacts issue: until
 * then their ids are kept as given.
 */
const checkInput = async (input: JourneyInput): Promise<JourneyInput> => {
  if (firstRepeated(input.pathIds)) throw new ValidationError(JOURNEY_TEXTS.pathTwice);
  if (firstRepeated(input.formatIds)) throw new ValidationError(JOURNEY_TEXTS.formatTwice);
  await assertPathsExist(input.pathIds, 'pathIds');
  return {
    name: input.name.trim(),
    description: input.description?.trim() ? input.description : undefined,
    pathIds: [...input.pathIds],
    formatIds: [...input.formatIds],
  };
};

/** Writes the whole item (its index keys follow `featured` and `featuredOrder`), refreshing updatedAt. */
const putJourney = (record: JourneyRecord, isNew: boolean) =>
  JourneyEntity.build(PutItemCommand)
    .item({ ...record, updatedAt: new Date().toISOString() })
    .options({ condition: { attr: 'journeyId', exists: !isNew } });

const save = async (record: JourneyRecord, isNew = false): Promise<JourneyRecord> => {
  try {
    const { ToolboxItem } = await putJourney(record, isNew).send();
    return ToolboxItem as JourneyRecord;
  } catch (error) {
    if (!isNew && isConditionFailure(error)) throw new NotFoundError(JOURNEY_TEXTS.journeyNotFound);
    throw error;
  }
};

/** Creates a journey (not featured, not coming soon, no steps yet). `extra` is for the seed. */
export const createJourneyRecord = async (
  input: JourneyInput,
  extra: Partial<
    Pick<JourneyRecord, 'journeyId' | 'featured' | 'featuredOrder' | 'comingSoon' | 'seedKey'>
  > = {},
): Promise<JourneyRecord> => {
  const now = new Date().toISOString();
  return save(
    {
      journeyId: randomUUID(),
      featured: false,
      comingSoon: false,
      ...(await checkInput(input)),
      ...extra,
      createdAt: now,
      updatedAt: now,
    },
    true,
  );
};

export const createJourney = async (input: JourneyInput): Promise<Journey> =>
  toJourney(await createJourneyRecord(input), [], await pathNames(input.pathIds));

/** Replaces the name, description and the ordered path and format lists; the flags and steps stay. */
export const updateJourney = async (journeyId: string, input: JourneyInput): Promise<Journey> => {
  const record = await getJourneyRecord(journeyId);
  await save({ ...record, ...(await checkInput(input)) });
  return getJourney(journeyId);
};

/** Deletes the journey and its steps (steps first, so a delete that fails half-way can be repeated). */
export const deleteJourney = async (journeyId: string): Promise<void> => {
  await getJourneyRecord(journeyId);
  const steps = await stepRecordsOf(journeyId);
  await deleteAll(
    JourneyStepEntity,
    steps.map(({ stepId }) => ({ journeyId, stepId })),
  );
  await JourneyEntity.build(DeleteItemCommand).key({ journeyId }).send();
};

/** Featuring puts the journey at the end of the featured order; unfeaturing takes it out of the order. */
export const setFeatured = async (journeyId: string, featured: boolean): Promise<Journey> => {
  const record = await getJourneyRecord(journeyId);
  if (record.featured !== featured) {
    const featuredOrder = featured
      ? nextFeaturedOrder((await featuredJourneyRecords()).map((journey) => journey.featuredOrder))
      : undefined;
    await save({ ...record, featured, featuredOrder });
  }
  return getJourney(journeyId);
};

/** A Coming Soon journey is shown in the chooser but cannot be started. */
export const setComingSoon = async (journeyId: string, comingSoon: boolean): Promise<Journey> => {
  const record = await getJourneyRecord(journeyId);
  if (record.comingSoon !== comingSoon) await save({ ...record, comingSoon });
  return getJourney(journeyId);
};

/**
 * Persists the featured order: the ids given, in that order, then any featured journey not named. Every id
 * must be a featured journey, named once. Answers the featured journeys in their new order.
 */
export const reorderFeatured = async (journeyIds: readonly string[]): Promise<Journey[]> => {
  const listed = await featuredJourneyRecords();
  const featuredIds = new Set(listed.map(({ journeyId }) => journeyId));
  if (firstRepeated(journeyIds) || journeyIds.some((journeyId) => !featuredIds.has(journeyId)))
    throw new ValidationError(JOURNEY_TEXTS.featuredOrderMismatch);
  const positions = featuredPositions(listed, journeyIds);
  // The index is eventually consistent: the items are read again by key before being rewritten whole.
  const records = (await getAll(
    JourneyEntity,
    listed.map(({ journeyId }) => ({ journeyId })),
  )) as JourneyRecord[];
  const changed = records.filter(
    (record) => record.featured && record.featuredOrder !== positions.get(record.journeyId),
  );
  const now = new Date().toISOString();
  for (const batch of chunk(changed, TRANSACTION_SIZE))
    await execute(
      ...batch.map((record) =>
        JourneyEntity.build(PutTransaction)
          .item({ ...record, featuredOrder: positions.get(record.journeyId), updatedAt: now })
          .options({ condition: { attr: 'journeyId', exists: true } }),
      ),
    );
  const reordered = records
    .filter((record) => record.featured)
    .map((record) => ({ ...record, featuredOrder: positions.get(record.journeyId) }))
    .sort((a, b) => (a.featuredOrder ?? 0) - (b.featuredOrder ?? 0));
  return journeyViews(reordered);
};
