import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client.ts';

function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  // Only a lost connection or a server fault is worth another try; 4xx answers will not change.
  if (isApiError(error)) return error.status === 0 || error.status >= 500;
  return false;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: shouldRetry,
      staleTime: 30_000,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
