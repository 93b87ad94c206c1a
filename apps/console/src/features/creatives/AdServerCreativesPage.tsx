import {
  AD_SERVER_CREATIVE_SORT_FIELDS,
  type AdServerCreative,
  adServerCreativeEndpoints,
} from '@adconsole/api';
import { formatAmount, formatNumber } from '@adconsole/i18n';
import { createDataTableColumns, StatusBadge } from '@adconsole/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeColumn } from '../../kit/columns.tsx';
import { ListView } from '../../kit/ListView.tsx';
import { defineList, textParam } from '../../kit/listDefinition.ts';
import { useList } from '../../kit/useList.ts';
import { creativeSize } from './creativeTexts.ts';

/** /creatives/ad-server: the creatives as the built-in ad server holds them, with delivery. */
const adServerList = defineList({
  params: { searchQuery: textParam({ filter: 'creatives.adServer.filters.search' }) },
  sort: { fields: AD_SERVER_CREATIVE_SORT_FIELDS, field: 'pushedAt', order: 'DESC' },
  pageSizes: [20, 50, 100],
});

/** The click rate of a line item, as people write it (0.25 %), or nothing before delivery. */
export const clickRate = (creative: AdServerCreative) =>
  creative.impressions > 0
    ? `${formatAmount((creative.clicks / creative.impressions) * 100)} %`
    : '';

export function AdServerCreativesPage() {
  const { t } = useTranslation();
  const list = useList({
    definition: adServerList,
    listKey: 'creatives-ad-server',
    calls: { list: adServerCreativeEndpoints.list },
  });
  const columns = useMemo(() => {
    const column = createDataTableColumns<AdServerCreative>();
    const count = (id: 'impressions' | 'clicks') =>
      column.accessor(id, {
        header: t(`creatives.adServer.columns.${id}`),
        cell: (info) => formatNumber(info.getValue()),
        meta: { kind: 'number' },
      });
    return [
      column.accessor('name', {
        header: t('creatives.adServer.columns.name'),
        meta: { kind: 'name' },
      }),
      column.accessor('externalId', { header: t('creatives.adServer.columns.externalId') }),
      column.accessor((row) => creativeSize(row), {
        id: 'size',
        header: t('creatives.adServer.columns.size'),
      }),
      column.accessor((row) => row.campaign.name, {
        id: 'campaign',
        header: t('creatives.adServer.columns.campaign'),
      }),
      column.accessor((row) => row.lineItem.state, {
        id: 'lineItem',
        header: t('creatives.adServer.columns.lineItem'),
        cell: ({ row: { original } }) => (
          <StatusBadge tone={original.lineItem.state === 'ACTIVE' ? 'positive' : 'neutral'}>
            {t(`creatives.adServer.lineItemState.${original.lineItem.state}`)}
          </StatusBadge>
        ),
        meta: { kind: 'status' },
      }),
      count('impressions'),
      count('clicks'),
      column.accessor((row) => clickRate(row), {
        id: 'ctr',
        header: t('creatives.adServer.columns.ctr'),
        meta: { kind: 'number' },
      }),
      dateTimeColumn(column, 'pushedAt', t('creatives.adServer.columns.pushedAt')),
    ];
  }, [t]);
  return (
    <ListView
      list={list}
      columns={columns}
      getRowHref={(creative) => `/creatives/ad-server/${creative.id}`}
    />
  );
}
