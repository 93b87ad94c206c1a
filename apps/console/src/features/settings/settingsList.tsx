import type { Endpoint, SettingsLookups } from '@adconsole/api';
import { settingsEndpoints } from '@adconsole/api';
import type { DataTableColumn } from '@adconsole/ui';
import type { TFunction } from 'i18next';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { recordColumns } from '../../kit/columns.tsx';
import { useEndpoint } from '../../kit/endpointQuery.ts';
import { ListView } from '../../kit/ListView.tsx';
import { defineList, flagParam, textParam } from '../../kit/listDefinition.ts';
import type { RecordForm } from '../../kit/RecordDialog.tsx';
import { useList } from '../../kit/useList.ts';
import { type EditableRecord, useRecordEditing } from '../../kit/useRecordEditing.ts';

// The settings lists (spec 1 §2.12; issue 28) are one screen declared many times: a name
// search, the inactive records on request, the record's columns, create and edit in a dialog,
// (de)activation one by one and in bulk. A declaration names its calls, texts, sort and form.

/** The list's URL parameters: the name search and the inactive switch, plus any of its own. */
export function settingsListDefinition<const Sort extends string>(
  texts: string,
  sortFields: readonly [Sort, ...Sort[]],
  order: 'ASC' | 'DESC' = 'ASC',
) {
  return defineList({
    params: {
      name: textParam({ query: 'nameFilter', filter: `${texts}.filters.name` }),
      includeInactive: flagParam({ url: 'inactive', filter: `${texts}.filters.includeInactive` }),
    },
    sort: { fields: sortFields, field: sortFields[0], order },
    pageSizes: [20, 50, 100],
  });
}

/**
 * A settings list's declaration: its texts, its calls and its list definition (its sort fields,
 * the first the default), spread into `SettingsList`.
 */
export function settingsResource<const Sort extends string>(
  texts: string,
  calls: Calls,
  sortFields: readonly [Sort, ...Sort[]],
  order: 'ASC' | 'DESC' = 'ASC',
) {
  return { texts, calls, definition: settingsListDefinition(texts, sortFields, order) };
}

type Calls = {
  list: Endpoint;
  export: Endpoint;
  bulk: Endpoint;
  create: Endpoint;
  update: Endpoint;
};

export interface SettingsListProps<Item extends EditableRecord, Values> {
  definition: Parameters<typeof useList>[0]['definition'];
  calls: Calls;
  texts: string;
  listKey: string;
  /** Query values the screen always sends (the medium, the mapping's system). */
  fixedQuery?: Record<string, unknown>;
  /** Query values sent while the URL names none (the mapping system first shown). */
  defaultQuery?: Record<string, unknown>;
  columns: (
    column: ReturnType<typeof recordColumns<Item>>,
    t: TFunction,
  ) => DataTableColumn<Item>[];
  // biome-ignore lint/suspicious/noExplicitAny: each form has its own schema
  form: RecordForm<Item, any, Values>;
  /** Inside a page with tabs: no page frame, `label` names the table. */
  label?: string;
  getRowHref?: (row: Item) => string | undefined;
  actions?: ReactNode;
}

/** A settings list as its declaration says (see the top of this file). */
export function SettingsList<Item extends EditableRecord & Record<string, unknown>, Values>({
  definition,
  calls,
  texts,
  listKey,
  fixedQuery,
  defaultQuery,
  columns: columnsOf,
  form,
  label,
  getRowHref,
  actions,
}: SettingsListProps<Item, Values>) {
  const { t } = useTranslation();
  const list = useList({
    definition,
    listKey,
    calls,
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
    () => [...columnsOf(recordColumns<Item>(t, texts), t)],
    [t, texts, columnsOf],
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

/** The ad media, websites, placements, slots, price lists and products the forms choose from. */
export function useSettingsLookups(): SettingsLookups | undefined {
  return useEndpoint(settingsEndpoints.settingsLookups, {}, { staleTime: 30_000 }).data;
}

// The options every settings form builds: the kit's (kit/options.ts).
export { idOf, recordOptions, valueOptions } from '../../kit/options.ts';

/** A list of values as text ("300x250, 728x90"), or a dash. */
export const joined = (values: readonly string[] | null | undefined) =>
  values?.length ? values.join(', ') : '–';

// --- Names in four languages (issue 33): the kit's (kit/translatedNames.ts) ---
export {
  translatedNameFields,
  translatedNamesDefaults,
  translatedNamesForm,
  translatedNamesWrite,
} from '../../kit/translatedNames.ts';
