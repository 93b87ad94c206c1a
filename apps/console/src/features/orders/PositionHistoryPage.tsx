import {
  activityEndpoints,
  CAMPAIGN_POSITION_TYPES,
  orderEndpoints,
  type PositionHistoryEntry,
} from '@adconsole/api';
import { formatMoney, type Language } from '@adconsole/i18n';
import {
  type Breadcrumb,
  createDataTableColumns,
  type DataTableColumn,
  Inline,
  Link,
  Select,
  StatusBadge,
} from '@adconsole/ui';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeColumn } from '../../kit/columns.tsx';
import { useEndpoint } from '../../kit/endpointQuery.ts';
import { historyValue } from '../../kit/historyValue.ts';
import { ListView } from '../../kit/ListView.tsx';
import { choiceParam, defineList, flagParam, type PagedState } from '../../kit/listDefinition.ts';
import { type ListOptions, useList } from '../../kit/useList.ts';
import { useTableParams } from '../../routes/useTableParams.ts';
import { tabOfStatus } from './orderCalls.ts';
import { positionQuantity } from './positionTexts.ts';

/** The history's fields that hold an amount of money. */
const MONEY_FIELDS = /^(netAmount|grossAmount|unitListPrice|price)$/;

const historyList = defineList({
  params: {
    campaignPositionType: choiceParam(CAMPAIGN_POSITION_TYPES, {
      url: 'type',
      filter: 'orders.positionHistory.type',
      labels: 'orders.positionHistory.types',
      all: 'orders.positionHistory.allTypes',
    }),
    includeDeleted: flagParam({ url: 'deleted', filter: 'orders.positionHistory.includeDeleted' }),
  },
  sort: { fields: ['newest'], field: 'newest', order: 'DESC' },
  pageSizes: [20, 50, 100],
});
const positionList = defineList({
  params: {},
  sort: { fields: ['newest'], field: 'newest', order: 'DESC' },
  pageSizes: [20, 50, 100],
});

/**
 * /orders/campaign/{campaignId}/position-history/{positionId?}: the changes of a campaign's
 * positions (the position-history service), newest first, old → new; one position's when the
 * path names it (chosen in the position field).
 */
export function PositionHistoryPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { campaignId, positionId } = useTableParams<'orders.positionHistory'>();
  const campaign = useEndpoint(orderEndpoints.ordersCampaignRecord, { params: { id: campaignId } });
  const positions = useEndpoint(activityEndpoints.positionHistoryPositions, {
    params: { campaignId },
    query: { includeDeleted: true },
  });
  const record = campaign.data;
  const columns = useMemo(() => {
    const column = createDataTableColumns<PositionHistoryEntry>();
    const language = i18n.language as Language;
    // Amounts in the campaign's currency, quantities with their position's unit (issue 37:
    // "54'034.50 → 45'929.33" and "400000 → 450000" said neither).
    const unitOf = new Map(record?.positions.map((position) => [position.id, position.unit]));
    const value = (entry: PositionHistoryEntry, text: string | null) => {
      const number = text === null || text === '' ? Number.NaN : Number(text);
      if (record && entry.field && MONEY_FIELDS.test(entry.field) && Number.isFinite(number))
        return formatMoney(number, language, record.currency);
      const unit = unitOf.get(entry.campaignPositionId);
      if (unit && entry.field === 'quantity' && Number.isFinite(number))
        return positionQuantity(t, language, { quantity: number, unit });
      return historyValue(t, entry.field, text, i18n.language);
    };
    return [
      dateTimeColumn(column, 'changedAt', t('orders.positionHistory.columns.changedAt')),
      column.accessor('positionName', {
        id: 'positionName',
        header: t('orders.positionHistory.columns.position'),
        cell: ({ row: { original } }) => (
          <Inline space="xsmall">
            <Link
              href={`/orders/campaign/${campaignId}/position-history/${original.campaignPositionId}`}
            >
              {original.positionName}
            </Link>
            {original.positionDeleted && (
              <StatusBadge tone="neutral">{t('orders.positionHistory.deleted')}</StatusBadge>
            )}
          </Inline>
        ),
      }),
      column.accessor('changeKind', {
        id: 'changeKind',
        header: t('orders.positionHistory.columns.changeKind'),
        cell: (info) => t(`orders.positionHistory.kinds.${info.getValue()}`),
      }),
      column.accessor((entry) => entry.field ?? '', {
        id: 'field',
        header: t('orders.positionHistory.columns.field'),
        cell: (info) =>
          info.getValue()
            ? t(`orders.history.fields.${info.getValue()}`, { defaultValue: info.getValue() })
            : '',
      }),
      column.accessor(
        (entry) =>
          entry.field ? `${value(entry, entry.oldValue)} → ${value(entry, entry.newValue)}` : '',
        {
          id: 'change',
          header: t('orders.positionHistory.columns.change'),
        },
      ),
      column.accessor((entry) => entry.changedBy ?? t('orders.history.system'), {
        id: 'changedBy',
        header: t('orders.positionHistory.columns.changedBy'),
      }),
    ];
  }, [t, i18n.language, campaignId, record]);
  const campaignHref = campaign.data
    ? `/orders/campaigns/${tabOfStatus(campaign.data.status)}/${campaignId}/overview`
    : undefined;
  const campaignLink =
    campaign.data && campaignHref ? (
      <Link href={campaignHref}>
        {t('orders.positionHistory.campaign', { name: campaign.data.name })}
      </Link>
    ) : null;
  // The way back, as a record page's crumbs: the campaigns, the campaign, its history.
  const parentCrumbs = useMemo(
    () =>
      campaign.data && campaignHref
        ? [
            { label: t('routes.campaigns'), href: '/orders/campaigns' },
            { label: campaign.data.name, href: campaignHref },
          ]
        : undefined,
    [campaign.data, campaignHref, t],
  );
  const positionChoice = (
    <Select
      label={t('orders.positionHistory.position')}
      value={positionId ? String(positionId) : 'ALL'}
      onChange={(chosen) =>
        void navigate({
          href: `/orders/campaign/${campaignId}/position-history${chosen && chosen !== 'ALL' ? `/${chosen}` : ''}`,
        })
      }
      options={[
        { id: 'ALL', label: t('orders.positionHistory.allPositions') },
        ...(positions.data?.items ?? []).map((position) => ({
          id: String(position.campaignPositionId),
          label: position.deleted
            ? `${position.name} (${t('orders.positionHistory.deleted')})`
            : position.name,
        })),
      ]}
    />
  );
  const actions = (
    <Inline space="medium" align="end">
      {campaignLink}
      {positionChoice}
    </Inline>
  );
  return positionId ? (
    <HistoryList
      key={positionId}
      options={{
        definition: positionList,
        listKey: 'orders-position-history-one',
        calls: { list: activityEndpoints.positionHistoryOfPosition },
        params: { campaignId, campaignPositionId: positionId },
      }}
      columns={columns}
      actions={actions}
      parentCrumbs={parentCrumbs}
    />
  ) : (
    <HistoryList
      options={{
        definition: historyList,
        listKey: 'orders-position-history',
        calls: { list: activityEndpoints.positionHistory },
        params: { campaignId },
      }}
      columns={columns}
      actions={actions}
      parentCrumbs={parentCrumbs}
    />
  );
}

type HistoryColumns = readonly DataTableColumn<PositionHistoryEntry>[];
const withoutSort = ({ sort: _sort, order: _order, ...query }: Record<string, unknown>) => query;

/** The history of all positions or of one: its list, unsorted (the server's order). */
function HistoryList<State extends PagedState>({
  options,
  columns,
  actions,
  parentCrumbs,
}: {
  options: ListOptions<State>;
  columns: HistoryColumns;
  actions: ReactNode;
  parentCrumbs: readonly Breadcrumb[] | undefined;
}) {
  const list = useList({ ...options, query: withoutSort });
  return (
    <ListView
      list={list}
      columns={columns}
      getRowId={(entry) => String(entry.id)}
      actions={actions}
      {...(parentCrumbs && { parentCrumbs })}
    />
  );
}
