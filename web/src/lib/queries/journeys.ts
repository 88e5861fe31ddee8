import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, ResponseOf } from '#shared/contract/endpoint.ts';
import type {
  createJourney,
  createStep,
  getJourney,
  listFeaturedJourneys,
  updateStep,
} from '#shared/contract/journeys.ts';
import { journeys } from '#shared/contract/routes/journeys.ts';
import type { StepType } from '#shared/schemas/journey.ts';
import { callEndpoint } from '@/lib/api-client';
import { useEditedRecord } from './edited-record.ts';

/**
 * The journeys resource: the featured journeys a narrator chooses from, and for the admin content screens
 * every journey, its steps, and the featured order.
 */

export type FeaturedJourney = ResponseOf<typeof listFeaturedJourneys>[number];
export type Journey = ResponseOf<typeof getJourney>;
export type JourneyInput = BodyOf<typeof createJourney>;
export type { StepType };
export type JourneyStep = ResponseOf<typeof updateStep>;
export type StepInput = BodyOf<typeof createStep>;

export const journeyKeys = {
  featured: ['journeys', 'featured'] as const,
  adminList: ['admin-content', 'journeys'] as const,
  admin: (id: string) => ['admin-content', 'journeys', id] as const,
  steps: (journeyId: string) => ['admin-content', 'journeys', journeyId, 'steps'] as const,
};

/** The featured journeys, in their featured order. */
export const featuredJourneysQuery = () =>
  queryOptions({
    queryKey: journeyKeys.featured,
    queryFn: () => callEndpoint(journeys.listFeaturedJourneys),
  });

export const useFeaturedJourneys = () => useQuery(featuredJourneysQuery());

/** Every journey (the admin list, the featured screen and its Add Journey dialog). */
export const useJourneys = () =>
  useQuery({ queryKey: journeyKeys.adminList, queryFn: () => callEndpoint(journeys.listJourneys) });

export const useJourney = (id: string | undefined) =>
  useEditedRecord(journeyKeys.admin, id, (journeyId) =>
    callEndpoint(journeys.getJourney, { params: { id: journeyId } }),
  );

/** After a change: the admin list and the user-facing journey chooser read the journeys again. */
export const refreshJourneys = (queryClient: QueryClient) => {
  void queryClient.invalidateQueries({ queryKey: journeyKeys.featured });
  return queryClient.invalidateQueries({ queryKey: journeyKeys.adminList });
};

/** A journey write (and what it changes), after which the journeys are read again. */
const useJourneyWrite = <Input>(write: (input: Input) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => refreshJourneys(queryClient) });
};

export const useDeleteJourney = () =>
  useJourneyWrite((id: string) => callEndpoint(journeys.deleteJourney, { params: { id } }));

/** Creates the journey (no id) or replaces it (an id). */
export const useSaveJourney = () =>
  useJourneyWrite(({ id, body }: { id?: string; body: JourneyInput }) =>
    id
      ? callEndpoint(journeys.updateJourney, { params: { id }, body })
      : callEndpoint(journeys.createJourney, { body }),
  );

/** Featuring puts the journey at the end of the order; unfeaturing takes it out. */
export const useSetFeatured = () =>
  useJourneyWrite(({ id, featured }: { id: string; featured: boolean }) =>
    callEndpoint(journeys.setFeatured, { params: { id }, body: { featured } }),
  );

/**
 * A change shown on screen first (part B §4): `change` is applied to the cached list at once, rolled back
 * if the call fails, and the list is read again either way.
 */
const useOptimistic = <Item, Input>(
  queryKey: readonly unknown[],
  write: (input: Input) => Promise<unknown>,
  change: (list: Item[], input: Input) => Item[],
  refresh: (queryClient: QueryClient) => Promise<unknown>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onMutate: async (input: Input) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<Item[]>(queryKey);
      if (before) queryClient.setQueryData<Item[]>(queryKey, change(before, input));
      return () => queryClient.setQueryData(queryKey, before);
    },
    onError: (_error, _input, rollback) => rollback?.(),
    onSettled: () => refresh(queryClient),
  });
};

/** Persists the featured order given (every featured id, in order). */
export const useReorderFeatured = () =>
  useOptimistic(
    journeyKeys.adminList,
    (journeyIds: string[]) => callEndpoint(journeys.reorderFeatured, { body: { journeyIds } }),
    (list: Journey[], journeyIds) =>
      list.map((journey) => {
        const position = journeyIds.indexOf(journey.id);
        return position === -1 ? journey : { ...journey, featuredOrder: position };
      }),
    refreshJourneys,
  );

export const useSetComingSoon = () =>
  useOptimistic(
    journeyKeys.adminList,
    ({ id, comingSoon }: { id: string; comingSoon: boolean }) =>
      callEndpoint(journeys.setComingSoon, { params: { id }, body: { comingSoon } }),
    (list: Journey[], { id, comingSoon }) =>
      list.map((journey) => (journey.id === id ? { ...journey, comingSoon } : journey)),
    refreshJourneys,
  );

export const useSteps = (journeyId: string) =>
  useQuery({
    queryKey: journeyKeys.steps(journeyId),
    queryFn: async () =>
      [...(await callEndpoint(journeys.listSteps, { params: { id: journeyId } }))].sort(
        (a, b) => a.order - b.order,
      ),
  });

/** A step changed: the journeys (their step counts) and the journey's steps are read again. */
const refreshSteps = (journeyId: string) => (queryClient: QueryClient) => {
  void refreshJourneys(queryClient);
  return queryClient.invalidateQueries({ queryKey: journeyKeys.steps(journeyId) });
};

const useStepWrite = <Input>(journeyId: string, write: (input: Input) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => refreshSteps(journeyId)(queryClient) });
};

/** Adds a step at the end (no stepId) or rewrites one (a stepId). */
export const useSaveStep = (journeyId: string) =>
  useStepWrite(journeyId, ({ stepId, body }: { stepId?: string; body: StepInput }) =>
    stepId
      ? callEndpoint(journeys.updateStep, { params: { id: journeyId, stepId }, body })
      : callEndpoint(journeys.createStep, { params: { id: journeyId }, body }),
  );

export const useDeleteStep = (journeyId: string) =>
  useStepWrite(journeyId, (stepId: string) =>
    callEndpoint(journeys.deleteStep, { params: { id: journeyId, stepId } }),
  );

/** Persists the whole step order (every step id, in order); the list shows the new order at once. */
export const useReorderSteps = (journeyId: string) =>
  useOptimistic(
    journeyKeys.steps(journeyId),
    (stepIds: string[]) =>
      callEndpoint(journeys.reorderSteps, { params: { id: journeyId }, body: { stepIds } }),
    (before: JourneyStep[], stepIds) => {
      const byId = new Map(before.map((step) => [step.id, step]));
      return stepIds.flatMap((id, order) => {
        const step = byId.get(id);
        return step ? [{ ...step, order }] : [];
      });
    },
    refreshSteps(journeyId),
  );
