import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { onConversationCompleted } from '@/lib/conversation-events';
import { refreshConversationLists } from '@/lib/queries/conversations';
import { queryClient } from '@/lib/query-client';

/**
 * Every signed-in screen, the call screen included, sits under this one layout and shares its one query
 * cache: moving between them keeps what was loaded. The cache loads with these screens (visitors never
 * download it) and is emptied when the user leaves the area, which signing out (or an expired session)
 * always does, so nothing of one account outlives its session in memory.
 */
export const SignedInArea = () => {
  useEffect(() => () => queryClient.clear(), []);
  // A call that completes its conversation says so (spec part B §4): the dashboard's steps are read again.
  useEffect(() => onConversationCompleted(() => void refreshConversationLists(queryClient)), []);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
};
