import { queryOptions, useQuery } from '@tanstack/react-query';
import { conversations } from '#shared/contract/routes/conversations.ts';
import { callEndpoint } from '@/lib/api-client';
import { homeKeys } from '@/lib/query-keys';

export const conversationsQuery = () =>
  queryOptions({
    queryKey: homeKeys.conversations,
    queryFn: () => callEndpoint(conversations.listConversations),
  });

export const useConversations = () => useQuery(conversationsQuery());
