import {
  type AnyCallInput,
  type CallAnswer,
  type CallInput,
  callEndpoint,
  type Endpoint,
  type RequestOptions,
  requestEndpoint,
} from '@adconsole/api';
import {
  type keepPreviousData,
  type QueryClient,
  type QueryKey,
  queryOptions,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { apiClient } from '../app/api.ts';
import { selectedCompanyStore } from '../app/storage.ts';

// One query-key scheme for every call of the contracts: ['api', acting company, path, input].
// The company is part of the key, so a company switch never shows another company's cache; the
// path is the endpoint's path pattern, so a resource's writes invalidate all of its queries.

/** The company the user acts for (null: their own), as a value a render can depend on. */
export function useActingCompanyId(): number | null {
  return useSyncExternalStore(
    selectedCompanyStore.subscribe,
    () => selectedCompanyStore.get()?.id ?? null,
  );
}

export const endpointKey = (
  endpoint: Endpoint,
  input: AnyCallInput,
  companyId: number | null,
): QueryKey => ['api', companyId, endpoint.path, input];

/** TanStack Query options of a call: its key and the call itself. */
export function endpointQuery<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  companyId: number | null,
) {
  return queryOptions({
    queryKey: endpointKey(endpoint, input as AnyCallInput, companyId),
    queryFn: ({ signal }) =>
      callEndpoint(apiClient, endpoint, input, { signal }) as Promise<CallAnswer<E>>,
  });
}

/** What a screen may add to a call's query: when it runs and how often it asks again. */
export interface EndpointQueryOptions {
  enabled?: boolean;
  staleTime?: number;
  refetchInterval?: number | false;
  /** `keepPreviousData`: the previous answer shown while the next one (another page) loads. */
  placeholderData?: typeof keepPreviousData;
}

/** The answer of a call for the acting company, as a screen reads it (`endpointQuery` in use). */
export function useEndpoint<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  options: EndpointQueryOptions = {},
) {
  return useQuery({ ...endpointQuery(endpoint, input, useActingCompanyId()), ...options });
}

/**
 * The query of a record by its id through an endpoint known only at run time (the kit's `get`,
 * a record's change history): the same key scheme as `endpointQuery`.
 */
export function recordQuery<Answer>(
  endpoint: Endpoint,
  id: number | undefined,
  companyId: number | null,
) {
  const input: AnyCallInput = { params: { id: id ?? 0 } };
  return queryOptions({
    queryKey: endpointKey(endpoint, input, companyId),
    queryFn: ({ signal }) => callAny(endpoint, input, { signal }) as Promise<Answer>,
  });
}

/** Calls an endpoint known only at run time: the kit's list, bulk and record calls. */
export const callAny = (endpoint: Endpoint, input: AnyCallInput, options?: RequestOptions) =>
  requestEndpoint(apiClient, endpoint, input, options);

/** Calls an endpoint outside a query (a write). */
export const call = <E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  options?: RequestOptions,
) => callEndpoint(apiClient, endpoint, input, options);

/** Marks every cached answer under a path (a resource's list, records, counts) as stale. */
export const invalidatePath = (queryClient: QueryClient, path: string) =>
  queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      queryKey[0] === 'api' && typeof queryKey[2] === 'string' && queryKey[2].startsWith(path),
  });

/** `invalidatePath` with the screen's query client: what a screen calls after a write. */
export function useInvalidatePath() {
  const queryClient = useQueryClient();
  return useCallback((path: string) => invalidatePath(queryClient, path), [queryClient]);
}
