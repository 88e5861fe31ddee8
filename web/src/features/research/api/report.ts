import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '#shared/contract/endpoint.ts';
import type { getReport } from '#shared/contract/research.ts';
import { research } from '#shared/contract/routes/research.ts';
import { stories } from '#shared/contract/routes/stories.ts';
import { callEndpoint } from '@/lib/api-client';
import { researchKeys, storyKeys } from '@/lib/query-keys';

export type Report = ResponseOf<typeof getReport>;

export const reportQuery = (id: string) =>
  queryOptions({
    queryKey: researchKeys.report(id),
    queryFn: (): Promise<Report> => callEndpoint(research.getReport, { params: { id } }),
  });

export const useReport = (id: string) => useQuery(reportQuery(id));

/**
 * The related story's title: the report's own `story.title` when the server sends it, else the story read
 * (usually cached already by the story page this report was opened from).
 */
export const useRelatedStoryTitle = (storyId: string, report: Report | undefined) => {
  const own = report?.story?.title?.trim();
  const story = useQuery({
    queryKey: storyKeys.detail(storyId),
    queryFn: () => callEndpoint(stories.getStory, { params: { id: storyId } }),
    enabled: report !== undefined && !own,
  });
  return own || story.data?.title?.trim() || story.data?.displayName?.trim();
};

/** Deletes the report; the story's research list is read again. */
export const useDeleteReport = (id: string, storyId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(research.deleteReport, { params: { id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: researchKeys.report(id) });
      return queryClient.invalidateQueries({ queryKey: storyKeys.research(storyId) });
    },
    onError: (error) => console.error('Failed to delete research report', error),
  });
};
