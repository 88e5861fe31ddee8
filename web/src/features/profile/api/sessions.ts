import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { listSessions } from '#shared/contract/account.ts';
import type { ResponseOf } from '#shared/contract/endpoint.ts';
import { account } from '#shared/contract/routes/account.ts';
import { callEndpoint } from '@/lib/api-client';
import { profileKeys } from '@/lib/query-keys';
import { SESSIONS_CARD_TEXTS } from '../texts';

export type SessionRow = ResponseOf<typeof listSessions>[number];

/** The narrator's open sessions, this device first (issue 23, M6). */
export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.sessions,
    queryFn: () => callEndpoint(account.listSessions, { fallbackError: SESSIONS_CARD_TEXTS.loadFailed }),
  });

export const useSessions = () => useQuery(sessionsQueryOptions());

/** Ends one session by its opaque id; the list is read again afterwards. */
export const useEndSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      callEndpoint(account.endSession, { params: { id }, fallbackError: SESSIONS_CARD_TEXTS.endFailed }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.sessions }),
  });
};
