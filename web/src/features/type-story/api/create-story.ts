import { useMutation, useQueryClient } from '@tanstack/react-query';
import { stories } from '#shared/contract/routes/stories.ts';
import type { NewTextEntry } from '#shared/schemas/story.ts';
import { callEndpoint } from '@/lib/api-client';
import { archiveKeys } from '@/lib/query-keys';

/** Starts a story with its first typed entry; the server names it "Story from {date}". */
export const createTypedStory = (entry: NewTextEntry) =>
  callEndpoint(stories.createStory, { body: { content: entry.content, textEntry: entry } });

export const useCreateTypedStory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTypedStory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: archiveKeys.stories }),
  });
};
