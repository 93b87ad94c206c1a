import { type Campaign, campaignEndpoints, orderEndpoints, type Role } from '@adconsole/api';
import type { Language } from '@adconsole/i18n';
import { Button, createDataTableColumns, PlusIcon } from '@adconsole/ui';
import { useNavigate } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpoint } from '../../kit/endpointQuery.ts';
import { ListView } from '../../kit/ListView.tsx';
import {
  defineList,
  lookupParam,
  recordParam,
  tabParam,
  textParam,
} from '../../kit/listDefinition.ts';
import { useList } from '../../kit/useList.ts';
import { useSignedInContext } from '../../routes/useSignedInContext.ts';
import { useTableParams } from '../../routes/useTableParams.ts';
import type { loadAccountOptions } from '../crm/crmLookups.ts';
import { campaignFactColumns } from './CampaignList.tsx';
import { campaignTabQuery, tabCount } from './orderCalls.ts';
import {
  campaignTabSort,
  campaignTabs,
  defaultCampaignTab,
  isSelfBooking,
  type OrderTab,
} from './orderTabs.ts';

// The account filter's search loads the CRM's account calls (their contract, 3.9 kB) when the
// user first types in it, not with the list, which shows no account search at first (issue 36).
const loadAccounts: ReturnType<typeof loadAccountOptions> = async (text, options) =>
  (await import('../crm/crmLookups.ts')).loadAccountOptions()(text, options);

/** The list of a tab set and default tab (one per kind of user; made once each). */
function campaignListOf(tabs: readonly OrderTab[], initial: OrderTab) {
  return defineList({
    params: {
      status: tabParam(tabs, { initial, fallback: 'ALL', query: null }),
      searchQuery: textParam({ filter: 'orders.filters.search' }),
      account: lookupParam({
        query: 'accountId',
        filter: 'orders.filters.account',
        loadOptions: loadAccounts,
      }),
      campaignType: recordParam({
        url: 'type',
        query: 'campaignTypeId',
        filter: 'orders.filters.type',
      }),
    },
    sort: {
      fields: ['startDate', 'endDate', 'name', 'status', 'total', 'updatedAt'],
      field: 'startDate',
      order: 'ASC',
    },
    tabs: {
      param: 'status',
      values: tabs,
      label: (tab) => `statuses.${tab}`,
      sortOf: campaignTabSort,
      countOf: tabCount,
    },
    pageSizes: [20, 50, 100],
  });
}
const lists = new Map<string, ReturnType<typeof campaignListOf>>();
function campaignListFor(roles: ReadonlySet<Role>) {
  const tabs = campaignTabs(roles);
  const initial = defaultCampaignTab(roles);
  const key = `${tabs.join()}:${initial}`;
  const known = lists.get(key);
  if (known) return known;
  const list = campaignListOf(tabs, initial);
  lists.set(key, list);
  return list;
}

export function campaignColumns(t: TFunction, language: Language) {
  const own = createDataTableColumns<Campaign>();
  return [
    own.accessor('name', {
      id: 'name',
      header: t('orders.campaigns.columns.name'),
      meta: { width: 'minmax(14rem, 2fr)' },
    }),
    ...campaignFactColumns(t, language, 'orders.campaigns'),
  ];
}

/**
 * /orders/campaigns (spec 3 §2.1): the agency's campaigns in the order tabs of the user's role,
 * the tab in `status` (RUNNING first for users who book, else ALL; an unknown one is ALL), each
 * tab in its own order, the status colours of spec 3 §3.
 */
export function CampaignsPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const { roles } = useSignedInContext();
  const navigate = useNavigate();
  const definition = campaignListFor(roles);
  const types = useEndpoint(orderEndpoints.ordersCampaignTypes, {});
  const choices = useMemo(
    () => ({
      campaignType: (types.data?.items ?? []).map((type) => ({
        id: String(type.id),
        label: type.name,
      })),
    }),
    [types.data],
  );
  const list = useList({
    definition,
    listKey: 'orders-campaigns',
    calls: campaignEndpoints,
    query: campaignTabQuery,
    choices,
  });
  const tab = definition.tabOf(list.state) ?? 'ALL';
  const columns = useMemo(() => campaignColumns(t, language), [t, language]);
  // A submitted self-booking opens in the customer's own flow; the others on their overview.
  const hrefOf = (campaign: Campaign) =>
    isSelfBooking(roles) && (campaign.status === 'DRAFT' || campaign.status === 'PENDING_APPROVAL')
      ? `/orders/campaigns/sb/${campaign.id}`
      : `/orders/campaigns/${tab}/${campaign.id}/overview`;
  return (
    <ListView
      list={list}
      columns={columns}
      getRowHref={hrefOf}
      actions={
        <Button
          icon={<PlusIcon />}
          onPress={() =>
            void navigate({
              href: isSelfBooking(roles)
                ? '/orders/campaigns/sb/new-order/campaign'
                : '/orders/campaigns/OFFERED/new-order',
            })
          }
        >
          {t(isSelfBooking(roles) ? 'orders.actions.selfBook' : 'orders.actions.newOrder')}
        </Button>
      }
    />
  );
}

/**
 * /orders/campaigns/{type}: the campaigns in the tab of that type (spec 3 §2.1: "for campaigns a
 * tab is active when the type route parameter equals the status"); the list keeps its tab in
 * `?status=`.
 */
export function CampaignTypePage() {
  const navigate = useNavigate();
  const { type } = useTableParams<'orders.campaignType'>();
  useEffect(() => {
    void navigate({ href: `/orders/campaigns?status=${type ?? 'ALL'}`, replace: true });
  }, [navigate, type]);
  return null;
}
