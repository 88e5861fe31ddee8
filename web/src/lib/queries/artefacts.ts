import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ARTEFACT_JOB_POLL_MS } from '#shared/constants.ts';
import type { getJob, listStoryArtefacts } from '#shared/contract/artefacts.ts';
import type { ResponseOf } from '#shared/contract/endpoint.ts';
import { artefacts } from '#shared/contract/routes/artefacts.ts';
import type { Artefact, ArtefactVersion, ParagraphSources, SourceRef } from '#shared/schemas/artefact.ts';
import { callEndpoint, callEndpointWithCursor } from '@/lib/api-client';
import { pollWhileRunning, storyKeys } from './stories.ts';

/** The artefacts resource: a story's artefacts, one artefact, and generating one (a job polled to its end). */

export type { Artefact, ArtefactVersion, ParagraphSources, SourceRef };
export type StoryArtefacts = ResponseOf<typeof listStoryArtefacts>;
export type JobAnswer = ResponseOf<typeof getJob>;

export const artefactKeys = {
  /** Under the story's keys, so refreshing the story page reads its artefacts again. */
  ofStory: (storyId: string) => [...storyKeys.all(storyId), 'artefacts'] as const,
  artefact: (id: string) => ['artefact', id] as const,
  job: (jobId: string) => ['artefact-job', jobId] as const,
};

/**
 * Every page of a story's artefacts (issue 24: the server reads one page a request and names the next in
 * `X-Next-Cursor`); the story page shows them all, and a story rarely has more than one page.
 */
const readStoryArtefacts = async (storyId: string): Promise<StoryArtefacts> => {
  const pages: StoryArtefacts[] = [];
  let cursor: string | undefined;
  do {
    const query = cursor ? { cursor } : {};
    const page = await callEndpointWithCursor(artefacts.listStoryArtefacts, {
      params: { id: storyId },
      query,
    });
    pages.push(page.body);
    cursor = page.nextCursor;
  } while (cursor);
  return { artefacts: pages.flatMap((page) => page.artefacts), pendingJobs: pages[0]?.pendingJobs ?? [] };
};

/** The story's artefacts and its generations still running, polled while any of those runs. */
export const storyArtefactsQuery = (storyId: string) =>
  queryOptions({
    queryKey: artefactKeys.ofStory(storyId),
    queryFn: () => readStoryArtefacts(storyId),
    refetchInterval: (query) => pollWhileRunning(query.state.data?.pendingJobs),
    staleTime: 0,
  });

export const useStoryArtefacts = (storyId: string) => useQuery(storyArtefactsQuery(storyId));

export const artefactQuery = (id: string) =>
  queryOptions({
    queryKey: artefactKeys.artefact(id),
    queryFn: (): Promise<Artefact> => callEndpoint(artefacts.getArtefact, { params: { id } }),
    staleTime: 0,
  });

export const useArtefact = (id: string) => useQuery(artefactQuery(id));

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: artefactKeys.ofStory(storyId) }),
  });
};

/** A generation completed: the story's artefacts and the artefact written are read again. */
export const refreshGenerated = (queryClient: QueryClient, storyId: string, artefactId?: string) => {
  void queryClient.invalidateQueries({ queryKey: artefactKeys.ofStory(storyId) });
  if (artefactId) void queryClient.invalidateQueries({ queryKey: artefactKeys.artefact(artefactId) });
};
