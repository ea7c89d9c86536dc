import { QueryClient } from '@tanstack/react-query';

/**
 * The API client already toasts failures (SPEC §8), so queries retry once at most and do not
 * refetch on every window focus.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
