import {
  POSTAL_CAMPAIGN_STATUSES,
  POSTAL_CHANNELS,
  type PostalCampaign,
  postalCampaignEndpoints,
} from '@adconsole/api';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateColumn } from '../../kit/columns.tsx';
import { ListView } from '../../kit/ListView.tsx';
import { choiceParam, defineList, textParam } from '../../kit/listDefinition.ts';
import { useList } from '../../kit/useList.ts';
import { analogColumns } from './analogParts.tsx';

const postalCampaignList = defineList({
  params: {
    search: textParam({ query: 'searchFilter', filter: 'analogOps.filters.search' }),
    status: choiceParam(POSTAL_CAMPAIGN_STATUSES, {
      filter: 'analogOps.filters.status',
      labels: 'analogOps.campaignStatus',
      all: 'analogOps.all',
    }),
    channel: choiceParam(POSTAL_CHANNELS, {
      filter: 'analogOps.filters.channel',
      labels: 'analogOps.channel',
      all: 'analogOps.all',
    }),
  },
  sort: {
    fields: ['firstDispatchDate', 'name', 'status'],
    field: 'firstDispatchDate',
    order: 'ASC',
  },
  pageSizes: [20, 50, 100],
});

/** /analog-operations/campaign-management: the postal campaigns the team dispatches. */
export function PostalCampaignsPage() {
  const { t, i18n } = useTranslation();
  const list = useList({
    definition: postalCampaignList,
    listKey: 'analog-postal-campaigns',
    calls: postalCampaignEndpoints,
  });
  const columns = useMemo(() => {
    const columns = analogColumns<PostalCampaign>(t, i18n.language);
    const { column, header } = columns;
    return [
      columns.campaign(
        'name',
        (row) => row.name,
        (row) => row.customerName,
      ),
      column.accessor('channel', {
        id: 'channel',
        header: header('channel'),
        cell: (info) => t(`analogOps.channel.${info.getValue()}`),
      }),
      columns.item(),
      column.accessor((row) => row.item.letterFormat, {
        id: 'letterFormat',
        header: header('letterFormat'),
        cell: ({ row: { original } }) =>
          `${t(`analogOps.letterFormat.${original.item.letterFormat}`)} · ${original.item.weightGrams} g`,
      }),
      column.accessor((row) => row.postalCodes.join(', '), {
        id: 'postalCodes',
        header: header('postalCodes'),
        cell: (info) => info.getValue() || t('analogOps.addressed'),
      }),
      columns.count('recipients', (row) => row.recipients),
      dateColumn(column, 'firstDispatchDate', header('firstDispatchDate')),
      column.accessor((row) => `${row.sentDispatches}/${row.dispatches}`, {
        id: 'dispatches',
        header: header('dispatches'),
      }),
      columns.state('status', (row) => row.status, 'analogOps.campaignStatus'),
    ];
  }, [t, i18n.language]);
  return <ListView list={list} columns={columns} />;
}
