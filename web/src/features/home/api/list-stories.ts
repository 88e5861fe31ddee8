import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '#shared/contract/endpoint.ts';
import { stories } from '#shared/contract/routes/stories.ts';
import type { listStories } from '#shared/contract/stories.ts';
import { callEndpoint } from '@/lib/api-client';
import { homeKeys } from '@/lib/query-keys';

export type StoryCardData = ResponseOf<typeof listStories>[number];

/** The stories grid in one request: the list carries each story's badge, preview, count and date. */
export const storiesQuery = () =>
  queryOptions({
    queryKey: homeKeys.stories,
    queryFn: () => callEndpoint(stories.listStories),
  });

export const useStories = () => useQuery(storiesQuery());
