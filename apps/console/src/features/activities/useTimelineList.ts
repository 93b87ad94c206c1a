import {
  assertSameCommentService,
  crmAccountEndpoints,
  type DownloadedFile,
  taskEndpoints,
} from '@adconsole/api';
import type { Attachments } from '@adconsole/forms';
import {
  CONTACT_SEARCH_DEBOUNCE_MS,
  type FilterBarProps,
  type FilterDefinition,
  type Option,
  type PaginationProps,
  useToast,
} from '@adconsole/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { saveDownload } from '../../app/download.ts';
import { selectedCompanyStore } from '../../app/storage.ts';
import { useInlineEditing } from '../../app/useInlineEditing.ts';
import { invalidatePath } from '../../kit/endpointQuery.ts';
import type { ListFilterOptions } from './activityFilters.ts';
import { deleteRemoved, filesToSend, uploadPending } from './attachments.ts';
import type { FilteredListState, FilterParams } from './filteredListState.ts';
import { useFilteredList } from './useFilteredList.ts';

/** The records whose facts an activity changes: the tasks and the accounts. */
export const ACTIVITY_OWNERS = [taskEndpoints.list.path, crmAccountEndpoints.list.path] as const;

interface Page<Entry> {
  items: Entry[];
  total: number;
}

/** The files an entry is saved with: those that stay and those just uploaded. */
export type EntryFiles = ReturnType<typeof filesToSend>;

/** A timeline's own texts (those both lists share are the activities'). */
export interface TimelineTexts {
  /** Names the timeline, e.g. "Activities". */
  listLabel: string;
  /** The button that opens the create form, e.g. "Create activity". */
  create: string;
  created: string;
  updated: string;
  deleted: string;
  /** The question before a delete: its title, text and confirm label. */
  deleteTitle: string;
  deleteText: string;
  deleteConfirm: string;
}

/** What differs between the activity list and the comments: their calls, filters and texts. */
export interface TimelineSource<Entry extends { id: number }, Values, Query, Write> {
  /** The start of every cache key of the list. */
  key: readonly string[];
  /** Its texts, each asked for by its whole key, so the key check (i18nKeys.test.ts) sees it. */
  texts: (t: TFunction) => TimelineTexts;
  params: FilterParams;
  filters: (t: TFunction, options: ListFilterOptions) => FilterDefinition[];
  queryOf: (state: FilteredListState, lockedAccountId: number | undefined) => Query;
  load: (query: Query, signal: AbortSignal) => Promise<Page<Entry>>;
  /** What create and update send: the form's values and the entry's whole set of files. */
  writeOf: (values: Values, files: EntryFiles, entry?: Entry) => Write;
  create: (body: Write) => Promise<Entry>;
  update: (entry: Entry, body: Write) => Promise<Entry>;
  remove: (entry: Entry) => Promise<void>;
  /** A file of an entry, by the id its attachment list gives; undefined when there is none. */
  download: (id: string) => Promise<DownloadedFile | undefined>;
}

export interface TimelineListOptions {
  /** The list's session-storage scope (`filters:<scope>`). */
  scope: string;
  /** The URL parameters' prefix, where the list shares its page. */
  prefix?: string;
  /** The account of an account page: the invoicing-account filter is locked to it. */
  account?: Option;
  /** The task of a task page: the list shows its entries, and new ones belong to it. */
  taskId?: number;
}

/** What is open inline: the create form, or the edit form of one entry. */
export type TimelineEditing = { mode: 'create' } | { mode: 'edit'; id: number };

/** What a timeline view lays out and what its entries and forms call. */
export interface TimelineListController<Entry, Values> {
  texts: TimelineTexts;
  /** The account of an account page: the forms do not ask for it. */
  account: Option | undefined;
  filterBar: FilterBarProps;
  items: readonly Entry[];
  total: number;
  /** The first load: the loader shows. */
  isLoading: boolean;
  /** The list call failed and there is nothing to show: the error block offers a retry. */
  hasFailed: boolean;
  isRetrying: boolean;
  retry: () => void;
  pagination: PaginationProps;
  editing: TimelineEditing | undefined;
  openCreate: () => void;
  openEdit: (entry: Entry) => void;
  /** After Cancel (a dirty form asked first) or a save. */
  close: () => void;
  /** The open form's 'unsaved changes' question, asked before another form opens. */
  guard: (confirmLeave: (() => Promise<boolean>) | undefined) => void;
  save: (values: Values, entry?: Entry) => Promise<Entry>;
  remove: (entry: Entry) => Promise<void>;
  /** Downloads a file of an entry by the id its attachment list gives. */
  download: (id: string) => Promise<void>;
}

/**
 * The controller of a timeline list, activities or comments (spec 2 §2, §4): filters, paging
 * and the state in the URL and session storage; the list call; the inline create and edit
 * forms (files uploaded on save, removed ones deleted); a new entry at the top and the total
 * +1, an edited one in place, a deleted one removed at once and the total −1, each followed by
 * a reload and a success notice; downloads ('no file' when there is none).
 */
export function useTimelineList<
  Entry extends { id: number },
  Values extends { files: Attachments },
  Query,
  Write,
>(
  source: TimelineSource<Entry, Values, Query, Write>,
  { scope, prefix, account, taskId }: TimelineListOptions,
): TimelineListController<Entry, Values> {
  const { t, i18n } = useTranslation();
  // Spec 2 §8: a list keeps the service it opened with ('Do not change provider dynamically').
  const openedWith = useRef(source.key.join('/'));
  assertSameCommentService(openedWith.current, source.key.join('/'));
  const toast = useToast();
  const queryClient = useQueryClient();
  const company = useSyncExternalStore(selectedCompanyStore.subscribe, selectedCompanyStore.get);
  const lockedAccountId = account ? Number(account.id) : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the labels follow the language.
  const definitions = useMemo(
    () => source.filters(t, { lockedAccountId, contactDebounceMs: CONTACT_SEARCH_DEBOUNCE_MS }),
    [source, t, i18n.language, lockedAccountId],
  );
  const list = useFilteredList({
    scope,
    ...(prefix ? { prefix } : {}),
    definitions,
    params: source.params,
  });
  const query = {
    ...source.queryOf(list.state, lockedAccountId),
    ...(taskId ? { taskId } : {}),
  } as Query;
  const queryKey = [...source.key, company?.id ?? null, query];
  const entries = useQuery({
    queryKey,
    queryFn: ({ signal }) => source.load(query, signal),
    placeholderData: keepPreviousData,
  });
  const { editing, open, close, guard } = useInlineEditing<TimelineEditing>();

  // An activity changes what its task and account show ("last activity", its colour): their
  // records and lists are refreshed with the timeline, not only on the next reload.
  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: source.key }),
      ...ACTIVITY_OWNERS.map((path) => invalidatePath(queryClient, path)),
    ]);
  const updateLocal = (update: (page: Page<Entry>) => Page<Entry>) =>
    queryClient.setQueryData<Page<Entry>>(queryKey, (page) => (page ? update(page) : page));

  const save = useMutation({
    mutationFn: async ({ values, entry }: { values: Values; entry?: Entry }) => {
      const uploaded = await uploadPending(values.files, t);
      const written = source.writeOf(values, filesToSend(values.files, uploaded), entry);
      const body = (taskId ? { ...written, taskId } : written) as Write;
      const saved = await (entry ? source.update(entry, body) : source.create(body));
      await deleteRemoved(values.files);
      return saved;
    },
    // A refused file and the server's field errors show on the form.
    meta: { ignoreStatuses: [422] },
    onSuccess: (saved, { entry }) => {
      updateLocal((page) =>
        entry
          ? { ...page, items: page.items.map((item) => (item.id === saved.id ? saved : item)) }
          : { items: [saved, ...page.items], total: page.total + 1 },
      );
      const texts = source.texts(t);
      toast({ title: entry ? texts.updated : texts.created, tone: 'positive' });
      return reload();
    },
  });

  const remove = useMutation({
    mutationFn: (entry: Entry) => source.remove(entry),
    onSuccess: (_nothing, entry) => {
      updateLocal((page) => ({
        items: page.items.filter((item) => item.id !== entry.id),
        total: Math.max(0, page.total - 1),
      }));
      toast({ title: source.texts(t).deleted, tone: 'positive' });
      return reload();
    },
  });

  const download = useCallback(
    async (id: string) => {
      const file = await source.download(id);
      if (file) saveDownload(file);
      else toast({ title: t('activities.noFile'), tone: 'warning' });
    },
    [source, t, toast],
  );

  const total = entries.data?.total ?? 0;
  return {
    texts: source.texts(t),
    account,
    filterBar: {
      ...list.filterBar,
      ...(account ? { lockedValues: { INVOICING_ACCOUNT: account } } : {}),
    },
    items: entries.data?.items ?? [],
    total,
    isLoading: entries.isPending && !entries.isError,
    hasFailed: entries.isError && !entries.data,
    isRetrying: entries.isFetching,
    retry: () => void entries.refetch(),
    pagination: list.pagination(total),
    editing,
    openCreate: () => void open({ mode: 'create' }),
    openEdit: (entry: Entry) => void open({ mode: 'edit', id: entry.id }),
    close,
    guard,
    save: (values: Values, entry?: Entry) =>
      save.mutateAsync({ values, ...(entry ? { entry } : {}) }),
    remove: (entry: Entry) => remove.mutateAsync(entry),
    download,
  };
}
