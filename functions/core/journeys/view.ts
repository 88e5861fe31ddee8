import type { FormattedItem } from 'dynamodb-toolbox/entity';
import type { Journey, JourneyStep } from '#shared/schemas/journey.ts';
import { JOURNEY_TEXTS } from '#shared/texts.ts';
import { getAll } from '../../db/batch.ts';
import { allJourneys, featuredJourneys, JourneyEntity } from '../../db/entities/journey.ts';
import { JourneyStepEntity, stepsOfJourney } from '../../db/entities/journey-step.ts';
import { PathEntity } from '../../db/entities/path.ts';
import { getItem, queryAll } from '../../db/read.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { configForType, inStepOrder } from './rules.ts';

export type JourneyRecord = FormattedItem<typeof JourneyEntity>;
export type StepRecord = FormattedItem<typeof JourneyStepEntity>;
type PathNames = Map<string, { id: string; name: string; displayName?: string }>;

export const toStep = (record: StepRecord): JourneyStep => ({
  id: record.stepId,
  name: record.name,
  description: record.description,
  order: record.order,
  stepType: record.stepType,
  stepConfig: configForType(record.stepType, record.stepConfig ?? {}),
});

/** The journey as the API returns it: paths in order with their names, steps in order. */
export const toJourney = (
  record: JourneyRecord,
  steps: readonly StepRecord[],
  paths: PathNames,
): Journey => ({
  id: record.journeyId,
  name: record.name,
  description: record.description,
  featured: record.featured,
  featuredOrder: record.featured ? record.featuredOrder : undefined,
  comingSoon: record.comingSoon,
  paths: record.pathIds.map((pathId, order) => ({ pathId, order, path: paths.get(pathId) })),
  formats: record.formatIds.map((formatId) => ({ formatId })),
  steps: inStepOrder(steps).map(toStep),
  createdAt: record.createdAt,
  updatedAt: record.updatedAt,
});

/** The journey item, read strongly consistent; undefined when there is none. */
export const findJourneyRecord = (journeyId: string): Promise<JourneyRecord | undefined> =>
  getItem(JourneyEntity, { journeyId });

export const getJourneyRecord = async (journeyId: string): Promise<JourneyRecord> => {
  const record = await findJourneyRecord(journeyId);
  if (!record) throw new NotFoundError(JOURNEY_TEXTS.journeyNotFound);
  return record;
};

/** A journey's steps, in order (one Query on the journey's partition). */
export const stepRecordsOf = async (journeyId: string): Promise<StepRecord[]> =>
  inStepOrder(await queryAll(JourneyStepEntity, stepsOfJourney(journeyId), { consistent: true }));

/** The names of these paths, in one batch read; a path since deleted is simply absent. */
export const pathNames = async (pathIds: Iterable<string>): Promise<PathNames> => {
  const ids = [...new Set(pathIds)];
  if (ids.length === 0) return new Map();
  const records = await getAll(
    PathEntity,
    ids.map((pathId) => ({ pathId })),
  );
  return new Map(records.map(({ pathId, name, displayName }) => [pathId, { id: pathId, name, displayName }]));
};

/** Several journeys with their steps and path names: one Query per journey and one batch read, in parallel. */
export const journeyViews = async (records: readonly JourneyRecord[]): Promise<Journey[]> => {
  const [steps, paths] = await Promise.all([
    Promise.all(records.map(({ journeyId }) => stepRecordsOf(journeyId))),
    pathNames(records.flatMap(({ pathIds }) => pathIds)),
  ]);
  return records.map((record, index) => toJourney(record, steps[index] ?? [], paths));
};

/** One journey with its steps and path names, or undefined: the steps are read while the paths are. */
export const findJourney = async (journeyId: string): Promise<Journey | undefined> => {
  const [record, steps] = await Promise.all([findJourneyRecord(journeyId), stepRecordsOf(journeyId)]);
  if (!record) return undefined;
  return toJourney(record, steps, await pathNames(record.pathIds));
};

export const getJourney = async (journeyId: string): Promise<Journey> => {
  const journey = await findJourney(journeyId);
  if (!journey) throw new NotFoundError(JOURNEY_TEXTS.journeyNotFound);
  return journey;
};

/** Every journey, oldest first (a Query on the journeys' index). */
export const listJourneys = async (): Promise<Journey[]> =>
  journeyViews(await queryAll(JourneyEntity, allJourneys()));

/** The featured journeys' items, in featured order (a Query on the sparse featured index). */
export const featuredJourneyRecords = (): Promise<JourneyRecord[]> =>
  queryAll(JourneyEntity, featuredJourneys());

/** The featured journeys in featured order, for the journey chooser. */
export const listFeaturedJourneys = async (): Promise<Journey[]> =>
  journeyViews(await featuredJourneyRecords());
