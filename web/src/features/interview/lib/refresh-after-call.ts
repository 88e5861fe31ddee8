import type { QueryClient } from '@tanstack/react-query';
import { archiveKeys, conversationKeys, homeKeys, storyKeys } from '@/lib/query-keys';

/**
 * A call starts or resumes its conversation, saves its messages, may complete it and its story path, and
 * may rename the story: when the call screen is left, everything cached that shows these is marked stale,
 * so the next screen reads it again.
 */
export const refreshAfterCall = (
  queryClient: QueryClient,
  call: { conversationId: string; storyId: string | null },
): void => {
  for (const queryKey of [
    homeKeys.conversations,
    archiveKeys.conversations,
    archiveKeys.stories,
    conversationKeys.detail('user', call.conversationId),
    ...(call.storyId ? [storyKeys.detail(call.storyId)] : []),
  ])
    void queryClient.invalidateQueries({ queryKey });
};

/** A completed story path changes the story (its completions): it is read again where it is shown. */
export const refreshCompletedPath = (queryClient: QueryClient, storyId: string | null): void => {
  if (storyId) void queryClient.invalidateQueries({ queryKey: storyKeys.detail(storyId) });
};
