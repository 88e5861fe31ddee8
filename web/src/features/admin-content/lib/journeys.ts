import type { Journey } from '@/lib/queries/journeys';

/** The featured journeys in their featured order, out of the full list. */
export const featuredOf = (list: Journey[]): Journey[] =>
  list.filter((journey) => journey.featured).sort((a, b) => (a.featuredOrder ?? 0) - (b.featuredOrder ?? 0));

/** How many guided interviews a journey holds: its interview steps, or its legacy paths when it has none. */
export const guidedInterviewCount = (journey: Journey): number => {
  const interviews = journey.steps.filter((step) => step.stepType === 'interview').length;
  return journey.steps.length > 0 ? interviews : journey.paths.length;
};
