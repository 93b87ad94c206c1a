import {
  defaultOrderTab,
  type OrderListStatus,
  orderTabSort,
  type Role,
  type SortOrder,
  seesSelfBookingTabs,
  visibleOrderTabs,
} from '@adconsole/api';

// The order tabs' rules live in @adconsole/api (tabs.ts), shared with the server; these are the
// campaign list's names for them.

/** An order list tab (spec 3 §3 "Order list statuses"). */
export type OrderTab = OrderListStatus;

/** Who sees the self-booking tab set and books on the self-booking screens (spec 3 §2.1). */
export const isSelfBooking = (roles: ReadonlySet<Role>) => seesSelfBookingTabs(roles);

/** The campaign list's tabs for a user. */
export const campaignTabs = (roles: ReadonlySet<Role>): OrderTab[] =>
  visibleOrderTabs('campaigns', roles);

/** "Default tab is RUNNING for users who may book campaigns, otherwise ALL" (spec 3 §2.1). */
export const defaultCampaignTab = (roles: ReadonlySet<Role>): OrderTab =>
  defaultOrderTab('campaigns', roles);

/** A tab's default sort, as the kit's lists take it: the rule of `orderTabSort` (@adconsole/api). */
export function campaignTabSort(tab: string): readonly ['startDate' | 'endDate', SortOrder] {
  const { sort, order } = orderTabSort(tab as OrderListStatus);
  return [sort, order];
}
