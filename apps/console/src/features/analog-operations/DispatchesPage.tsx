import { DISPATCH_TABS, dispatchEndpoints } from '@adconsole/api';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListView } from '../../kit/ListView.tsx';
import { defineList, textParam } from '../../kit/listDefinition.ts';
import { useList } from '../../kit/useList.ts';
import { useTableParams } from '../../routes/useTableParams.ts';
import { usePathTabs } from '../print-operations/pathTabs.ts';
import { dispatchColumns } from './dispatchColumns.tsx';

const dispatchList = defineList({
  params: { search: textParam({ query: 'searchFilter', filter: 'analogOps.filters.search' }) },
  sort: { fields: ['dispatchDate', 'quantity', 'state'], field: 'dispatchDate', order: 'ASC' },
  pageSizes: [20, 50, 100],
});

/** Dispatches by state, with counts; confirm or cancel, or go on to send the chosen ones. */
export function DispatchesPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const state = useTableParams<'operations.dispatches'>().state ?? 'ALL';
  const list = useList({
    definition: dispatchList,
    listKey: 'analog-dispatches',
    calls: dispatchEndpoints,
    query: (query) => ({ ...query, state }),
    bulkActions: [
      {
        action: 'send',
        label: 'analogOps.actions.send',
        onPress: (ids) =>
          void navigate({ href: `/analog-operations/send-dispatch/${ids.join(',')}` }),
      },
      { action: 'confirm', label: 'analogOps.actions.confirm' },
      { action: 'cancel', label: 'analogOps.actions.cancel' },
    ],
  });
  const tabs = usePathTabs({
    counts: dispatchEndpoints.counts,
    query: dispatchList.queryOf(list.state) as Record<string, unknown>,
    values: DISPATCH_TABS,
    selected: state,
    label: (id) => `analogOps.state.${id}`,
    pathOf: (id) => `/analog-operations/inventory-management/dispatch/${id}`,
    search: location.searchStr,
  });
  const columns = useMemo(() => dispatchColumns(t, i18n.language), [t, i18n.language]);
  return <ListView list={{ ...list, tabs }} columns={columns} />;
}
