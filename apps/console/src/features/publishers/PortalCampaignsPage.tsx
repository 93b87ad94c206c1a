import {
  PORTAL_CAMPAIGN_SORT_FIELDS,
  PORTAL_CAMPAIGN_STATUSES,
  type PortalCampaign,
  publisherPortalEndpoints,
} from '@adconsole/api';
import type { Language } from '@adconsole/i18n';
import { createDataTableColumns, StatusBadge } from '@adconsole/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { recordColumns } from '../../kit/columns.tsx';
import { ListView } from '../../kit/ListView.tsx';
import { choiceParam, defineList, flagParam, textParam } from '../../kit/listDefinition.ts';
import { useList } from '../../kit/useList.ts';
import { CAMPAIGN_STATUS_TONES } from '../orders/campaignTones.ts';

// /publishers/campaigns (spec 1 §2.12; DOMAIN §6): the campaigns booked on the publisher's
// websites, of every house that sells them, read-only. The server reads them through the kit's
// relation (services/publishers/portal-campaigns.ts); no amounts, as what a house charged is
// not the publisher's. A campaign the publisher excludes (or whose customer it excludes) is
// marked: the exclusions are a link away in the navigation.

export const portalCampaignList = defineList({
  params: {
    search: textParam({ filter: 'publishers.campaigns.filters.search' }),
    status: choiceParam(PORTAL_CAMPAIGN_STATUSES, {
      filter: 'publishers.campaigns.filters.status',
      labels: 'statuses',
      all: 'statuses.ALL',
    }),
    includeEnded: flagParam({ url: 'ended', filter: 'publishers.campaigns.filters.includeEnded' }),
  },
  sort: { fields: PORTAL_CAMPAIGN_SORT_FIELDS, field: 'startDate', order: 'DESC' },
  pageSizes: [25, 50, 100],
});

/** /publishers/campaigns: the campaigns running on the publisher's websites. */
export function PortalCampaignsPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const list = useList({
    definition: portalCampaignList,
    listKey: 'publishers-campaigns',
    calls: { list: publisherPortalEndpoints.campaigns },
  });
  const columns = useMemo(() => {
    const column = recordColumns<PortalCampaign>(t, 'publishers.campaigns');
    const excluded = createDataTableColumns<PortalCampaign>();
    return [
      column.name('name'),
      column.text('advertiserName'),
      column.text('sellerName'),
      column.statusBadge('status', 'statuses', CAMPAIGN_STATUS_TONES),
      column.date('startDate'),
      column.date('endDate'),
      column.text('websites', (websites) => websites.join(', ')),
      column.number('positionCount', language),
      excluded.display({
        id: 'excluded',
        header: t('publishers.campaigns.columns.excluded'),
        cell: ({ row: { original } }) =>
          original.excluded ? (
            <StatusBadge tone="critical">{t('publishers.campaigns.excludedYes')}</StatusBadge>
          ) : (
            ''
          ),
        meta: { kind: 'status' },
      }),
    ];
  }, [t, language]);
  return (
    <ListView list={list} columns={columns} description={t('publishers.campaigns.description')} />
  );
}
