import { useMutation, useQueryClient } from '@tanstack/react-query';
import { conversations } from '#shared/contract/routes/conversations.ts';
import { stories } from '#shared/contract/routes/stories.ts';
import { callEndpoint } from '@/lib/api-client';
import { archiveKeys, homeKeys } from '@/lib/query-keys';
import { archiveConversationsQuery } from './list-conversations.ts';
import { archiveStoriesQuery } from './list-stories.ts';

export type ArchiveKind = 'conversation' | 'story';

const deleteRoutes = { conversation: conversations.deleteConversation, story: stories.deleteStory } as const;

export const deleteArchiveItem = (kind: ArchiveKind, id: string) =>
  callEndpoint(deleteRoutes[kind], { params: { id } });

/**
 * Deletes a conversation or a story. On success the row leaves the list; a failure is only logged (§8).
 * Deleting a story also deletes its conversations, so both lists are refreshed then.
 */
export const useDeleteArchiveItem = (kind: ArchiveKind) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteArchiveItem(kind, id),
    onSuccess: (_answer, id) => {
      const withoutRow = <T extends { id: string }>(rows: T[] | undefined) =>
        rows?.filter((row) => row.id !== id);
      if (kind === 'story') queryClient.setQueryData(archiveStoriesQuery().queryKey, withoutRow);
      else queryClient.setQueryData(archiveConversationsQuery().queryKey, withoutRow);
      // The dashboard's steps read the conversations too.
      void queryClient.invalidateQueries({ queryKey: homeKeys.conversations });
      if (kind === 'story') void queryClient.invalidateQueries({ queryKey: archiveKeys.conversations });
    },
    onError: (error) => console.error(`Failed to delete ${kind}`, error),
  });
};
