import { Loader } from '@adconsole/ui';
import { QueryFailure } from './QueryFailure.tsx';

/** What a screen reads of a query to say that its answer is not there (yet). */
interface WaitedQuery {
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * Where a query's answer is not there: its failure (QueryFailure, with Retry where trying again
 * can help) or, while it loads, the kit's loader.
 */
export function QueryPending({ query }: { query: WaitedQuery }) {
  return query.isError ? (
    <QueryFailure
      error={query.error}
      onRetry={() => query.refetch()}
      isRetrying={query.isFetching}
    />
  ) : (
    <Loader />
  );
}
