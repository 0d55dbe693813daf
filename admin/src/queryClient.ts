import { QueryClient } from '@tanstack/react-query';

/**
 * react-admin's data cache, set so: no automatic refetch interval, no refetch on
 * window focus, data never becomes stale, no retries. react-admin's own mutations still
 * invalidate what they change (after a user is created, the users list is fetched again).
 */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
