import {
  DEAL_SORT_FIELDS,
  DEAL_TABS,
  DEAL_TYPES,
  type Deal,
  dealCountsEndpoint,
  dealEndpoints,
} from '@adconsole/api';
import { formatDisplayDate, type Language } from '@adconsole/i18n';
import { Button, createDataTableColumns, PlusIcon } from '@adconsole/ui';
import { useNavigate } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { recordColumns } from '../../kit/columns.tsx';
import { ListView } from '../../kit/ListView.tsx';
import { choiceParam, defineList, tabParam, textParam } from '../../kit/listDefinition.ts';
import { useList } from '../../kit/useList.ts';
import { DEAL_STATUS_TONES, DEAL_TEXTS, DEALS_PATH, dealPrice } from './dealParts.ts';

// /orders/programmatic-deals (spec 1 §2.6, ADMIN; issue 41): the deals by status, with search,
// type filter and bulk activate / pause / archive. A deal's page is DealPage.tsx, its form
// DealFormPage.tsx (each loads on its own: the form's date pickers stay off the list). A deal
// sells placements of one header tag at a floor (PMP) or fixed price in the tag's currency; the
// tag carries the active ones from its next publish (apps/server/src/services/header-tag/deals.ts).

const dealList = defineList({
  params: {
    searchQuery: textParam({ filter: `${DEAL_TEXTS}.filters.search` }),
    type: choiceParam(DEAL_TYPES, {
      filter: `${DEAL_TEXTS}.filters.type`,
      labels: `${DEAL_TEXTS}.types`,
    }),
    status: tabParam(DEAL_TABS, { initial: 'ACTIVE', fallback: 'ALL' }),
  },
  sort: { fields: DEAL_SORT_FIELDS, field: 'startDate', order: 'DESC' },
  tabs: {
    param: 'status',
    values: DEAL_TABS,
    label: (tab) => `${DEAL_TEXTS}.status.${tab}`,
    countOf: (tab, counts) =>
      tab === 'ALL'
        ? Object.values(counts).reduce((sum, count) => sum + count, 0)
        : (counts[tab] ?? 0),
  },
  pageSizes: [20, 50, 100],
});

function dealColumns(t: TFunction, language: Language) {
  const column = recordColumns<Deal>(t, DEAL_TEXTS);
  const helper = createDataTableColumns<Deal>();
  return [
    helper.accessor((row) => row.dealId, {
      id: 'dealId',
      header: t(`${DEAL_TEXTS}.columns.dealId`),
      meta: { kind: 'code' },
    }),
    column.name('name'),
    column.text('type', (type) => t(`${DEAL_TEXTS}.types.${type}`)),
    column.text('websiteName'),
    column.text('placements', (placements) =>
      placements.map((placement) => placement.code).join(', '),
    ),
    helper.accessor((row) => row.floor, {
      id: 'floor',
      header: t(`${DEAL_TEXTS}.columns.floor`),
      cell: (info) => dealPrice(info.row.original, language),
      meta: { kind: 'money' },
    }),
    column.date('startDate'),
    helper.accessor((row) => row.endDate, {
      id: 'endDate',
      header: t(`${DEAL_TEXTS}.columns.endDate`),
      cell: (info) => {
        const end = info.getValue();
        return end ? formatDisplayDate(end) : t(`${DEAL_TEXTS}.openEnded`);
      },
      meta: { kind: 'date' },
    }),
    column.statusBadge('status', `${DEAL_TEXTS}.status`, DEAL_STATUS_TONES),
  ];
}

/** /orders/programmatic-deals */
export function DealsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const list = useList({
    definition: dealList,
    listKey: 'orders-programmatic-deals',
    calls: { ...dealEndpoints, counts: dealCountsEndpoint },
    bulkActions: [
      { action: 'activate', label: `${DEAL_TEXTS}.actions.activate` },
      { action: 'pause', label: `${DEAL_TEXTS}.actions.pause` },
      { action: 'archive', label: `${DEAL_TEXTS}.actions.archive` },
    ],
  });
  const columns = useMemo(() => dealColumns(t, i18n.language as Language), [t, i18n.language]);
  return (
    <ListView
      list={list}
      columns={columns}
      getRowHref={(deal) => `${DEALS_PATH}/${deal.id}`}
      actions={
        <Button icon={<PlusIcon />} onPress={() => void navigate({ href: `${DEALS_PATH}/create` })}>
          {t(`${DEAL_TEXTS}.actions.create`)}
        </Button>
      }
    />
  );
}
