import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, ResponseOf } from '#shared/contract/endpoint.ts';
import type { createStep, updateStep } from '#shared/contract/journeys.ts';
import { journeys } from '#shared/contract/routes/journeys.ts';
import type { StepType } from '#shared/schemas/journey.ts';
import { callEndpoint } from '@/lib/api-client';
import { adminContentKeys } from '@/lib/query-keys';
import { refreshJourneys } from './journeys.ts';

export type { StepType };
export type JourneyStep = ResponseOf<typeof updateStep>;
export type StepInput = BodyOf<typeof createStep>;

export const useSteps = (journeyId: string) =>
  useQuery({
    queryKey: adminContentKeys.steps(journeyId),
    queryFn: async () =>
      [...(await callEndpoint(journeys.listSteps, { params: { id: journeyId } }))].sort(
        (a, b) => a.order - b.order,
      ),
  });

const useRefreshSteps = (journeyId: string) => {
  const queryClient = useQueryClient();
  return () => {
    void refreshJourneys(queryClient);
    return queryClient.invalidateQueries({ queryKey: adminContentKeys.steps(journeyId) });
  };
};

/** Adds a step at the end (no stepId) or rewrites one (a stepId). */
export const useSaveStep = (journeyId: string) => {
  const refresh = useRefreshSteps(journeyId);
  return useMutation({
    mutationFn: ({ stepId, body }: { stepId?: string; body: StepInput }) =>
      stepId
        ? callEndpoint(journeys.updateStep, { params: { id: journeyId, stepId }, body })
        : callEndpoint(journeys.createStep, { params: { id: journeyId }, body }),
    onSuccess: refresh,
  });
};

export const useDeleteStep = (journeyId: string) => {
  const refresh = useRefreshSteps(journeyId);
  return useMutation({
    mutationFn: (stepId: string) => callEndpoint(journeys.deleteStep, { params: { id: journeyId, stepId } }),
    onSuccess: refresh,
  });
};

/** Persists the whole step order (every step id, in order); the list shows the new order at once. */
export const useReorderSteps = (journeyId: string) => {
  const queryClient = useQueryClient();
  const refresh = useRefreshSteps(journeyId);
  const key = adminContentKeys.steps(journeyId);
  return useMutation({
    mutationFn: (stepIds: string[]) =>
      callEndpoint(journeys.reorderSteps, { params: { id: journeyId }, body: { stepIds } }),
    onMutate: async (stepIds) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<JourneyStep[]>(key);
      if (before) {
        const byId = new Map(before.map((step) => [step.id, step]));
        const reordered = stepIds.flatMap((id, order) => {
          const step = byId.get(id);
          return step ? [{ ...step, order }] : [];
        });
        queryClient.setQueryData<JourneyStep[]>(key, reordered);
      }
      return () => queryClient.setQueryData(key, before);
    },
    onError: (_error, _ids, rollback) => rollback?.(),
    onSettled: refresh,
  });
};
