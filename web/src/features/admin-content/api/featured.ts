import { useMutation, useQueryClient } from '@tanstack/react-query';
import { journeys } from '#shared/contract/routes/journeys.ts';
import { callEndpoint } from '@/lib/api-client';
import { adminContentKeys } from '@/lib/query-keys';
import { type Journey, refreshJourneys } from './journeys.ts';

/**
 * Applies a change to the cached journey list at once and returns how to put it back: reorder and
 * coming-soon changes show on screen first and roll back if the call fails (part B §4).
 */
const useOptimistic = () => {
  const queryClient = useQueryClient();
  return {
    queryClient,
    apply: async (change: (list: Journey[]) => Journey[]) => {
      await queryClient.cancelQueries({ queryKey: adminContentKeys.journeys });
      const before = queryClient.getQueryData<Journey[]>(adminContentKeys.journeys);
      if (before) queryClient.setQueryData<Journey[]>(adminContentKeys.journeys, change(before));
      return () => queryClient.setQueryData(adminContentKeys.journeys, before);
    },
  };
};

/** Persists the featured order given (every featured id, in order). */
export const useReorderFeatured = () => {
  const { queryClient, apply } = useOptimistic();
  return useMutation({
    mutationFn: (journeyIds: string[]) => callEndpoint(journeys.reorderFeatured, { body: { journeyIds } }),
    onMutate: (journeyIds) =>
      apply((list) =>
        list.map((journey) => {
          const position = journeyIds.indexOf(journey.id);
          return position === -1 ? journey : { ...journey, featuredOrder: position };
        }),
      ),
    onError: (_error, _ids, rollback) => rollback?.(),
    onSettled: () => refreshJourneys(queryClient),
  });
};

export const useSetComingSoon = () => {
  const { queryClient, apply } = useOptimistic();
  return useMutation({
    mutationFn: ({ id, comingSoon }: { id: string; comingSoon: boolean }) =>
      callEndpoint(journeys.setComingSoon, { params: { id }, body: { comingSoon } }),
    onMutate: ({ id, comingSoon }) =>
      apply((list) => list.map((journey) => (journey.id === id ? { ...journey, comingSoon } : journey))),
    onError: (_error, _input, rollback) => rollback?.(),
    onSettled: () => refreshJourneys(queryClient),
  });
};

/** Featuring puts the journey at the end of the order; unfeaturing takes it out. */
export const useSetFeatured = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, featured }: { id: string; featured: boolean }) =>
      callEndpoint(journeys.setFeatured, { params: { id }, body: { featured } }),
    onSuccess: () => refreshJourneys(queryClient),
  });
};
