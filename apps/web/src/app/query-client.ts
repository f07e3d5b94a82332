import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-client';

/** A 4xx will answer the same the second time; only a failure of the server or the network is worth one retry. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && !error.isServerError) return false;
  return failureCount < 1;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
