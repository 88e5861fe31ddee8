import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ARTEFACT_JOB_POLL_MS } from '#shared/constants.ts';
import type { getJob } from '#shared/contract/artefacts.ts';
import type { ResponseOf } from '#shared/contract/endpoint.ts';
import { artefacts } from '#shared/contract/routes/artefacts.ts';
import { callEndpoint } from '@/lib/api-client';
import { artefactKeys, storyKeys } from '@/lib/query-keys';

export type JobAnswer = ResponseOf<typeof getJob>;

const running = (answer: JobAnswer | undefined) =>
  !answer || answer.job.status === 'pending' || answer.job.status === 'processing';

/** Part B §4, §9: the generation page polls its job every 2 s until it is completed or failed. */
export const jobRefetchInterval = (answer: JobAnswer | undefined) =>
  running(answer) ? ARTEFACT_JOB_POLL_MS : false;

export const jobQuery = (jobId: string) =>
  queryOptions({
    queryKey: artefactKeys.job(jobId),
    queryFn: (): Promise<JobAnswer> => callEndpoint(artefacts.getJob, { params: { jobId } }),
    refetchInterval: (query) => jobRefetchInterval(query.state.data),
    staleTime: 0,
  });

export const useJob = (jobId: string | undefined) =>
  useQuery({ ...jobQuery(jobId ?? ''), enabled: jobId !== undefined });

/** Queues a generation of the story in the format; the story page then lists it as a pending job. */
export const useGenerate = (storyId: string, formatId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(artefacts.generateArtefact, { body: { storyId, formatId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storyKeys.artefacts(storyId) }),
  });
};
