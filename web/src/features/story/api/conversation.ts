import { queryOptions, useQuery } from '@tanstack/react-query';
import { conversations } from '#shared/contract/routes/conversations.ts';
import { callEndpoint } from '@/lib/api-client';
import { storyKeys } from '@/lib/query-keys';

/** A long transcript's turns, left out of the story read, loaded when the narrator opens it. */
export const useTranscriptTurns = (conversationId: string, enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: storyKeys.transcript(conversationId),
      queryFn: async () => {
        const conversation = await callEndpoint(conversations.getConversation, {
          params: { id: conversationId },
        });
        return conversation.messages ?? [];
      },
      enabled,
    }),
  );
