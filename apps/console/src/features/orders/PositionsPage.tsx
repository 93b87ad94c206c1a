import {
  ORDER_LIST_STATUSES,
  type OrderListStatus,
  type OrderPositionsType,
  orderEndpoints,
  POSITION_SORT_FIELDS,
  type PositionListItem,
  type PositionListType,
} from '@adconsole/api';
import { formatAmount, formatMoney, type Language } from '@adconsole/i18n';
import {
  createDataTableColumns,
  ErrorBlock,
  Link,
  PageLayout,
  Spinner,
  StatusTabs,
} from '@adconsole/ui';
import { useLocation } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateColumn } from '../../kit/columns.tsx';
import { dateRangeParam } from '../../kit/dateRangeParam.ts';
import { useEndpoint } from '../../kit/endpointQuery.ts';
import { ListView } from '../../kit/ListView.tsx';
import { defineList, lookupParam, textParam } from '../../kit/listDefinition.ts';
import { useList } from '../../kit/useList.ts';
import { usePageHeading } from '../../kit/usePageHeading.ts';
import { useRoutePathname, useTableParams } from '../../routes/useTableParams.ts';
import { tabOfStatus } from './orderCalls.ts';
import { campaignTabSort } from './orderTabs.ts';
import { loadBookedMediumOptions, POSITION_FILTER_PARAMS } from './positionFilters.ts';
import { positionQuantity } from './positionTexts.ts';

/** The list of a status tab: its own default order (spec 3 §2.1), made once per tab. */
function positionListOf(status: string) {
  const [field, order] = campaignTabSort(status);
  return defineList({
    params: {
      searchQuery: textParam({ filter: 'orders.filters.positionSearch' }),
      // The booking calendar's cell leads here with its medium and day (positionFilters.ts).
      [POSITION_FILTER_PARAMS.medium]: lookupParam({
        query: 'adMediumId',
        filter: 'orders.filters.adMedium',
        loadOptions: loadBookedMediumOptions,
      }),
      // Positions running in the range: ending on its first day or later, starting on its last
      // day or earlier.
      [POSITION_FILTER_PARAMS.runs]: dateRangeParam({
        from: 'endDateFrom',
        to: 'startDateTo',
        filter: 'orders.filters.runs',
      }),
    },
    sort: { fields: POSITION_SORT_FIELDS, field, order },
    pageSizes: [20, 50, 100],
  });
}
const lists = new Map<string, ReturnType<typeof positionListOf>>();
const positionListFor = (status: string) => {
  const known = lists.get(status);
  if (known) return known;
  const list = positionListOf(status);
  lists.set(status, list);
  return list;
};

/**
 * The positions stage sub-header (spec 3 §2.1): the tabs the order service gives the user for a
 * positions type, with their counts; each tab links to the type and its status and keeps the
 * current query string. While they load a spinner shows; a failure shows an error title.
 */
export function PositionStages({
  positionsType,
  selected,
  pathFor,
  filters = {},
  children,
}: {
  positionsType: OrderPositionsType;
  selected: string;
  pathFor: (status: string) => string;
  /** The list's filters (its call's query without paging and order): the counts are under them. */
  filters?: Record<string, unknown>;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const { searchStr } = useLocation();
  const tabs = useEndpoint(orderEndpoints.ordersTabs, {
    params: { positionsType },
    query: filters,
  });
  if (tabs.isPending) return <Spinner label={t('orders.stages.loading')} />;
  if (tabs.isError) {
    return (
      <ErrorBlock
        title={t('orders.stages.error')}
        message={tabs.error.message}
        onRetry={() => tabs.refetch()}
        isRetrying={tabs.isFetching}
      />
    );
  }
  return (
    <StatusTabs
      aria-label={t('orders.stages.label')}
      tabs={tabs.data.tabs.map((tab) =>
        // A count the server stopped at its cap is said as "1'000+", not as a number.
        tab.capped
          ? {
              id: tab.value,
              label: t('orders.stages.capped', {
                label: t(`statuses.${tab.value}`),
                count: formatAmount(tab.count - 1, language).replace(/\.00$/, ''),
              }),
            }
          : { id: tab.value, label: t(`statuses.${tab.value}`), count: tab.count },
      )}
      selectedId={selected}
      pathFor={pathFor}
      search={searchStr}
    >
      {children}
    </StatusTabs>
  );
}

function positionColumns(t: TFunction, language: Language, status: string) {
  const column = createDataTableColumns<PositionListItem>();
  const campaignHref = (position: PositionListItem) =>
    `/orders/campaigns/${status === 'ALL' ? tabOfStatus(position.campaign.status) : status}/${position.campaign.id}`;
  return [
    column.accessor('name', {
      id: 'name',
      header: t('orders.positions.columns.name'),
      cell: ({ row: { original } }) => (
        <Link href={`${campaignHref(original)}/edit-positions`}>{original.name}</Link>
      ),
      meta: { width: 'minmax(8rem, 2fr)' },
    }),
    column.accessor((position) => position.campaign.name, {
      id: 'campaign',
      header: t('orders.positions.columns.campaign'),
      cell: ({ row: { original } }) => (
        <Link href={campaignHref(original)}>{original.campaign.name}</Link>
      ),
      meta: { width: 'minmax(8rem, 2fr)' },
    }),
    column.accessor((position) => position.advertiser.name, {
      id: 'advertiser',
      header: t('orders.positions.columns.advertiser'),
      meta: { width: 'minmax(6rem, 1fr)' },
    }),
    column.accessor((position) => position.adMedium.name, {
      id: 'adMedium',
      header: t('orders.positions.columns.adMedium'),
      meta: { width: 'minmax(6rem, 1fr)' },
    }),
    column.accessor((position) => position.status, {
      id: 'status',
      header: t('orders.positions.columns.status'),
      cell: (info) => t(`statuses.${info.getValue()}`, { defaultValue: info.getValue() }),
      meta: { width: '7rem' },
    }),
    dateColumn(column, 'startDate', t('orders.positions.columns.startDate')),
    dateColumn(column, 'endDate', t('orders.positions.columns.endDate')),
    column.accessor((position) => position.quantity, {
      id: 'quantity',
      header: t('orders.positions.columns.quantity'),
      cell: ({ row: { original } }) => positionQuantity(t, language, original),
      meta: { align: 'end', width: '7rem' },
    }),
    column.accessor('netAmount', {
      id: 'netAmount',
      header: t('orders.positions.columns.netAmount'),
      cell: ({ row: { original } }) => formatMoney(original.netAmount, language, original.currency),
      meta: { align: 'end', width: '8rem' },
    }),
  ];
}

/** A positions list of a medium in a status tab, under its stage sub-header. */
function PositionsList({
  positionsType,
  status,
  pathFor,
}: {
  positionsType: PositionListType;
  status: OrderListStatus;
  pathFor: (status: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const list = useList({
    definition: positionListFor(status),
    listKey: `orders-${positionsType}`,
    calls: { list: orderEndpoints.ordersPositions },
    params: { positionsType, status },
  });
  const columns = useMemo(() => positionColumns(t, language, status), [t, language, status]);
  return (
    <PositionStages
      positionsType={positionsType}
      selected={status}
      pathFor={pathFor}
      // The tabs count what the list's filters let through (a booking calendar cell's medium
      // and day, a search): the list call's own filters.
      filters={list.filterQuery}
    >
      <ListView
        list={list}
        columns={columns}
        embedded
        label={t(`orders.positions.of.${positionsType}`)}
      />
    </PositionStages>
  );
}

const MEDIUM_LISTS: Record<string, PositionListType> = {
  digital: 'digital-positions',
  print: 'print-positions',
  radio: 'radio-positions',
  tv: 'tv-positions',
};

/** /orders/digital|print/{status} and /orders/radio|tv/{stage}: a medium's positions. */
export function MediumOrdersPage() {
  // /orders/{medium}/{status or stage}: the route checked the value against the medium's list.
  const [, , medium = 'digital', value] = useRoutePathname().split('/');
  const positionsType = MEDIUM_LISTS[medium] ?? 'digital-positions';
  const status = ORDER_LIST_STATUSES.find((known) => known === value) ?? 'ALL';
  return (
    <PositionsScreen
      positionsType={positionsType}
      status={status}
      pathFor={(tab) => `/orders/${medium}/${tab}`}
    />
  );
}

/** /orders/pos: the point-of-sale positions, every stage; the tabs lead to the stage lists. */
export function PosOrdersPage() {
  return (
    <PositionsScreen
      positionsType="point-of-sale-positions"
      status="ALL"
      pathFor={(tab) => (tab === 'ALL' ? '/orders/pos' : `/orders/point-of-sale-positions/${tab}`)}
    />
  );
}

/** /orders/{positionsType}/{status} (spec 1 §2.6). */
export function PositionsPage() {
  const { positionsType, status } = useTableParams<'orders.positionList'>();
  return (
    <PositionsScreen
      positionsType={positionsType}
      status={status}
      pathFor={(tab) => `/orders/${positionsType}/${tab}`}
    />
  );
}

/** A positions list under its page's title and crumbs; a new list for another positions type. */
function PositionsScreen(props: Parameters<typeof PositionsList>[0]) {
  const { title, crumbs } = usePageHeading();
  return (
    <PageLayout title={title} breadcrumbs={crumbs}>
      <PositionsList key={props.positionsType} {...props} />
    </PageLayout>
  );
}
