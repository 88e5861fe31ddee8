import type { StepType } from '#shared/schemas/journey.ts';

/**
 * The pure rules of journeys and their steps (part B §3, §4, §5), kept apart from the data layer so they
 * can be read, and tested, on their own.
 */

/** The first id given more than once, if any (a path or format can be added to a journey only once). */
export const firstRepeated = (ids: readonly string[]): string | undefined => {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) return id;
    seen.add(id);
  }
  return undefined;
};

/** True when `ids` lists every id of `expected` exactly once, and nothing else. */
export const listsEachOnce = (ids: readonly string[], expected: readonly string[]): boolean =>
  ids.length === expected.length &&
  firstRepeated(ids) === undefined &&
  expected.every((id) => ids.includes(id));

export interface StepConfig {
  pathId?: string;
  formatId?: string;
}

/** Only the configuration a step's type uses: a path for an interview, a format for generateFormat. */
export const configForType = (stepType: StepType, config: StepConfig): StepConfig => {
  if (stepType === 'interview') return config.pathId ? { pathId: config.pathId } : {};
  if (stepType === 'generateFormat') return config.formatId ? { formatId: config.formatId } : {};
  return {};
};

interface Ordered {
  stepId: string;
  order: number;
}

/** Steps in journey order (ties, which a consistent journey never has, by id so the order is stable). */
export const inStepOrder = <S extends Ordered>(steps: readonly S[]): S[] =>
  [...steps].sort((a, b) => a.order - b.order || a.stepId.localeCompare(b.stepId));

/**
 * A step is locked while any step of lower order is not completed (part B §4): the steps before it that
 * still wait, in order; empty when the step may be completed.
 */
export const stepsBlocking = <S extends Ordered>(
  steps: readonly S[],
  stepId: string,
  completedStepIds: ReadonlySet<string>,
): S[] => {
  const step = steps.find((candidate) => candidate.stepId === stepId);
  if (!step) return [];
  return inStepOrder(steps).filter(
    (candidate) => candidate.order < step.order && !completedStepIds.has(candidate.stepId),
  );
};

/** The order a newly featured journey takes: after every featured journey. */
export const nextFeaturedOrder = (orders: readonly (number | undefined)[]): number =>
  orders.reduce<number>((next, order) => Math.max(next, (order ?? -1) + 1), 0);

/**
 * The featured order after a reorder: the ids given first, in the order given, then any featured journey
 * not named, in its current order. Answers each journey's new 0-based position.
 */
export const featuredPositions = (
  current: readonly { journeyId: string; featuredOrder?: number }[],
  requested: readonly string[],
): Map<string, number> => {
  const rest = [...current]
    .sort((a, b) => (a.featuredOrder ?? 0) - (b.featuredOrder ?? 0))
    .map(({ journeyId }) => journeyId)
    .filter((journeyId) => !requested.includes(journeyId));
  return new Map([...requested, ...rest].map((journeyId, index) => [journeyId, index]));
};
