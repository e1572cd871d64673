import { QueryClient } from '@tanstack/react-query';

/** specification section 7: data never goes stale, no refetch on focus, no polling, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}
