import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '#shared/contract/endpoint.ts';
import { stories } from '#shared/contract/routes/stories.ts';
import type { getStory } from '#shared/contract/stories.ts';
import { callEndpoint } from '@/lib/api-client';
import { archiveKeys, storyKeys } from '@/lib/query-keys';

export type StoryDetail = ResponseOf<typeof getStory>;
export type VoiceMemoEntry = NonNullable<StoryDetail['voiceMemoEntries']>[number];

/** One story of the caller, with its spoken entries and their recordings' playback URLs. */
export const storyQuery = (id: string) =>
  queryOptions({
    queryKey: storyKeys.detail(id),
    queryFn: (): Promise<StoryDetail> => callEndpoint(stories.getStory, { params: { id } }),
  });

export const useStory = (id: string) => useQuery(storyQuery(id));

/** After a write: the story is read again and the archive's story list is marked stale. */
export const refreshStory = (queryClient: QueryClient, id: string) => {
  void queryClient.invalidateQueries({ queryKey: archiveKeys.stories });
  return queryClient.invalidateQueries({ queryKey: storyKeys.detail(id) });
};
