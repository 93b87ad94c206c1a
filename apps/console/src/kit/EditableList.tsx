import type { Endpoint } from '@adconsole/api';
import type { Language } from '@adconsole/i18n';
import type { DataTableColumn } from '@adconsole/ui';
import type { TFunction } from 'i18next';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { recordColumns } from './columns.tsx';
import { ListView } from './ListView.tsx';
import type { Choices } from './listDefinition.ts';
import type { RecordForm } from './RecordDialog.tsx';
import { useList } from './useList.ts';
import { type EditableRecord, useRecordEditing } from './useRecordEditing.ts';

// A list of records that are created and edited in a dialog and (de)activated one by one or in
// bulk: the settings lists, the inventory's warehouses and items, the named records (sources,
// task topics). A screen declares its calls, texts, list definition, columns and form.

type Calls = {
  list: Endpoint;
  export: Endpoint;
  bulk: Endpoint;
  create: Endpoint;
  update: Endpoint;
};

export interface EditableListProps<Item extends EditableRecord, Values> {
  definition: Parameters<typeof useList>[0]['definition'];
  calls: Calls;
  texts: string;
  listKey: string;
  /** Query values the screen always sends (the medium, the mapping's system). */
  fixedQuery?: Record<string, unknown>;
  /** Query values sent while the URL names none (the mapping system first shown). */
  defaultQuery?: Record<string, unknown>;
  /** The options of the list's filters of records loaded at run time (`recordParam`). */
  choices?: Choices;
  columns: (
    column: ReturnType<typeof recordColumns<Item>>,
    t: TFunction,
    language: Language,
  ) => DataTableColumn<Item>[];
  // biome-ignore lint/suspicious/noExplicitAny: each form has its own schema
  form: RecordForm<Item, any, Values>;
  /** Inside a page with tabs: no page frame, `label` names the table. */
  label?: string;
  getRowHref?: (row: Item) => string | undefined;
  actions?: ReactNode;
}

/** An editable list as its declaration says (see the top of this file). */
export function EditableList<Item extends EditableRecord & Record<string, unknown>, Values>({
  definition,
  calls,
  texts,
  listKey,
  fixedQuery,
  defaultQuery,
  choices,
  columns: columnsOf,
  form,
  label,
  getRowHref,
  actions,
}: EditableListProps<Item, Values>) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const list = useList({
    definition,
    listKey,
    calls,
    ...(choices && { choices }),
    ...((fixedQuery || defaultQuery) && {
      query: (query: Record<string, unknown>) => ({
        ...defaultQuery,
        ...Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)),
        ...fixedQuery,
      }),
    }),
    bulkActions: [
      { action: 'deactivate', label: `${texts}.actions.deactivate` },
      { action: 'activate', label: `${texts}.actions.activate` },
    ],
  });
  const records = useRecordEditing({ calls, texts, form });
  const columns = useMemo(
    () => [...columnsOf(recordColumns<Item>(t, texts), t, language)],
    [t, texts, columnsOf, language],
  );
  return (
    <ListView
      list={list}
      columns={columns}
      records={records}
      {...(label !== undefined && { embedded: true, label })}
      {...(getRowHref && { getRowHref })}
      {...(actions && { actions })}
    />
  );
}
