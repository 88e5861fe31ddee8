import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, ResponseOf } from '#shared/contract/endpoint.ts';
import type { createJourney, getJourney } from '#shared/contract/journeys.ts';
import { journeys } from '#shared/contract/routes/journeys.ts';
import { callEndpoint } from '@/lib/api-client';
import { adminContentKeys, journeyKeys } from '@/lib/query-keys';

export type Journey = ResponseOf<typeof getJourney>;
export type JourneyInput = BodyOf<typeof createJourney>;

/** Every journey (the admin list, the featured screen and its Add Journey dialog). */
export const useJourneys = () =>
  useQuery({ queryKey: adminContentKeys.journeys, queryFn: () => callEndpoint(journeys.listJourneys) });

export const useJourney = (id: string | undefined) =>
  useQuery({
    queryKey: adminContentKeys.journey(id ?? ''),
    queryFn: () => callEndpoint(journeys.getJourney, { params: { id: id ?? '' } }),
    enabled: Boolean(id),
    staleTime: 0,
  });

/** After a change: the admin list and the user-facing journey chooser read the journeys again. */
export const refreshJourneys = (queryClient: QueryClient) => {
  void queryClient.invalidateQueries({ queryKey: journeyKeys.featured });
  return queryClient.invalidateQueries({ queryKey: adminContentKeys.journeys });
};

export const useDeleteJourney = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(journeys.deleteJourney, { params: { id } }),
    onSuccess: () => refreshJourneys(queryClient),
  });
};

export const useSaveJourney = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: JourneyInput }) =>
      id
        ? callEndpoint(journeys.updateJourney, { params: { id }, body })
        : callEndpoint(journeys.createJourney, { body }),
    onSuccess: () => refreshJourneys(queryClient),
  });
};

/** The featured journeys in their featured order, out of the full list. */
export const featuredOf = (list: Journey[]): Journey[] =>
  list.filter((journey) => journey.featured).sort((a, b) => (a.featuredOrder ?? 0) - (b.featuredOrder ?? 0));

/** How many guided interviews a journey holds: its interview steps, or its legacy paths when it has none. */
export const guidedInterviewCount = (journey: Journey): number => {
  const interviews = journey.steps.filter((step) => step.stepType === 'interview').length;
  return journey.steps.length > 0 ? interviews : journey.paths.length;
};
