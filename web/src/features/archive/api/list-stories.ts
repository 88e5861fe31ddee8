import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '#shared/contract/endpoint.ts';
import { stories } from '#shared/contract/routes/stories.ts';
import type { listStories as listStoriesEndpoint } from '#shared/contract/stories.ts';
import { callEndpoint } from '@/lib/api-client';
import { archiveKeys } from '@/lib/query-keys';

export type ArchiveStory = ResponseOf<typeof listStoriesEndpoint>[number];

/** The caller's stories, newest first; a failed load is logged and shown as an empty list (§8). */
export const listStories = async (): Promise<ArchiveStory[]> => {
  try {
    return await callEndpoint(stories.listStories);
  } catch (error) {
    console.error('Failed to load stories', error);
    return [];
  }
};

export const archiveStoriesQuery = () =>
  queryOptions({ queryKey: archiveKeys.stories, queryFn: listStories });

export const useArchiveStories = () => useQuery(archiveStoriesQuery());
