import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { RESEARCH_POLL_MS } from '#shared/constants.ts';
import type { ResponseOf } from '#shared/contract/endpoint.ts';
import { notes } from '#shared/contract/routes/notes.ts';
import { research } from '#shared/contract/routes/research.ts';
import { stories } from '#shared/contract/routes/stories.ts';
import type { getStory, listStepCompletions } from '#shared/contract/stories.ts';
import type { Note } from '#shared/schemas/note.ts';
import type { ResearchReport } from '#shared/schemas/research.ts';
import { callEndpoint } from '@/lib/api-client';
import { archiveKeys, homeKeys, storyKeys } from '@/lib/query-keys';

export type StoryDetail = ResponseOf<typeof getStory>;
export type StepCompletion = ResponseOf<typeof listStepCompletions>[number];
export type TranscriptEntry = NonNullable<StoryDetail['transcriptEntries']>[number];
export type TextEntry = NonNullable<StoryDetail['textEntries']>[number];
export type VoiceMemoEntry = NonNullable<StoryDetail['voiceMemoEntries']>[number];
export type { Note, ResearchReport };

/** The story's entries of each kind, empty when the answer left a list out. */
export const entriesOf = (story: StoryDetail) => ({
  textEntries: story.textEntries ?? [],
  voiceMemoEntries: story.voiceMemoEntries ?? [],
  transcriptEntries: story.transcriptEntries ?? [],
});

// The story page reads everything again whenever it is shown (the call or the typing screens change it).
const fresh = { staleTime: 0 } as const;

export const storyQuery = (id: string) =>
  queryOptions({
    queryKey: storyKeys.detail(id),
    queryFn: (): Promise<StoryDetail> => callEndpoint(stories.getStory, { params: { id } }),
    ...fresh,
  });

export const stepCompletionsQuery = (id: string) =>
  queryOptions({
    queryKey: storyKeys.stepCompletions(id),
    queryFn: () => callEndpoint(stories.listStepCompletions, { params: { id } }),
    ...fresh,
  });

export const notesQuery = (storyId: string) =>
  queryOptions({
    queryKey: storyKeys.notes(storyId),
    queryFn: (): Promise<Note[]> => callEndpoint(notes.listNotes, { query: { storyId } }),
    ...fresh,
  });

const isRunning = (item: { status: string }) => item.status === 'pending' || item.status === 'processing';

/**
 * The story page's one polling rule (part B §4, §9): every 5 s while any research report or artefact job is
 * pending or processing, and not at all when none is.
 */
export const pollWhileRunning = (items: readonly { status: string }[] | undefined) =>
  items?.some(isRunning) ? RESEARCH_POLL_MS : false;

export const researchQuery = (storyId: string) =>
  queryOptions({
    queryKey: storyKeys.research(storyId),
    queryFn: (): Promise<ResearchReport[]> => callEndpoint(research.listReports, { query: { storyId } }),
    refetchInterval: (query) => pollWhileRunning(query.state.data),
    ...fresh,
  });

export const useStory = (id: string) => useQuery(storyQuery(id));
export const useStepCompletions = (id: string) => useQuery(stepCompletionsQuery(id));
export const useStoryNotes = (id: string) => useQuery(notesQuery(id));
export const useStoryResearch = (id: string) => useQuery(researchQuery(id));

/** Everything the story page shows is read again. */
export const refreshStoryPage = (queryClient: QueryClient, id: string) =>
  queryClient.invalidateQueries({ queryKey: storyKeys.all(id) });

/** After a change to the story's material: the page, the dashboard grid and the archive list. */
export const refreshAfterChange = (queryClient: QueryClient, id: string) => {
  void queryClient.invalidateQueries({ queryKey: homeKeys.stories });
  void queryClient.invalidateQueries({ queryKey: archiveKeys.stories });
  return refreshStoryPage(queryClient, id);
};
