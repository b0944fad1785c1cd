import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

/** A failure the same request will meet again: the server answered and refused (4xx). */
function isPermanent(error: unknown) {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: (failureCount, error) => !isPermanent(error) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}
