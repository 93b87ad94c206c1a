import type { CampaignStatus } from '@adconsole/api';

/**
 * The campaign statuses an order tab shows (spec 3 §3: order list statuses over campaign
 * statuses). RUNNING and UNFINISHED are stages of booked campaigns, not statuses of their own.
 */
const TAB_STATUSES: Record<string, readonly CampaignStatus[]> = {
  OFFERED: ['OFFERED', 'ALTERNATE_QUOTE', 'OFFER_DENIED'],
  DRAFTS: ['DRAFT'],
  APPROVALS: ['PENDING_APPROVAL'],
  PREPAYMENT: ['PREPAYMENT'],
  BOOKED: ['BOOKED'],
  RUNNING: ['PERFORMANCE'],
  ARCHIVED: ['ARCHIVED'],
  UNFINISHED: ['DRAFT', 'PENDING_APPROVAL'],
};

/** The campaigns call's query of a tab. */
export function campaignTabQuery(query: Record<string, unknown>, state: { status: string }) {
  const [status] = TAB_STATUSES[state.status] ?? [];
  return status ? { ...query, status } : query;
}

/** A tab's count out of the counts by status. */
export function tabCount(tab: string, counts: Readonly<Record<string, number>>): number {
  const statuses = TAB_STATUSES[tab] ?? Object.keys(counts);
  return statuses.reduce((sum, status) => sum + (counts[status] ?? 0), 0);
}
