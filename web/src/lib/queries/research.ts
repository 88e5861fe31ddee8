import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '#shared/contract/endpoint.ts';
import type { getReport } from '#shared/contract/research.ts';
import { ai } from '#shared/contract/routes/ai.ts';
import { research } from '#shared/contract/routes/research.ts';
import type { ResearchReport } from '#shared/schemas/research.ts';
import { callEndpoint } from '@/lib/api-client';
import { FRESH, pollWhileRunning, storyKeys } from './stories.ts';

/** The research resource: a story's research reports, starting research, and one report. */

export type { ResearchReport };
export type Report = ResponseOf<typeof getReport>;

export const researchKeys = {
  /** Under the story's keys, so refreshing the story page reads its reports again. */
  ofStory: (storyId: string) => [...storyKeys.all(storyId), 'research'] as const,
  report: (id: string) => ['research-report', id] as const,
};

/** The story's reports, polled while any of them is still being written. */
export const storyResearchQuery = (storyId: string) =>
  queryOptions({
    queryKey: researchKeys.ofStory(storyId),
    queryFn: (): Promise<ResearchReport[]> => callEndpoint(research.listReports, { query: { storyId } }),
    refetchInterval: (query) => pollWhileRunning(query.state.data),
    ...FRESH,
  });

export const useStoryResearch = (storyId: string) => useQuery(storyResearchQuery(storyId));

/** The story's transcript to research ('role: text' lines) and the conversation it comes from. */
export interface StoryResearchInput {
  transcriptText: string;
  conversationId: string;
}

/**
 * Walt finds topics in the story's transcripts and queues one report per topic: part B §7's
 * `POST /api/ai/analyze-for-research` with `{transcriptText, conversationId, storyId}`, answering the topics.
 */
export const useStartResearch = (storyId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StoryResearchInput) =>
      callEndpoint(ai.analyzeForResearch, {
        body: { transcriptText: input.transcriptText, conversationId: input.conversationId, storyId },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: researchKeys.ofStory(storyId) }),
  });
};

export const reportQuery = (id: string) =>
  queryOptions({
    queryKey: researchKeys.report(id),
    queryFn: (): Promise<Report> => callEndpoint(research.getReport, { params: { id } }),
  });

export const useReport = (id: string) => useQuery(reportQuery(id));

/** Deletes a report of the story; the story's research list is read again. */
export const useDeleteReport = (storyId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(research.deleteReport, { params: { id } }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: researchKeys.report(id) });
      return queryClient.invalidateQueries({ queryKey: researchKeys.ofStory(storyId) });
    },
    onError: (error) => console.error('Failed to delete research report', error),
  });
};
