import type { PaginationProps } from '@adconsole/ui';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { type ListSearch, useListSearch } from './listSearch.ts';

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
  /** The defaults a list opens with, added to its URL's or stored state (useListSearch). */
  initialSearch?: (search: ListSearch<Key>) => ListSearch<Key>;
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
  initialSearch,
}: PagedListOptions<Key, State, Query, Item>) {
  const [search, setSearch] = useListSearch(scope, keys, initialSearch);
  const state = useMemo(() => stateOf(search), [stateOf, search]);
  const change = useCallback(
    (changes: Partial<State>) => setSearch(searchOf({ ...state, page: 1, ...changes })),
    [setSearch, searchOf, state],
  );

  const query = queryOf(state);
  const list = useQuery({
    queryKey: queryKey(query),
    queryFn: ({ signal }) => load(query, signal),
    placeholderData: keepPreviousData,
  });
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
    rows: list.data?.items ?? [],
    total,
    isLoading: list.isPending,
    isRefetching: list.isFetching && !list.isPending,
    error: list.isError ? list.error : null,
    retry: () => list.refetch(),
    pagination,
  };
}
