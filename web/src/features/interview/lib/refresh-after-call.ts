import type { QueryClient } from '@tanstack/react-query';
import { refreshConversation } from '@/lib/queries/conversations';
import { refreshStoryLists, refreshStoryPage } from '@/lib/queries/stories';

/**
 * A call starts or resumes its conversation, saves its messages, may complete it and its story path, and
 * may rename the story: when the call screen is left, everything cached that shows these is marked stale,
 * so the next screen reads it again.
 */
export const refreshAfterCall = (
  queryClient: QueryClient,
  call: { conversationId: string; storyId: string | null },
): void => {
  void refreshConversation(queryClient, call.conversationId);
  void refreshStoryLists(queryClient);
  if (call.storyId) void refreshStoryPage(queryClient, call.storyId);
};

/** A completed story path changes the story (its completions): it is read again where it is shown. */
export const refreshCompletedPath = (queryClient: QueryClient, storyId: string | null): void => {
  if (storyId) void refreshStoryPage(queryClient, storyId);
};
