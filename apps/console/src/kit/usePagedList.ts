import type { PaginationProps } from '@adconsole/ui';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { type ListSearch, useListSearch } from './listSearch.ts';

/** A screen's starting state for a list opened afresh (see `FirstVisit`), in state terms. */
export interface FirstVisitState<State> {
  isReady: boolean;
  /** Asked on every opening of the list, not only on the session's first (`FirstVisit`). */
  everyOpening?: boolean;
  /** What to change in the state the URL gives (given), if anything. */
  state: (current: State) => Partial<State> | undefined;
}

/** What the state of every paged list has. */
export interface PagedListState {
  /** Counted from 1, as the pager shows it. */
  page: number;
  size: number;
}

export interface PagedListOptions<Key extends string, State extends PagedListState, Query, Item> {
  /** The list's session-storage scope (`filters:<scope>`). */
  scope: string;
  /** The list's URL parameters. */
  keys: readonly Key[];
  stateOf: (search: ListSearch<Key>) => State;
  /** The URL parameters of a state; defaults left out. */
  searchOf: (state: State) => ListSearch<Key>;
  pageSizes: readonly number[];
  /** The list call's query of a state, its cache key and the call. */
  queryOf: (state: State) => Query;
  queryKey: (query: Query) => QueryKey;
  load: (query: Query, signal: AbortSignal) => Promise<{ items: Item[]; total: number }>;
  firstVisit?: FirstVisitState<State>;
}

/**
 * The controller part every paged list screen shares: its state in the URL and session
 * storage (any change but paging starts again at the first page), the list call showing the
 * previous page while the next loads, and the pager. A page beyond the end (its last entry was
 * deleted or deactivated) becomes the last page.
 */
export function usePagedList<Key extends string, State extends PagedListState, Query, Item>({
  scope,
  keys,
  stateOf,
  searchOf,
  pageSizes,
  queryOf,
  queryKey,
  load,
  firstVisit,
}: PagedListOptions<Key, State, Query, Item>) {
  const {
    values: search,
    setValues: setSearch,
    isRestored,
    reset,
    isDeciding,
  } = useListSearch(
    scope,
    keys,
    firstVisit && {
      isReady: firstVisit.isReady,
      ...(firstVisit.everyOpening ? { everyOpening: true } : {}),
      values: (current) => {
        const from = stateOf(current);
        const changes = firstVisit.state(from);
        return changes && searchOf({ ...from, ...changes });
      },
    },
  );
  const state = useMemo(() => stateOf(search), [stateOf, search]);
  const change = useCallback(
    (changes: Partial<State>) => setSearch(searchOf({ ...state, page: 1, ...changes })),
    [setSearch, searchOf, state],
  );

  const query = queryOf(state);
  const list = useQuery({
    queryKey: queryKey(query),
    queryFn: ({ signal }) => load(query, signal),
    // One call, with the final parameters: none while the screen's starting filters are unknown.
    enabled: !isDeciding,
    placeholderData: keepPreviousData,
  });
  // Until this list's first answer is there, it is loading: also while an empty answer of
  // other filters stands in for it (never "0 of 0" or "no entries" before the answer).
  const isLoading = list.isPending || (list.isPlaceholderData && !list.data?.items.length);
  const total = list.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / state.size));
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && state.page > lastPage) {
      setSearch(searchOf({ ...state, page: lastPage }));
    }
  }, [list.data, list.isPlaceholderData, state, lastPage, setSearch, searchOf]);

  const pagination: PaginationProps = {
    page: Math.min(state.page, lastPage),
    pageSize: state.size,
    total,
    onPageChange: (page: number) => setSearch(searchOf({ ...state, page })),
    onPageSizeChange: (size: number) => change({ size } as Partial<State>),
    pageSizeOptions: pageSizes,
  };
  return {
    state,
    change,
    /** Replaces the list's URL parameters (a saved view). */
    setSearch,
    /** The filters were brought back from this session's memory, not asked for by the URL. */
    isRestored,
    /** Back to the list's defaults, forgetting the remembered filters. */
    resetFilters: reset,
    rows: list.data?.items ?? [],
    total,
    isLoading,
    /** The starting filters are not known yet (no list call is made meanwhile). */
    isDeciding,
    isRefetching: list.isFetching && !isLoading,
    error: list.isError ? list.error : null,
    retry: () => list.refetch(),
    pagination,
  };
}
