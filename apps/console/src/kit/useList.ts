import {
  type BulkResult,
  type Endpoint,
  type ExportFormat,
  type SavedView,
  takesFilter,
  viewEndpoints,
} from '@adconsole/api';
import type { DataTableSelection, DataTableSorting, FilterValues } from '@adconsole/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCall } from '../app/download.ts';
import {
  call,
  callAny,
  endpointKey,
  endpointQuery,
  invalidatePath,
  useActingCompanyId,
} from './endpointQuery.ts';
import type { Choices, ListRules, PagedState } from './listDefinition.ts';
import { pickListSearch } from './listSearch.ts';
import { type FirstVisitState, usePagedList } from './usePagedList.ts';

/** A list's calls, as the contracts' `resourceEndpoints` make them (only `list` is required). */
export interface ListCalls {
  list: Endpoint;
  export?: Endpoint;
  bulk?: Endpoint;
  /**
   * A bulk action's background run (a run of many rows answers its job): each row's outcome,
   * read when the job has ended (`GET …/bulk-runs/{id}`).
   */
  bulkRun?: Endpoint;
  /** How many rows each tab holds under the other filters (a list with `tabs`). */
  counts?: Endpoint;
}

/** A status tab as the view shows it: its id, label, count (while known) and link. */
export interface ListTab {
  id: string;
  label: string;
  count?: number;
}

/** A list's status tabs as the view shows them. */
export interface ListTabsView {
  items: ListTab[];
  selected: string;
  hrefFor: (id: string) => string;
  /**
   * The counts are under the list's other filters (its search): an empty list then says in
   * which tabs its rows are. Counts without them say nothing of the sort.
   */
  countsUnderFilters?: boolean;
}

/** A bulk action the list offers on its chosen rows: the action's name and its i18n label. */
export interface BulkActionOption {
  action: string;
  label: string;
  /**
   * Where the action's own words for its dry run and result are (`willChange`, `willBeDone`,
   * `changed`, `done`, and `context` for a row's context, e.g. "an {{context}}"), instead of
   * the kit's "wird geändert": a send says "3 werden versendet" (issue 38).
   */
  texts?: string;
  /**
   * The screen's own step instead of the kit's dry run (a dialog that asks for an assignee
   * first): given the chosen rows' ids.
   */
  onPress?: (ids: number[]) => void;
}

export interface ListOptions<State extends PagedState> {
  definition: ListRules<State>;
  /** The list's name: its session-storage scope, its saved views and column settings. */
  listKey: string;
  calls: ListCalls;
  /** The list call's path parameters (a record's list: `{ companyId }`). */
  params?: Record<string, string | number>;
  /** The screen's own part of the query, e.g. the one type a screen is bound to. */
  query?: (query: Record<string, unknown>, state: State) => object;
  /** The values a choice filter offers on this screen, when not all of its values. */
  choices?: Choices;
  bulkActions?: readonly BulkActionOption[];
  /**
   * The screen's starting filters for a list opened without parameters, the first time in
   * this session (tasks: "assigned to me"); the list call waits until they are known, so the
   * list is fetched once, with them.
   */
  firstVisit?: FirstVisitState<State>;
}

type Page<Item> = { items: Item[]; total: number };

/** Where a bulk action stands: its dry run shown, running, or its result shown. */
export type BulkState =
  | {
      action: BulkActionOption;
      phase: 'preview' | 'running';
      result: BulkResult;
      ids?: number[];
      /** A run of many rows in the background: its rows done so far, of how many. */
      job?: { id: number; done: number; total: number };
    }
  | { action: BulkActionOption; phase: 'result'; result: BulkResult; ids?: number[] };

/** How long a bulk call may take: its rows are checked, and done, within it (up to a page). */
const BULK_TIMEOUT_MS = 120_000;

/**
 * The controller of a declared list: its state in the URL and session storage, the list call
 * keyed by the acting company, filters, sorting, paging, selection (cleared when the filters
 * change), saved views, column settings kept on the server, export of what is shown, and bulk
 * actions with a dry run and a result per row.
 */
export function useList<State extends PagedState, Item>({
  definition,
  listKey,
  calls,
  params,
  query: screenQuery,
  choices,
  bulkActions = [],
  firstVisit,
}: ListOptions<State>) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const companyId = useActingCompanyId();

  const queryOf = useCallback(
    (state: State) => {
      const query = definition.queryOf(state);
      return (screenQuery ? screenQuery(query, state) : query) as Record<string, unknown>;
    },
    [definition, screenQuery],
  );
  const list = usePagedList({
    scope: listKey,
    keys: definition.keys,
    stateOf: definition.stateOf,
    searchOf: definition.searchOf,
    pageSizes: definition.pageSizes,
    queryOf,
    queryKey: (query) => endpointKey(calls.list, { ...(params && { params }), query }, companyId),
    load: (query, signal) =>
      callAny(calls.list, { ...(params && { params }), query }, { signal }) as Promise<Page<Item>>,
    firstVisit,
  });
  const { state, change, setSearch } = list;

  // Selection is of the rows this filter shows: another filter, sort or tab starts it afresh.
  const [selection, setSelection] = useState<DataTableSelection>({});
  // "Select all N" (issue 38): every row of the filter, across pages, for a bulk call that takes
  // the list's filter; any change of the chosen rows (or of the filter) ends it.
  const [allMatching, setAllMatching] = useState(false);
  const { page: _page, limit: _limit, ...filterQuery } = queryOf(state);
  const filterSignature = JSON.stringify(filterQuery);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the signature is what changes
  useEffect(() => {
    setSelection({});
    setAllMatching(false);
  }, [filterSignature]);
  const choose = useCallback((next: DataTableSelection) => {
    setAllMatching(false);
    setSelection(next);
  }, []);

  // Status tabs: each tab's count under the other filters, and the link that switches to it.
  const { tabs } = definition;
  const { pathname } = useLocation();
  const countsQuery = useMemo(() => {
    if (!tabs) return undefined;
    const {
      page: _p,
      limit: _l,
      sort: _s,
      order: _o,
      ...others
    } = queryOf({ ...state, [tabs.param]: undefined });
    return others;
  }, [tabs, queryOf, state]);
  const counts = useQuery({
    queryKey: calls.counts
      ? endpointKey(calls.counts, { query: countsQuery }, companyId)
      : ['no-counts'],
    queryFn: ({ signal }) =>
      callAny(calls.counts as Endpoint, { query: countsQuery }, { signal }) as Promise<
        Record<string, number>
      >,
    enabled: Boolean(calls.counts && tabs) && !list.isDeciding,
    placeholderData: (previous) => previous,
  });
  const tabView: ListTabsView | undefined = tabs && {
    items: tabs.values.map((id): ListTab => {
      const label = t(tabs.label(id));
      if (!counts.data) return { id, label };
      const count = tabs.countOf
        ? tabs.countOf(id, counts.data)
        : id === tabs.all
          ? Object.values(counts.data).reduce((sum, value) => sum + value, 0)
          : (counts.data[id] ?? 0);
      return { id, label, count };
    }),
    selected: definition.tabOf(state) ?? tabs.values[0] ?? '',
    hrefFor: (id: string) => {
      const search = new URLSearchParams(
        definition.searchOf(definition.inTab(state, id)) as Record<string, string>,
      );
      return search.size > 0 ? `${pathname}?${search}` : pathname;
    },
    // The counts are asked under the list's other filters (`countsQuery`).
    countsUnderFilters: true,
  };

  const filterBar = {
    filters: useMemo(() => definition.filters(t, choices), [definition, t, choices]),
    values: useMemo(
      () => definition.filterValues(t, state, choices),
      [definition, t, state, choices],
    ),
    onChange: (values: FilterValues) =>
      change(definition.filterChanges(values, choices) as Partial<State>),
  };
  const sorting: DataTableSorting = [{ id: state.sort, desc: state.order === 'DESC' }];
  const onSortingChange = (next: DataTableSorting) => {
    const [first] = next;
    change(
      (first
        ? { sort: first.id, order: first.desc ? 'DESC' : 'ASC' }
        : { sort: definition.sort.field, order: definition.sort.order }) as Partial<State>,
    );
  };

  // Also the counts of the tabs: their path is below the list's.
  const invalidate = () => invalidatePath(queryClient, calls.list.path);

  // Saved views: the current state (but its page) under a name, the user's or shared.
  const viewsQuery = useQuery(
    endpointQuery(viewEndpoints.savedViews, { query: { list: listKey } }, companyId),
  );
  const currentSearch = useMemo(() => {
    const { page: _, ...search } = definition.searchOf(state);
    return search as Record<string, string>;
  }, [definition, state]);
  const views = viewsQuery.data?.items ?? [];
  const activeView = views.find((view) => sameSearch(view.search, currentSearch));
  const saveView = useMutation({
    mutationFn: (view: { name: string; shared: boolean }) =>
      call(viewEndpoints.createSavedView, {
        body: { list: listKey, search: currentSearch, ...view },
      }),
    meta: { ignoreStatuses: [422] },
    onSuccess: () => invalidatePath(queryClient, viewEndpoints.savedViews.path),
  });
  const deleteView = useMutation({
    mutationFn: (view: SavedView) =>
      call(viewEndpoints.deleteSavedView, { params: { id: view.id } }),
    onSuccess: () => invalidatePath(queryClient, viewEndpoints.savedViews.path),
  });
  const applyView = (view: SavedView) => setSearch(pickListSearch(view.search, definition.keys));

  // Columns: hidden ones kept per user on the server, with local storage as the offline fallback.
  const settingsQuery = useQuery(
    endpointQuery(viewEndpoints.listSettings, { params: { list: listKey } }, companyId),
  );
  const hidden = useRef<readonly string[] | undefined>(undefined);
  const saveSettings = useMutation({
    mutationFn: (columns: readonly string[]) =>
      call(viewEndpoints.saveListSettings, {
        params: { list: listKey },
        body: { hidden: [...columns], order: [] },
      }),
  });
  const columnStorage = useMemo(
    () => ({
      get: (key: string) => {
        const stored = settingsQuery.data?.hidden;
        // None hidden on the server is no setting of the user's (the server answers none for a
        // list never set): the browser's own, else the list's default-hidden columns.
        return stored && stored.length > 0 ? JSON.stringify(stored) : localStorage.getItem(key);
      },
      set: (key: string, value: string) => {
        try {
          localStorage.setItem(key, value);
        } catch {
          // Full or disabled storage: the server keeps them.
        }
        hidden.current = JSON.parse(value) as string[];
        saveSettings.mutate(hidden.current);
      },
    }),
    [settingsQuery.data, saveSettings.mutate],
  );

  // Export what is shown: this filter and sort, the visible columns, the interface language.
  const [isExporting, setExporting] = useState(false);
  const exportAs = async (
    format: ExportFormat,
    columnIds: readonly string[],
    defaultHidden: readonly string[] = [],
  ) => {
    if (!calls.export) return;
    const saved = settingsQuery.data?.hidden;
    const shown = hidden.current ?? (saved && saved.length > 0 ? saved : defaultHidden);
    setExporting(true);
    try {
      const query = {
        ...filterQuery,
        format,
        language: i18n.language.slice(0, 2),
        columns: columnIds.filter((id) => !shown.includes(id)).join(','),
      };
      await downloadCall(calls.export, query);
    } finally {
      setExporting(false);
    }
  };

  // Live (issue 46): another user's change of this list's rows refetches the page and the tab
  // counts in the background (no loading state: the rows stay until the new ones are there);
  // the chosen rows that left the page are no longer chosen, the others stay chosen.
  const listQueryKey = endpointKey(
    calls.list,
    { ...(params && { params }), query: queryOf(state) },
    companyId,
  );
  const current = useRef({ key: listQueryKey, rows: list.rows });
  current.current = { key: listQueryKey, rows: list.rows };
  const [isLiveRefresh, setLiveRefresh] = useState(false);
  useEffect(() => {
    // The stream's code loads after the page (page weight: the list shows without it).
    let stop: (() => void) | undefined;
    let left = false;
    void import('./liveEvents.ts').then(({ listenToList }) => {
      if (left) return;
      stop = listenToList(calls.list.path, (changed) => {
        const shown = current.current.rows.map(rowId);
        setLiveRefresh(true);
        void invalidatePath(queryClient, calls.list.path)
          .then(() => {
            const page = queryClient.getQueryData<Page<unknown>>(current.current.key);
            if (!page) return;
            const still = new Set(page.items.map(rowId));
            // A row pushed to the next page by another's insert stays chosen: only the changed
            // rows that left (all that left when the event names none).
            const named = new Set(changed.map(String));
            const gone = shown.filter(
              (id) => !still.has(id) && (named.size === 0 || named.has(id)),
            );
            if (gone.length === 0) return;
            setSelection((chosen) => {
              if (!gone.some((id) => chosen[id])) return chosen;
              return Object.fromEntries(
                Object.entries(chosen).filter(([id]) => !gone.includes(id)),
              );
            });
          })
          .finally(() => setLiveRefresh(false));
      });
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [calls.list.path, queryClient]);

  // Bulk actions: the dry run first, then the run; refused rows stay chosen.
  const [bulk, setBulk] = useState<BulkState>();
  const selectedIds = Object.keys(selection)
    .filter((id) => selection[id])
    .map(Number);
  // An action with a step of its own (`onPress`) is given chosen ids: none of those, then.
  const canSelectAll =
    Boolean(calls.bulk && takesFilter(calls.bulk)) &&
    bulkActions.every((action) => !action.onPress);
  const allChosen = allMatching && canSelectAll;
  // The run takes the rows its dry run showed (the chosen ones, a row's own action's row, or
  // every row the filter found then).
  const runBulk = async (action: BulkActionOption, dryRun: boolean, ids?: number[]) => {
    if (!calls.bulk) return;
    if (!dryRun && bulk) setBulk({ ...bulk, phase: 'running' });
    const rows =
      ids === undefined && allChosen
        ? { filter: withoutOrder(filterQuery) }
        : { ids: ids ?? selectedIds };
    let result: BulkResult;
    let shown: number[];
    try {
      result = (await callAny(
        calls.bulk,
        {
          params: { action: action.action },
          body: { ...rows, dryRun },
        },
        // Every row is checked (and, run, done: an issue renders its PDF) before the answer:
        // a page of 100 rows, or a filter's rows checked, may take more than the default 10 s.
        { timeout: BULK_TIMEOUT_MS },
      )) as BulkResult;
      shown = rows.ids ?? result.results.map((row) => row.id);
      if (result.jobId !== undefined && calls.bulkRun) {
        // Loaded when a run answers a job: the jobs' calls stay out of every list's weight.
        const { followBulkJob } = await import('./bulkJob.ts');
        const running = { action, phase: 'running' as const, result, ids: shown };
        const planned = shown.length;
        // Until the job has planned its items, its rows are the ones the run was given.
        result = await followBulkJob(result.jobId, calls.bulkRun, (job) =>
          setBulk({ ...running, job: { ...job, total: job.total || planned } }),
        );
      }
    } catch (error) {
      // A failed run leaves its dry run to close or try again (the dialog is not stuck running).
      if (!dryRun && bulk) setBulk({ ...bulk, phase: 'preview' });
      throw error;
    }
    setBulk({ action, phase: dryRun ? 'preview' : 'result', result, ids: shown });
    if (!dryRun) {
      choose(
        Object.fromEntries(
          result.results
            .filter((row) => row.outcome === 'REFUSED')
            .map((row) => [String(row.id), true]),
        ),
      );
      await invalidate();
    }
  };

  return {
    ...list,
    // A live refresh shows no "refreshing": the rows simply change.
    isRefetching: list.isRefetching && !isLiveRefresh,
    listKey,
    /** The columns the server sorts by. */
    sortFields: definition.sort.fields,
    filterBar,
    /** The status tabs with their counts, if the list declares tabs. */
    tabs: tabView,
    /**
     * The list call's filters without paging and order: what a screen's own tab counts are
     * asked under, so the tabs count what the search finds (and the empty list can say where).
     */
    filterQuery: withoutOrder(filterQuery),
    sorting,
    onSortingChange,
    selection,
    setSelection: choose,
    invalidate,
    views: {
      items: views,
      active: activeView,
      apply: applyView,
      save: saveView.mutateAsync,
      remove: deleteView.mutate,
    },
    columns: { storage: columnStorage, isLoaded: !settingsQuery.isPending },
    exportAs: calls.export ? exportAs : undefined,
    isExporting,
    bulk: {
      actions: bulkActions.filter((action) => action.onPress || calls.bulk),
      /** The ids of the chosen rows. */
      selectedIds,
      /**
       * "Select all N": the bulk call takes the list's filter, so every row it finds can be
       * chosen at once (`chooseAll`); `allChosen` while they are.
       */
      canSelectAll,
      allChosen,
      chooseAll: () => setAllMatching(true),
      state: bulk,
      preview: (action: BulkActionOption) => runBulk(action, true),
      /**
       * A row's own action (a button in the row, issue 40: the print desk's "send the proof"):
       * the bulk action's dry run and run for that row alone, whatever else is chosen.
       */
      previewRow: (action: BulkActionOption, id: number) => runBulk(action, true, [id]),
      run: () => (bulk ? runBulk(bulk.action, false, bulk.ids) : Promise.resolve()),
      close: () => setBulk(undefined),
    },
  };
}

/** What a list's view lays out: everything of the controller but its typed state. */
export type ListController = Omit<
  ReturnType<typeof useList<PagedState, unknown>>,
  'state' | 'change'
>;

/** Whether two lists' URL parameters are the same, in any order. */
function sameSearch(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** A row's id as the table's selection keys it (ListView's default `getRowId`). */
const rowId = (row: unknown) => String((row as { id?: unknown }).id);

/** A list query's filters alone: without its sort and order. */
function withoutOrder({ sort: _sort, order: _order, ...filters }: Record<string, unknown>) {
  return filters;
}
