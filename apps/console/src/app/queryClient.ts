import { ApiError } from '@adconsole/api';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

/** A call's own list of statuses it handles itself (spec 1 §8: "unless the status is in the caller's ignore list"). */
export interface FailureMeta extends Record<string, unknown> {
  ignoreStatuses?: readonly number[];
}

export type OnFailure = (error: unknown, meta: FailureMeta | undefined) => void;

/**
 * A failed load is retried once after 1000 ms, never after a 403 (spec 1 §8, §9); every
 * failure that is left goes to `onFailure`, the global failure handler.
 */
export function createQueryClient(onFailure: OnFailure = () => {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => onFailure(error, query.meta as FailureMeta | undefined),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        onFailure(error, mutation.meta as FailureMeta | undefined),
    }),
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
