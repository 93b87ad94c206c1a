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
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../app/api.ts';
import { selectedCompanyStore } from '../../app/storage.ts';
import { usePagedList } from '../../app/usePagedList.ts';
import { labelFilterChanges, labelFilters, labelFilterValues } from './labelFilters.ts';
import {
  LABEL_LIST_KEYS,
  LABEL_PAGE_SIZES,
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
  // The labels belong to the company the user acts for: a switch loads that company's.
  const company = useSyncExternalStore(selectedCompanyStore.subscribe, selectedCompanyStore.get);
  const list = usePagedList({
    scope,
    keys: LABEL_LIST_KEYS,
    stateOf: labelListStateOf,
    searchOf: labelListSearchOf,
    pageSizes: LABEL_PAGE_SIZES,
    queryOf: (state) => labelsQueryOf(state, fixedType),
    queryKey: (query) => [...labelsKey, 'list', company?.id ?? null, query],
    load: (query, signal) => getLabels(apiClient, query, { signal }),
  });
  const { state, change } = list;

  const types = useQuery({
    queryKey: [...labelsKey, 'types'],
    queryFn: ({ signal }) => getLabelTypes(apiClient, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: !fixedType,
  });
  const typeList = fixedType ? undefined : types.data?.items;

  const filters = useMemo(
    () => labelFilters(t, fixedType ? undefined : (typeList ?? [])),
    [t, fixedType, typeList],
  );
  const filterValues = useMemo(() => labelFilterValues(t, state), [t, state]);

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
    ...list,
    fixedType,
    /** The types a label may have on this screen, once loaded. */
    types: fixedType ? [fixedType] : (typeList ?? []),
    filterBar: {
      filters,
      values: filterValues,
      onChange: (values: FilterValues) => change(labelFilterChanges(values, typeList ?? [])),
    },
    sorting,
    onSortingChange,
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
