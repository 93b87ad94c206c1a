import {
  POST_CAMPAIGN_SORT_FIELDS,
  POST_CAMPAIGN_STATUSES,
  type PostCampaign,
  postCampaignEndpoints,
} from '@adconsole/api';
import type { Language } from '@adconsole/i18n';
import { Button, createDataTableColumns, Inline, StatusBadge } from '@adconsole/ui';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { recordColumns } from '../../kit/columns.tsx';
import { ListView } from '../../kit/ListView.tsx';
import { choiceParam, defineList, textParam } from '../../kit/listDefinition.ts';
import { useList } from '../../kit/useList.ts';
import { CAMPAIGN_STATUS_TONES } from '../orders/campaignTones.ts';
import { PortalLink } from './PortalLink.tsx';
import { campaignBase, INVOICE_STATE_TONES } from './steps.ts';

/**
 * /orders/post-campaigns (spec 3 §2.2): the post-ad-manager's campaigns, a tab per status in
 * the `status` query parameter with the server's counts; each row opens the campaign.
 */
const postCampaignList = defineList({
  params: {
    searchQuery: textParam({ filter: 'post.filters.search' }),
    status: choiceParam(POST_CAMPAIGN_STATUSES, { all: 'statuses.ALL' }),
  },
  sort: { fields: POST_CAMPAIGN_SORT_FIELDS, field: 'startDate', order: 'DESC' },
  tabs: {
    param: 'status',
    values: ['ALL', ...POST_CAMPAIGN_STATUSES],
    all: 'ALL',
    label: (tab) => `statuses.${tab}`,
  },
  pageSizes: [20, 50, 100],
});

/** The columns both post lists show. */
export function usePostCampaignColumns() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  return useMemo(() => {
    const column = recordColumns<PostCampaign>(t, 'post');
    const own = createDataTableColumns<PostCampaign>();
    return [
      column.text('name'),
      column.text('account', (account) => account.name),
      own.accessor('status', {
        id: 'status',
        header: t('post.columns.status'),
        cell: ({ row: { original } }) => (
          <StatusBadge tone={CAMPAIGN_STATUS_TONES[original.status]}>
            {t(`statuses.${original.status}`)}
          </StatusBadge>
        ),
        // A status is never cut (issue 33 point 13): the column fits its widest label.
        meta: { kind: 'status' },
      }),
      own.accessor('invoiceState', {
        id: 'invoiceState',
        header: t('post.columns.invoiceState'),
        cell: ({ row: { original } }) => (
          <StatusBadge tone={INVOICE_STATE_TONES[original.invoiceState]}>
            {t(`post.invoiceStates.${original.invoiceState}`)}
          </StatusBadge>
        ),
        // A status is never cut (issue 33 point 13): the column fits its widest label.
        meta: { kind: 'status' },
      }),
      column.date('startDate'),
      column.date('endDate'),
      column.money('total', language, (campaign) => campaign.currency),
      own.accessor('warnings', {
        id: 'warnings',
        header: t('post.columns.warnings'),
        // Sentences, not badges: a text that may be cut, shown whole on hover and while its
        // row has the focus (issue 33: the badges were cut to "L…" at 1440 px).
        cell: ({ row: { original } }) =>
          original.warnings.map((warning) => t(`post.warnings.${warning}`)).join(' '),
        meta: { kind: 'text' },
      }),
    ];
  }, [t, language]);
}

export function PostCampaignsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useList({
    definition: postCampaignList,
    listKey: 'post-campaigns',
    calls: postCampaignEndpoints,
  });
  const columns = usePostCampaignColumns();
  return (
    <ListView
      list={list}
      columns={columns}
      getRowHref={(campaign) => campaignBase(campaign)}
      actions={
        <Inline space="small">
          <PortalLink />
          <Button onPress={() => void navigate({ to: '/orders/post-campaigns/new-order' })}>
            {t('post.actions.newOrder')}
          </Button>
        </Inline>
      }
    />
  );
}
