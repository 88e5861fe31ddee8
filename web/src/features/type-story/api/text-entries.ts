import { useMutation, useQueryClient } from '@tanstack/react-query';
import { stories } from '#shared/contract/routes/stories.ts';
import type { NewTextEntry } from '#shared/schemas/story.ts';
import { callEndpoint } from '@/lib/api-client';
import { refreshStory } from './story.ts';

/** Adds a typed entry to the story; the story is read again before the save counts as done. */
export const useAddTextEntry = (storyId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: NewTextEntry) =>
      callEndpoint(stories.updateStory, { params: { id: storyId }, body: { textEntry: entry } }),
    onSuccess: () => refreshStory(queryClient, storyId),
  });
};

/** Rewrites one typed entry's text. */
export const useUpdateTextEntry = (storyId: string, entryId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      callEndpoint(stories.updateTextEntry, { params: { id: storyId, entryId }, body: { content } }),
    onSuccess: () => refreshStory(queryClient, storyId),
  });
};

/** Deletes one typed entry (by id); a failure is logged here and shown by the screen. */
export const useDeleteTextEntry = (storyId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) =>
      callEndpoint(stories.deleteTextEntry, { params: { id: storyId, entryId } }),
    onSuccess: () => refreshStory(queryClient, storyId),
    onError: (error) => console.error('Failed to delete text entry', error),
  });
};
