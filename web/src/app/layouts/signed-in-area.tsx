import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { queryClient } from '@/lib/query-client';

/**
 * The signed-in screens share one query cache. It loads with them (visitors never download it) and is
 * emptied when the user leaves the area, so nothing of one account outlives its session in memory.
 */
export const SignedInArea = () => {
  useEffect(() => () => queryClient.clear(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
};
