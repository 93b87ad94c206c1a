import { type OrderListStatus, orderTabSort, type Role, type SortOrder } from '@adconsole/api';
import {
  BROADCAST_STAGES,
  ORDER_LIST_STATUSES,
  PRINT_ORDER_STATUSES,
} from '../../routes/table/statuses.ts';

/** An order list tab (spec 3 §3 "Order list statuses"). */
export type OrderTab = (typeof ORDER_LIST_STATUSES)[number];

/** Who sees the self-booking tab set (spec 3 §2.1). */
export const isSelfBooking = (roles: ReadonlySet<Role>) => roles.has('SELF_BOOKING');

/** "Users who may book campaigns" (spec 3 §2.1, §6): they open the campaigns on RUNNING. */
export const mayBookCampaigns = (roles: ReadonlySet<Role>) =>
  roles.has('BOOK_CAMPAIGNS') || roles.has('ADMIN');

/**
 * The tabs of a role (spec 3 §2.1): "users with self-booking hide DRAFTS and APPROVALS and see
 * PREPAYMENT; users without self-booking hide PREPAYMENT".
 */
export function tabsForRoles<Tab extends string>(
  tabs: readonly Tab[],
  roles: ReadonlySet<Role>,
): Tab[] {
  const hidden: readonly string[] = isSelfBooking(roles) ? ['DRAFTS', 'APPROVALS'] : ['PREPAYMENT'];
  return tabs.filter((tab) => !hidden.includes(tab));
}

/** The campaign list's tabs for a user. */
export const campaignTabs = (roles: ReadonlySet<Role>): OrderTab[] =>
  tabsForRoles(ORDER_LIST_STATUSES, roles);

/** "Default tab is RUNNING for users who may book campaigns, otherwise ALL" (spec 3 §2.1). */
export const defaultCampaignTab = (roles: ReadonlySet<Role>): OrderTab =>
  mayBookCampaigns(roles) ? 'RUNNING' : 'ALL';

/** A tab's default sort, as the kit's lists take it: the rule of `orderTabSort` (@adconsole/api). */
export function campaignTabSort(tab: string): readonly ['startDate' | 'endDate', SortOrder] {
  const { sort, order } = orderTabSort(tab as OrderListStatus);
  return [sort, order];
}

/** The media of the positions lists, by the path of /orders/{medium}/{status}. */
export const POSITION_MEDIA = ['digital', 'print', 'radio', 'tv', 'pos'] as const;
export type PositionMedium = (typeof POSITION_MEDIA)[number];

/**
 * A medium's stage tabs (spec 3 §2.1): "Print hides RUNNING. TV and radio hide DRAFTS and
 * APPROVALS" (their stages are those of spec 3 §3), and the self-booking rule over all of them.
 */
export function positionTabs(medium: PositionMedium, roles: ReadonlySet<Role>): OrderTab[] {
  const base: readonly OrderTab[] =
    medium === 'print'
      ? PRINT_ORDER_STATUSES
      : medium === 'radio' || medium === 'tv'
        ? BROADCAST_STAGES
        : ORDER_LIST_STATUSES;
  return tabsForRoles(base, roles);
}
