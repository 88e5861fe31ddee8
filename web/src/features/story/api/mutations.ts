import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notes } from '#shared/contract/routes/notes.ts';
import { research } from '#shared/contract/routes/research.ts';
import { stories } from '#shared/contract/routes/stories.ts';
import { callEndpoint } from '@/lib/api-client';
import { archiveKeys, homeKeys, storyKeys } from '@/lib/query-keys';
import { refreshAfterChange } from './story.ts';

/** Completes a journey step now; the server refuses a locked step with 409. */
export const useCompleteStep = (storyId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stepId: string) =>
      callEndpoint(stories.completeStep, {
        params: { id: storyId, stepId },
        body: { metadata: { completedAt: new Date().toISOString() } },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storyKeys.stepCompletions(storyId) }),
  });
};

/** The generation page's address for a generateFormat step. */
export const stepFormatUrl = (storyId: string, stepId: string) =>
  callEndpoint(stories.getStepFormatUrl, { params: { id: storyId, stepId } });

/** Walt finds topics in the story's transcripts and queues one report per topic. */
export const useStartResearch = (storyId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(stories.researchStory, { params: { id: storyId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storyKeys.research(storyId) }),
  });
};

export type DeletableKind = 'textEntry' | 'voiceMemo' | 'transcript' | 'note' | 'research';

const deleteCall = (storyId: string, kind: DeletableKind, entryId: string) => {
  const params = { id: storyId, entryId };
  switch (kind) {
    case 'textEntry':
      return callEndpoint(stories.deleteTextEntry, { params });
    case 'voiceMemo':
      return callEndpoint(stories.deleteVoiceMemoEntry, { params });
    case 'transcript':
      return callEndpoint(stories.deleteTranscriptEntry, { params });
    case 'note':
      return callEndpoint(notes.deleteNote, { params: { id: entryId } });
    case 'research':
      return callEndpoint(research.deleteReport, { params: { id: entryId } });
  }
};

/** Deletes one item of the story's material (after the confirmation); the page is read again. */
export const useDeleteMaterial = (storyId: string, kind: DeletableKind) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) => deleteCall(storyId, kind, entryId),
    onSuccess: () => refreshAfterChange(queryClient, storyId),
    onError: (error) => console.error(`Failed to delete ${kind}`, error),
  });
};

/** Deletes the story and everything under it. */
export const useDeleteStory = (storyId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(stories.deleteStory, { params: { id: storyId } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: storyKeys.all(storyId) });
      void queryClient.invalidateQueries({ queryKey: homeKeys.stories });
      void queryClient.invalidateQueries({ queryKey: archiveKeys.stories });
    },
    onError: (error) => console.error('Failed to delete story', error),
  });
};
