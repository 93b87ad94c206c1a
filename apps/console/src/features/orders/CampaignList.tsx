import {
  CAMPAIGN_SORT_FIELDS,
  CAMPAIGN_STATUSES,
  type Campaign,
  campaignEndpoints,
} from '@adconsole/api';
import type { Language } from '@adconsole/i18n';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { recordColumns } from '../../kit/columns.tsx';
import { ListView } from '../../kit/ListView.tsx';
import { choiceParam, defineList, textParam } from '../../kit/listDefinition.ts';
import { useList } from '../../kit/useList.ts';
import { CAMPAIGN_STATUS_TONES } from './campaignTones.ts';

/**
 * A campaign's columns after its name, the same in every campaign list (`texts`: the list's
 * prefix of the column headers).
 */
export function campaignFactColumns(t: TFunction, language: Language, texts: string) {
  const column = recordColumns<Campaign>(t, texts);
  return [
    column.text('type', (type) => type.name),
    column.statusBadge('status', 'statuses', CAMPAIGN_STATUS_TONES),
    column.text('advertiser', (party) => party.name),
    column.date('startDate'),
    column.date('endDate'),
    column.money('total', language, (campaign) => campaign.currency),
    column.number('positionCount', language),
  ];
}

/**
 * The campaigns of an account, in all of its roles (advertiser, agency, invoicing account), with
 * a tab per status and its count. The orders lists build on the same calls.
 */
const campaignList = defineList({
  params: {
    searchQuery: textParam({ filter: 'campaigns.filters.search' }),
    status: choiceParam(CAMPAIGN_STATUSES, { all: 'statuses.ALL' }),
  },
  sort: { fields: CAMPAIGN_SORT_FIELDS, field: 'startDate', order: 'DESC' },
  tabs: {
    param: 'status',
    values: ['ALL', ...CAMPAIGN_STATUSES],
    all: 'ALL',
    label: (tab) => `statuses.${tab}`,
  },
  pageSizes: [10, 20, 50],
});

export function CampaignList({ account }: { account: { id: number; name: string } }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const list = useList({
    definition: campaignList,
    listKey: 'crm-account-campaigns',
    calls: campaignEndpoints,
    query: (query: Record<string, unknown>) => ({ ...query, accountId: account.id }),
  });
  const columns = useMemo(
    () => [
      recordColumns<Campaign>(t, 'campaigns').text('name'),
      ...campaignFactColumns(t, language, 'campaigns'),
    ],
    [t, language],
  );
  return (
    <ListView
      list={list}
      columns={columns}
      embedded
      label={t('campaigns.listOf', { name: account.name })}
      getRowHref={(campaign) => `/orders/campaigns/ALL/${campaign.id}`}
    />
  );
}
