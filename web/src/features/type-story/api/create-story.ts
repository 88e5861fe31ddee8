import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Story } from '#shared/schemas/story.ts';
import { apiRequest } from '@/lib/api-client';

/** A typed entry as the screens send it: the id is made once per draft, so a retried save stores it once. */
export interface NewTextEntry {
  id: string;
  content: string;
  stepId?: string;
}

/** Starts a story with its first typed entry; the server names it "Story from {date}". */
export const createTypedStory = (entry: NewTextEntry) =>
  apiRequest<Story>('/api/stories', { method: 'POST', body: { content: entry.content, textEntry: entry } });

export const useCreateTypedStory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTypedStory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['archive', 'stories'] }),
  });
};
