import {
  CHARGED_INVOICE_STATES,
  INVOICE_TABS,
  POST_CAMPAIGN_SORT_FIELDS,
  POST_INVOICEABLE_STATUSES,
  type PostCampaign,
  type PostInvoiceState,
  postCampaignEndpoints,
  postInvoiceEndpoints,
} from '@adconsole/api';
import { createDataTableColumns, useConfirm, useToast } from '@adconsole/ui';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, endpointQuery, useActingCompanyId } from '../../kit/endpointQuery.ts';
import { ListView } from '../../kit/ListView.tsx';
import { defineList, textParam } from '../../kit/listDefinition.ts';
import { rowActionsColumn } from '../../kit/rowActions.tsx';
import { useFailureToast } from '../../kit/useFailureToast.ts';
import { useList } from '../../kit/useList.ts';
import { usePostCampaignColumns } from './PostCampaignsPage.tsx';
import { useRefreshPost } from './refresh.ts';
import { campaignBase } from './steps.ts';

const STATES = INVOICE_TABS;

const postInvoiceList = defineList({
  params: { searchQuery: textParam({ filter: 'post.filters.search' }) },
  sort: { fields: POST_CAMPAIGN_SORT_FIELDS, field: 'endDate', order: 'DESC' },
  pageSizes: [20, 50, 100],
});

/**
 * A campaign's invoicing actions: in which invoice states, behind which feature, their notice;
 * a charge only for a booked campaign (POST_INVOICEABLE_STATUSES, the server's rule too).
 */
const INVOICE_ACTIONS = [
  {
    action: 'charge',
    states: ['OPEN'],
    feature: 'POST_INVOICING',
    done: 'post.toast.charged',
    needsBooking: true,
  },
  {
    action: 'manualCharge',
    states: ['OPEN'],
    feature: 'MANUAL_POST_INVOICING',
    done: 'post.toast.charged',
    needsBooking: true,
  },
  {
    action: 'cancelCharge',
    states: CHARGED_INVOICE_STATES,
    feature: 'POST_INVOICING_CANCELLATION',
    done: 'post.toast.chargeCancelled',
    needsBooking: false,
  },
] as const;

/**
 * /finances/post-invoices/{state}: the post-ad-manager's campaigns by invoice state. Charging
 * locks a campaign's positions (spec 3 §2.2); cancelling a charge and charging by hand are
 * offered where the company's feature toggles allow.
 */
export function PostInvoicesPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const confirm = useConfirm();
  const failed = useFailureToast();
  const refresh = useRefreshPost();
  const location = useLocation();
  const state = (location.pathname.split('/')[3] ?? 'OPEN') as (typeof STATES)[number];
  const companyId = useActingCompanyId();
  const toggles = useQuery(endpointQuery(postCampaignEndpoints.featureToggles, {}, companyId));
  const counts = useQuery(endpointQuery(postInvoiceEndpoints.counts, { query: {} }, companyId));
  const enabled = (key: string) =>
    toggles.data?.find((toggle) => toggle.key === key)?.value ?? false;
  const [busyId, setBusyId] = useState<number>();
  const list = useList({
    definition: postInvoiceList,
    listKey: `post-invoices-${state.toLowerCase().replace(/_/g, '-')}`,
    calls: postInvoiceEndpoints,
    query: (query: Record<string, unknown>) =>
      state === 'ALL' ? query : { ...query, invoiceState: state },
  });
  const base = usePostCampaignColumns();
  // Each invoicing action asks first, saying what it does (a charge locks the positions;
  // the stranger's walk charged a campaign with one click, issue 33 point 20).
  const act = (option: (typeof INVOICE_ACTIONS)[number], campaign: PostCampaign) =>
    confirm({
      title: `${t(`post.actions.${option.action}`)}: ${campaign.name}`,
      text: t(`post.confirmAction.${option.action}`, { name: campaign.name }),
      confirmLabel: t(`post.actions.${option.action}`),
      ...(option.action === 'cancelCharge' ? { tone: 'critical' as const } : {}),
      onConfirm: async () => {
        setBusyId(campaign.id);
        try {
          await call(postInvoiceEndpoints[option.action], { params: { id: campaign.id } });
          toast({ title: t(option.done, { name: campaign.name }), tone: 'positive' });
          await refresh();
        } catch (error) {
          failed(error);
        } finally {
          setBusyId(undefined);
        }
      },
    });
  const columns = [
    ...base,
    rowActionsColumn(createDataTableColumns<PostCampaign>(), t, {
      header: t('post.columns.actions'),
      nameOf: (campaign) => campaign.name,
      isBusy: (campaign) => busyId === campaign.id,
      actionsOf: (campaign) =>
        INVOICE_ACTIONS.filter(
          (option) =>
            (option.states as readonly PostInvoiceState[]).includes(campaign.invoiceState) &&
            (!option.needsBooking || POST_INVOICEABLE_STATUSES.includes(campaign.status)) &&
            enabled(option.feature),
        ).map((option) => ({
          id: option.action,
          label: t(`post.actions.${option.action}`),
          tone: option.action === 'cancelCharge' ? ('critical' as const) : ('neutral' as const),
          onAction: () => void act(option, campaign),
        })),
    }),
  ];
  return (
    <ListView
      list={list}
      columns={columns}
      getRowHref={(campaign) => campaignBase(campaign)}
      routeTabs={{
        'aria-label': t('post.columns.invoiceState'),
        tabs: STATES.map((id) => ({
          id,
          label: id === 'ALL' ? t('statuses.ALL') : t(`post.invoiceStates.${id}`),
          ...(counts.data
            ? {
                count:
                  id === 'ALL'
                    ? Object.values(counts.data).reduce((sum, count) => sum + count, 0)
                    : (counts.data[id] ?? 0),
              }
            : {}),
        })),
        selectedId: state,
        pathFor: (id) => `/finances/post-invoices/${id}`,
        search: location.searchStr,
      }}
    />
  );
}
