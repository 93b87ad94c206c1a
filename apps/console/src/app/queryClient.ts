import { ApiError } from '@adconsole/api';
import { QueryClient } from '@tanstack/react-query';

/** A failed load is retried once after 1000 ms, never after a 403 (spec 1 §8, §9). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          failureCount < 1 && !(error instanceof ApiError && error.status === 403),
        retryDelay: 1000,
        refetchOnWindowFocus: false,
      },
    },
  });
}
