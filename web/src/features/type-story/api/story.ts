import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { Story } from '#shared/schemas/story.ts';
import { apiRequest } from '@/lib/api-client';
import { storyUrl } from './paths.ts';

export const storyQueryKey = (id: string) => ['story', id] as const;

/** One story of the caller, with its typed entries. */
export const storyQuery = (id: string) =>
  queryOptions({
    queryKey: storyQueryKey(id),
    queryFn: () => apiRequest<Story>(storyUrl(id)),
  });

export const useStory = (id: string) => useQuery(storyQuery(id));

export type TextEntry = Story['textEntries'][number];

/** The story's typed entries, oldest first. */
export const textEntriesOf = (value: Story): TextEntry[] =>
  [...value.textEntries].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));

/**
 * After a write: the story is read again, and the archive's story list (its key, as the archive names it)
 * is marked stale so a new or changed story shows there on the next visit.
 */
export const refreshStory = (queryClient: QueryClient, id: string) => {
  void queryClient.invalidateQueries({ queryKey: ['archive', 'stories'] });
  return queryClient.invalidateQueries({ queryKey: storyQueryKey(id) });
};
