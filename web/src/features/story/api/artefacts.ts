import { queryOptions, useQuery } from '@tanstack/react-query';
import type { listStoryArtefacts, listStoryFormats } from '#shared/contract/artefacts.ts';
import type { ResponseOf } from '#shared/contract/endpoint.ts';
import { artefacts } from '#shared/contract/routes/artefacts.ts';
import { callEndpoint } from '@/lib/api-client';
import { storyKeys } from '@/lib/query-keys';
import { pollWhileRunning } from './story.ts';

export type StoryArtefacts = ResponseOf<typeof listStoryArtefacts>;
export type Format = ResponseOf<typeof listStoryFormats>[number];

export const storyFormatsQuery = (storyId: string) =>
  queryOptions({
    queryKey: storyKeys.formats(storyId),
    queryFn: (): Promise<Format[]> => callEndpoint(artefacts.listStoryFormats, { params: { id: storyId } }),
  });

/** The story's artefacts and its generations still running, polled while any of those runs. */
export const storyArtefactsQuery = (storyId: string) =>
  queryOptions({
    queryKey: storyKeys.artefacts(storyId),
    queryFn: (): Promise<StoryArtefacts> =>
      callEndpoint(artefacts.listStoryArtefacts, { params: { id: storyId } }),
    refetchInterval: (query) => pollWhileRunning(query.state.data?.pendingJobs),
    staleTime: 0,
  });

export const useStoryFormats = (storyId: string) => useQuery(storyFormatsQuery(storyId));
export const useStoryArtefacts = (storyId: string) => useQuery(storyArtefactsQuery(storyId));
