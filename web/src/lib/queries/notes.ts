import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { notes } from '#shared/contract/routes/notes.ts';
import type { Note } from '#shared/schemas/note.ts';
import { callEndpointPage } from '@/lib/api-client';
import { FRESH, storyKeys } from './stories.ts';

/**
 * The notes resource: Walt's notes and the narrator's own, as the story page lists them. The live call
 * reads and writes its notes through its own port (features/interview/api/http-call-api.ts); a note is
 * deleted with the story's material (useDeleteMaterial in stories.ts).
 */

export type { Note };

export const noteKeys = {
  /** Under the story's keys, so refreshing the story page reads its notes again. */
  ofStory: (storyId: string) => [...storyKeys.all(storyId), 'notes'] as const,
};

/** The story's notes a page at a time (issue 24): the first page, then the next at "Load more". */
export const storyNotesQuery = (storyId: string) =>
  infiniteQueryOptions({
    queryKey: noteKeys.ofStory(storyId),
    queryFn: ({ pageParam }) =>
      callEndpointPage(notes.listNotes, { query: { storyId, ...(pageParam ? { cursor: pageParam } : {}) } }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor,
    ...FRESH,
  });

/** The story's notes read so far, and whether more follow. */
export const useStoryNotes = (storyId: string) => {
  const query = useInfiniteQuery(storyNotesQuery(storyId));
  return {
    ...query,
    data: query.data?.pages.flatMap((page) => page.items),
    loadMore: {
      hasMore: query.hasNextPage,
      loading: query.isFetchingNextPage,
      load: () => void query.fetchNextPage(),
    },
  };
};
