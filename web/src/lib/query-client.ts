import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** One cache for the signed-in area; client errors (4xx) are answers, not hiccups, so they are not retried. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
    },
  },
});
