import {
  createLabel,
  getLabels,
  getLabelTypes,
  type Label,
  type LabelType,
  type LabelWrite,
  updateLabel,
} from '@adconsole/api';
import { type DataTableSorting, type FilterValues, useToast } from '@adconsole/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../app/api.ts';
import { useListSearch } from '../../app/listSearch.ts';
import { selectedCompanyStore } from '../../app/storage.ts';
import { labelFilterChanges, labelFilters, labelFilterValues } from './labelFilters.ts';
import {
  LABEL_LIST_KEYS,
  LABEL_PAGE_SIZES,
  type LabelListState,
  type LabelSortField,
  labelListSearchOf,
  labelListStateOf,
  labelsQueryOf,
} from './labelListState.ts';

export interface LabelListOptions {
  /** The list's session-storage scope (`filters:<scope>`). */
  scope: string;
  /** The one type the screen manages (/sales/tags: SALESFUNNEL); every type when absent. */
  fixedType?: LabelType;
}

/** What the dialog edits: a new label, or one of the list. */
export type LabelDialogState = { mode: 'create' } | { mode: 'edit'; label: Label };

/** The label form's values as they are sent. */
export type LabelFormValues = Pick<LabelWrite, 'name' | 'type' | 'description'>;

const labelsKey = ['labels'] as const;

/**
 * The controller of a label list (/sales/tags, /settings/labels): its state in the URL and
 * session storage, the labels call, the filters, sorting and paging, the create / edit dialog
 * and activation, each change confirmed by a toast.
 */
export function useLabelListController({ scope, fixedType }: LabelListOptions) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [search, setSearch] = useListSearch(scope, LABEL_LIST_KEYS);
  const state = useMemo(() => labelListStateOf(search), [search]);
  // The labels belong to the company the user acts for: a switch loads that company's.
  const company = useSyncExternalStore(selectedCompanyStore.subscribe, selectedCompanyStore.get);

  const change = useCallback(
    (changes: Partial<LabelListState>) =>
      // Any change but paging starts again at the first page.
      setSearch(labelListSearchOf({ ...state, page: 1, ...changes })),
    [setSearch, state],
  );

  const types = useQuery({
    queryKey: [...labelsKey, 'types'],
    queryFn: ({ signal }) => getLabelTypes(apiClient, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: !fixedType,
  });
  const typeList = fixedType ? undefined : types.data?.items;

  const query = labelsQueryOf(state, fixedType);
  const labels = useQuery({
    queryKey: [...labelsKey, 'list', company?.id ?? null, query],
    queryFn: ({ signal }) => getLabels(apiClient, query, { signal }),
    placeholderData: keepPreviousData,
  });
  const total = labels.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / state.size));
  // A page beyond the end (the last label of the last page was deactivated): go to the end.
  useEffect(() => {
    if (labels.data && !labels.isPlaceholderData && state.page > lastPage) {
      setSearch(labelListSearchOf({ ...state, page: lastPage }));
    }
  }, [labels.data, labels.isPlaceholderData, state, lastPage, setSearch]);

  const filters = useMemo(
    () => labelFilters(t, fixedType ? undefined : (typeList ?? [])),
    [t, fixedType, typeList],
  );
  const filterValues = useMemo(() => labelFilterValues(t, state), [t, state]);
  const onFiltersChange = (values: FilterValues) =>
    change(labelFilterChanges(values, typeList ?? []));

  const sorting: DataTableSorting = [{ id: state.sort, desc: state.order === 'DESC' }];
  const onSortingChange = (next: DataTableSorting) => {
    const [first] = next;
    change(
      first
        ? { sort: first.id as LabelSortField, order: first.desc ? 'DESC' : 'ASC' }
        : { sort: 'name', order: 'ASC' },
    );
  };

  const [dialog, setDialog] = useState<LabelDialogState>();

  const invalidate = () => queryClient.invalidateQueries({ queryKey: labelsKey });
  const save = useMutation({
    mutationFn: ({ label, values }: { label?: Label; values: LabelFormValues }) => {
      const body: LabelWrite = { ...values, active: label?.active ?? true };
      return label ? updateLabel(apiClient, { id: label.id }, body) : createLabel(apiClient, body);
    },
    // The form shows the field errors of a 422 itself.
    meta: { ignoreStatuses: [422] },
    onSuccess: (saved, { label }) => {
      const { name } = saved;
      toast({
        title: label ? t('labels.toast.updated', { name }) : t('labels.toast.created', { name }),
        tone: 'positive',
      });
      setDialog(undefined);
      return invalidate();
    },
  });

  const { mutate: activate, ...activation } = useMutation({
    mutationFn: ({ label, active }: { label: Label; active: boolean }) =>
      updateLabel(
        apiClient,
        { id: label.id },
        { name: label.name, type: label.type, description: label.description, active },
      ),
    onSuccess: (saved) => {
      const { name } = saved;
      toast({
        title: saved.active
          ? t('labels.toast.activated', { name })
          : t('labels.toast.deactivated', { name }),
        tone: 'positive',
      });
      return invalidate();
    },
  });

  const openEdit = useCallback((label: Label) => setDialog({ mode: 'edit', label }), []);
  const setActive = useCallback(
    (label: Label, active: boolean) => activate({ label, active }),
    [activate],
  );

  return {
    state,
    fixedType,
    /** The types a label may have on this screen, once loaded. */
    types: fixedType ? [fixedType] : (typeList ?? []),
    filters,
    filterValues,
    onFiltersChange,
    sorting,
    onSortingChange,
    rows: labels.data?.items ?? [],
    isLoading: labels.isPending,
    isRefetching: labels.isFetching && !labels.isPending,
    error: labels.isError ? labels.error : null,
    retry: () => labels.refetch(),
    pagination: {
      page: Math.min(state.page, lastPage),
      pageSize: state.size,
      total,
      onPageChange: (page: number) => setSearch(labelListSearchOf({ ...state, page })),
      onPageSizeChange: (size: number) => change({ size }),
      pageSizeOptions: LABEL_PAGE_SIZES,
    },
    dialog,
    openCreate: () => setDialog({ mode: 'create' }),
    openEdit,
    closeDialog: () => setDialog(undefined),
    save: (values: LabelFormValues) =>
      save.mutateAsync({
        ...(dialog?.mode === 'edit' ? { label: dialog.label } : {}),
        values,
      }),
    setActive,
    /** The label whose activation is being changed. */
    activatingId: activation.isPending ? activation.variables?.label.id : undefined,
  };
}

export type LabelListController = ReturnType<typeof useLabelListController>;
