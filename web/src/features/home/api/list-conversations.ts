import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ConversationSummary } from '../lib/step-states.ts';

export const conversationsQuery = () =>
  queryOptions({
    queryKey: ['conversations'],
    queryFn: () => apiRequest<(ConversationSummary & { id: string })[]>('/api/conversations'),
  });

export const useConversations = () => useQuery(conversationsQuery());
