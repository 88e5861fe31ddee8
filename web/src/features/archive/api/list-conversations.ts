import { queryOptions, useQuery } from '@tanstack/react-query';
import type { listConversations as listConversationsEndpoint } from '#shared/contract/conversations.ts';
import type { ResponseOf } from '#shared/contract/endpoint.ts';
import { conversations } from '#shared/contract/routes/conversations.ts';
import { callEndpoint } from '@/lib/api-client';
import { archiveKeys } from '@/lib/query-keys';

export type ArchiveConversation = ResponseOf<typeof listConversationsEndpoint>[number];

/** The caller's conversations, newest first; a failed load is logged and shown as an empty list (§8). */
export const listConversations = async (): Promise<ArchiveConversation[]> => {
  try {
    return await callEndpoint(conversations.listConversations);
  } catch (error) {
    console.error('Failed to load conversations', error);
    return [];
  }
};

export const archiveConversationsQuery = () =>
  queryOptions({ queryKey: archiveKeys.conversations, queryFn: listConversations });

export const useArchiveConversations = () => useQuery(archiveConversationsQuery());
