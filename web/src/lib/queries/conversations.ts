import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { getConversation, listConversations } from '#shared/contract/conversations.ts';
import type { ResponseOf } from '#shared/contract/endpoint.ts';
import { admin } from '#shared/contract/routes/admin.ts';
import { conversations } from '#shared/contract/routes/conversations.ts';
import { callEndpoint, callEndpointAll } from '@/lib/api-client';
import { emptyOnFailure } from './empty-on-failure.ts';

/**
 * The conversations resource: the caller's conversations (from which the dashboard works out its steps), one
 * conversation as its owner or an administrator reads it, and deleting one.
 */

export type ConversationSummary = ResponseOf<typeof listConversations>[number];
export type ConversationDetail = ResponseOf<typeof getConversation>;

/** Where a conversation is read from: the owner's endpoints or the admin's (consent checked there). */
export type ConversationSource = 'user' | 'admin';

export const conversationKeys = {
  /** Both lists of the caller's conversations: a prefix of the two keys below. */
  lists: ['conversations'] as const,
  /** The dashboard's: its four steps are worked out from them. */
  list: ['conversations', 'steps'] as const,
  /** The archive's list, read so that a failure shows as an empty list. */
  archiveList: ['conversations', 'archive'] as const,
  detail: (source: ConversationSource, id: string) => ['conversation', source, id] as const,
};

export const conversationsQuery = () =>
  queryOptions({
    queryKey: conversationKeys.list,
    queryFn: () => callEndpointAll(conversations.listConversations),
  });

export const useConversations = () => useQuery(conversationsQuery());

/** The caller's conversations, newest first, as the archive lists them. */
export const archiveConversationsQuery = () =>
  queryOptions({
    queryKey: conversationKeys.archiveList,
    queryFn: emptyOnFailure('conversations', () => callEndpointAll(conversations.listConversations)),
  });

export const useArchiveConversations = () => useQuery(archiveConversationsQuery());

const routes = {
  user: { get: conversations.getConversation, report: conversations.sendWriterReport },
  admin: { get: admin.getConversation, report: admin.sendWriterReport },
} as const;

export const conversationQuery = (id: string, source: ConversationSource) =>
  queryOptions({
    queryKey: conversationKeys.detail(source, id),
    queryFn: (): Promise<ConversationDetail> => callEndpoint(routes[source].get, { params: { id } }),
    retry: false,
  });

export const sendWriterReport = (id: string, source: ConversationSource) =>
  callEndpoint(routes[source].report, { params: { id } });

/** A long transcript's turns, left out of the story read, loaded when the narrator opens it. */
export const useTranscriptTurns = (conversationId: string, enabled: boolean) =>
  useQuery({
    ...conversationQuery(conversationId, 'user'),
    select: (conversation) => conversation.messages ?? [],
    enabled,
  });

/** Both lists of conversations are read again (a call saved or completed one). */
export const refreshConversationLists = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: conversationKeys.lists });

/** After a call: the lists and the conversation itself. */
export const refreshConversation = (queryClient: QueryClient, id: string) => {
  void refreshConversationLists(queryClient);
  return queryClient.invalidateQueries({ queryKey: conversationKeys.detail('user', id) });
};

/**
 * Deletes a conversation: it leaves the archive list at once and the dashboard's steps are read again. A
 * failure is only logged (§8).
 */
export const useDeleteConversation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(conversations.deleteConversation, { params: { id } }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: conversationKeys.detail('user', id) });
      queryClient.setQueryData<ConversationSummary[]>(conversationKeys.archiveList, (rows) =>
        rows?.filter((row) => row.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: conversationKeys.list });
    },
    onError: (error) => console.error('Failed to delete conversation', error),
  });
};
