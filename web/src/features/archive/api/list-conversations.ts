import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface ArchiveConversation {
  id: string;
  title?: string;
  createdAt: string;
  messageCount: number;
  lastMessagePreview?: string;
}

/** The caller's conversations, newest first; a failed load is logged and shown as an empty list (§8). */
export const listConversations = async (): Promise<ArchiveConversation[]> => {
  try {
    return await apiRequest<ArchiveConversation[]>('/api/conversations');
  } catch (error) {
    console.error('Failed to load conversations', error);
    return [];
  }
};

export const archiveConversationsQuery = () =>
  queryOptions({ queryKey: ['archive', 'conversations'], queryFn: listConversations });

export const useArchiveConversations = () => useQuery(archiveConversationsQuery());
