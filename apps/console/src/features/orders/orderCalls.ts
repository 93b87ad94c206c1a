import { ORDER_TAB_STATUSES, orderEndpoints } from '@adconsole/api';

/** The campaigns call's query of a tab: the order service filters by the tab (ALL: none). */
export function campaignTabQuery(query: Record<string, unknown>, state: { status: string }) {
  return state.status === 'ALL' ? query : { ...query, tab: state.status };
}

/**
 * A tab's count out of the campaign counts by status: the statuses the order service shows in
 * that tab (`ORDER_TAB_STATUSES`), every status for ALL.
 */
export function tabCount(tab: string, counts: Readonly<Record<string, number>>): number {
  const statuses: readonly string[] =
    ORDER_TAB_STATUSES[tab as keyof typeof ORDER_TAB_STATUSES] ?? Object.keys(counts);
  return statuses.reduce((sum, status) => sum + (counts[status] ?? 0), 0);
}

/** The tab a campaign of a status is listed in first (its page's links when opened from ALL). */
export function tabOfStatus(status: string): string {
  const entry = Object.entries(ORDER_TAB_STATUSES).find(([, statuses]) =>
    (statuses as readonly string[]).includes(status),
  );
  return entry?.[0] ?? 'ALL';
}

/** A campaign record's calls, as its form pages take them (the order desk's and self-booking's). */
export const campaignRecordCalls = {
  get: orderEndpoints.ordersCampaignRecord,
  create: orderEndpoints.ordersCampaignCreate,
  update: orderEndpoints.ordersCampaignUpdate,
};
