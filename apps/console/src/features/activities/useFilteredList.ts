import type { FilterDefinition, FilterValues } from '@adconsole/ui';
import { useCallback, useMemo, useRef } from 'react';
import { useListSearch } from '../../kit/listSearch.ts';
import {
  type FilteredListState,
  type FilterParams,
  filteredListKeys,
  filteredListSearchOf,
  filteredListStateOf,
  TIMELINE_PAGE_SIZES,
} from './filteredListState.ts';

export interface FilteredListOptions {
  /** The list's session-storage scope (`filters:<scope>`). */
  scope: string;
  /** The URL parameters' prefix where two lists share a page. */
  prefix?: string;
  definitions: readonly FilterDefinition[];
  params: FilterParams;
}

/**
 * The state of a filtered timeline in the URL and session storage: its filters, the picked
 * filters of 'select filters', the page and the page size. Any change but paging goes back to
 * the first page.
 */
export function useFilteredList({ scope, prefix = '', definitions, params }: FilteredListOptions) {
  const keys = useMemo(() => filteredListKeys(params, prefix), [params, prefix]);
  const { values: search, setValues: setSearch } = useListSearch(scope, keys);
  const state = useMemo(
    () => filteredListStateOf(search, definitions, params, prefix),
    [search, definitions, params, prefix],
  );
  // The filter bar may report two changes at once (picked filters, then values): each builds
  // on the one before, not on the state of the last render.
  const latest = useRef(state);
  latest.current = state;
  const change = useCallback(
    (changes: Partial<FilteredListState>) => {
      const next = { ...latest.current, page: 1, ...changes };
      latest.current = next;
      setSearch(filteredListSearchOf(next, definitions, params, prefix));
    },
    [setSearch, definitions, params, prefix],
  );
  return {
    state,
    change,
    filterBar: {
      filters: definitions,
      values: state.values,
      onChange: (values: FilterValues) => change({ values }),
      visibleFilters: state.shown,
      onVisibleFiltersChange: (shown: readonly string[]) => change({ shown }),
    },
    pagination: (total: number) => ({
      page: state.page,
      pageSize: state.size,
      total,
      onPageChange: (page: number) => change({ page }),
      onPageSizeChange: (size: number) => change({ size }),
      pageSizeOptions: TIMELINE_PAGE_SIZES,
    }),
  };
}
