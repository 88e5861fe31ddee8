import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Story } from '#shared/schemas/story.ts';
import { apiRequest } from '@/lib/api-client';
import type { NewTextEntry } from './create-story.ts';
import { storyUrl, textEntryUrl } from './paths.ts';
import { refreshStory, type TextEntry } from './story.ts';

/** Adds a typed entry to the story; the story is read again before the save counts as done. */
export const useAddTextEntry = (storyId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: NewTextEntry) =>
      apiRequest<Story>(storyUrl(storyId), { method: 'PUT', body: { textEntry: entry } }),
    onSuccess: () => refreshStory(queryClient, storyId),
  });
};

/** Rewrites one typed entry's text. */
export const useUpdateTextEntry = (storyId: string, entryId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      apiRequest<TextEntry>(textEntryUrl(storyId, entryId), { method: 'PUT', body: { content } }),
    onSuccess: () => refreshStory(queryClient, storyId),
  });
};

/** Deletes one typed entry (by id); a failure is logged here and shown by the screen. */
export const useDeleteTextEntry = (storyId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) => apiRequest(textEntryUrl(storyId, entryId), { method: 'DELETE' }),
    onSuccess: () => refreshStory(queryClient, storyId),
    onError: (error) => console.error('Failed to delete text entry', error),
  });
};
