import { type CampaignHistoryEntry, type CampaignRecord, orderEndpoints } from '@adconsole/api';
import { formatDateTime, formatMoney, formatPercent, type Language } from '@adconsole/i18n';
import { createDataTableColumns } from '@adconsole/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { historyValue } from '../../kit/historyValue.ts';
import { ListView } from '../../kit/ListView.tsx';
import { choiceParam, defineList } from '../../kit/listDefinition.ts';
import { useList } from '../../kit/useList.ts';

// The campaign page's history tab, loaded when it shows (CampaignPages.tsx).
const HISTORY_TYPES = ['CAMPAIGN_FIELD_CHANGED', 'CAMPAIGN_POSITION_FIELD_CHANGED'] as const;
const historyList = defineList({
  params: {
    activityType: choiceParam(HISTORY_TYPES, {
      filter: 'orders.history.filter',
      optionLabel: (type) => `orders.history.types.${type}`,
      all: 'orders.history.allTypes',
    }),
  },
  sort: { fields: ['newest'], field: 'newest', order: 'DESC' },
  pageSizes: [20, 50, 100],
});

const MONEY_FIELDS = new Set(['netAmount', 'unitListPrice']);
const PERCENT_FIELDS = new Set(['discountPercent', 'manualDiscountPercent', 'vatRate']);

export function CampaignHistory({ campaign }: { campaign: CampaignRecord }) {
  const { t, i18n } = useTranslation();
  const list = useList({
    definition: historyList,
    listKey: 'orders-campaign-history',
    calls: { list: orderEndpoints.ordersCampaignHistory },
    params: { id: campaign.id },
    // The history is newest first and takes no sort.
    query: ({ sort: _sort, order: _order, ...query }) => query,
  });
  const columns = useMemo(() => {
    const language = i18n.language as Language;
    // Money in the campaign's currency, rates as percentages; the rest by the kit's rule.
    const changeValue = (field: string, value: string | null) => {
      if (value !== null && MONEY_FIELDS.has(field))
        return formatMoney(Number(value), language, campaign.currency);
      if (value !== null && PERCENT_FIELDS.has(field))
        return formatPercent(Number(value), language);
      return historyValue(t, field, value, language);
    };
    const column = createDataTableColumns<CampaignHistoryEntry>();
    return [
      column.accessor('changedAt', {
        id: 'changedAt',
        header: t('orders.history.columns.changedAt'),
        cell: (info) => formatDateTime(info.getValue()),
        meta: { width: '10rem' },
      }),
      column.accessor((entry) => entry.positionName ?? t('orders.history.campaign'), {
        id: 'subject',
        header: t('orders.history.columns.subject'),
      }),
      column.accessor('field', {
        id: 'field',
        header: t('orders.history.columns.field'),
        cell: (info) =>
          t(`orders.history.fields.${info.getValue()}`, { defaultValue: info.getValue() }),
      }),
      column.accessor(
        (entry) =>
          `${changeValue(entry.field, entry.oldValue)} → ${changeValue(entry.field, entry.newValue)}`,
        {
          id: 'change',
          header: t('orders.history.columns.change'),
        },
      ),
      column.accessor((entry) => entry.changedBy ?? t('orders.history.system'), {
        id: 'changedBy',
        header: t('orders.history.columns.changedBy'),
      }),
    ];
  }, [t, i18n.language, campaign.currency]);
  return (
    <ListView
      list={list}
      columns={columns}
      embedded
      label={t('orders.history.label', { name: campaign.name })}
    />
  );
}
