import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '#shared/contract/endpoint.ts';
import { stories } from '#shared/contract/routes/stories.ts';
import type { getStory } from '#shared/contract/stories.ts';
import { callEndpoint } from '@/lib/api-client';
import { archiveKeys, storyKeys } from '@/lib/query-keys';

export type StoryDetail = ResponseOf<typeof getStory>;

/** One story of the caller, with its typed entries. */
export const storyQuery = (id: string) =>
  queryOptions({
    queryKey: storyKeys.detail(id),
    queryFn: (): Promise<StoryDetail> => callEndpoint(stories.getStory, { params: { id } }),
  });

export const useStory = (id: string) => useQuery(storyQuery(id));

export type TextEntry = NonNullable<StoryDetail['textEntries']>[number];

/** The story's typed entries, oldest first. */
export const textEntriesOf = (value: StoryDetail): TextEntry[] =>
  [...(value.textEntries ?? [])].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));

/**
 * After a write: the story is read again, and the archive's story list is marked stale so a new or changed
 * story shows there on the next visit.
 */
export const refreshStory = (queryClient: QueryClient, id: string) => {
  void queryClient.invalidateQueries({ queryKey: archiveKeys.stories });
  return queryClient.invalidateQueries({ queryKey: storyKeys.detail(id) });
};
