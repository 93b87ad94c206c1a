import {
  BROADCAST_STAGES,
  type CampaignStatus,
  ORDER_LIST_STATUSES,
  type OrderListStatus,
  type OrderPositionsType,
} from '@adconsole/api/contracts';
import { defineTransitions } from '../../kit/transitions.ts';

// The orders' rules that are tables: the status tabs each caller sees (spec 3 §2.1), the stages
// behind each tab, and the campaign status moves (DOMAIN.md §3 state machine).

/** Roles of the order desk that book for customers (spec 3 §6 "book-campaigns"). */
export const BOOKING_ROLES = ['BOOK_CAMPAIGNS', 'ADMIN'] as const;
/** Staff who handle orders: book, sell (a task's new order) or administer. */
export const STAFF_ROLES = ['BOOK_CAMPAIGNS', 'SALES', 'ADMIN'] as const;

type Roles = ReadonlySet<string>;

/** Spec 3 §2.1: "Default tab is RUNNING for users who may book campaigns". */
export const mayBookCampaigns = (roles: Roles) => BOOKING_ROLES.some((role) => roles.has(role));

/** A self-booking customer: SELF_BOOKING without any staff role (books list price, own account). */
export const isSelfBookingCustomer = (roles: Roles) =>
  roles.has('SELF_BOOKING') && !STAFF_ROLES.some((role) => roles.has(role));

/**
 * The tabs a caller sees for a positions type (spec 3 §2.1 "Tab filtering"): users with
 * self-booking hide DRAFTS and APPROVALS and see PREPAYMENT; users without self-booking hide
 * PREPAYMENT; print hides RUNNING; TV and radio hide DRAFTS and APPROVALS (and list the stages
 * of spec 3 §3: ALL, OFFERED, PREPAYMENT, BOOKED, RUNNING, ARCHIVED).
 */
export function visibleTabs(positionsType: OrderPositionsType, roles: Roles): OrderListStatus[] {
  const broadcast = positionsType === 'radio-positions' || positionsType === 'tv-positions';
  const base: readonly OrderListStatus[] = broadcast ? BROADCAST_STAGES : ORDER_LIST_STATUSES;
  const selfBooking = roles.has('SELF_BOOKING');
  return base.filter((tab) => {
    if (selfBooking && (tab === 'DRAFTS' || tab === 'APPROVALS')) return false;
    if (!selfBooking && tab === 'PREPAYMENT') return false;
    if (positionsType === 'print-positions' && tab === 'RUNNING') return false;
    if (broadcast && (tab === 'DRAFTS' || tab === 'APPROVALS')) return false;
    return true;
  });
}

/**
 * The tab a list opens on. Campaigns (spec 3 §2.1): RUNNING for users who may book campaigns,
 * otherwise ALL. Per medium (spec 3 §2.1 / §4 default statuses): digital running, print booked,
 * radio and TV all; point of sale (not given) as campaigns. A default the caller does not see
 * falls back to ALL.
 */
export function defaultTab(positionsType: OrderPositionsType, roles: Roles): OrderListStatus {
  const wanted: OrderListStatus =
    positionsType === 'digital-positions'
      ? 'RUNNING'
      : positionsType === 'print-positions'
        ? 'BOOKED'
        : positionsType === 'radio-positions' || positionsType === 'tv-positions'
          ? 'ALL'
          : mayBookCampaigns(roles)
            ? 'RUNNING'
            : 'ALL';
  return visibleTabs(positionsType, roles).includes(wanted) ? wanted : 'ALL';
}

/** The positions' stages (migration 0013 `order_stage`) behind a tab; ALL: every one. */
export function stagesOf(tab: OrderListStatus): string[] | null {
  if (tab === 'ALL') return null;
  if (tab === 'UNFINISHED') return ['DRAFTS', 'APPROVALS'];
  return [tab];
}

/** Campaigns and positions whose campaign is booked, and those only offered (calendar, conflicts). */
export const BOOKED_STAGES = ['BOOKED', 'PREPAYMENT', 'RUNNING'] as const;
export const OFFERED_STAGES = ['OFFERED', 'DRAFTS', 'APPROVALS'] as const;

const staff = [...STAFF_ROLES];

/**
 * The campaign status moves (DOMAIN.md §3: DRAFT → PENDING_APPROVAL → OFFERED; from OFFERED →
 * BOOKED, OFFER_DENIED or ALTERNATE_QUOTE; BOOKED → PREPAYMENT → BOOKED once paid; BOOKED →
 * PERFORMANCE at the start date → ARCHIVED once ended and invoiced).
 */
export const campaignStatusMoves = defineTransitions<CampaignStatus>('A campaign', [
  {
    from: 'DRAFT',
    to: 'PENDING_APPROVAL',
    roles: [...staff, 'SELF_BOOKING'],
    because: 'A draft is submitted for approval (the self-booking flow ends here)',
  },
  {
    from: 'DRAFT',
    to: 'OFFERED',
    roles: staff,
    because: 'Staff send their own draft to the customer as an offer',
  },
  {
    from: 'PENDING_APPROVAL',
    to: 'OFFERED',
    roles: staff,
    because: 'Staff approve a submitted order: it becomes an offer at the submitted prices',
  },
  {
    from: 'PENDING_APPROVAL',
    to: 'DRAFT',
    roles: staff,
    because: 'Staff send a submitted order back to be changed',
  },
  {
    from: ['OFFERED', 'ALTERNATE_QUOTE'],
    to: 'BOOKED',
    roles: staff,
    because: 'The customer accepts the offer',
  },
  {
    from: ['OFFERED', 'ALTERNATE_QUOTE'],
    to: 'OFFER_DENIED',
    roles: staff,
    because: 'The customer declines the offer',
  },
  {
    from: 'OFFERED',
    to: 'ALTERNATE_QUOTE',
    roles: staff,
    because: 'The customer asks for an alternative; the offer is quoted again',
  },
  {
    from: 'BOOKED',
    to: 'PREPAYMENT',
    roles: staff,
    because: 'The account must pay before the campaign runs',
  },
  {
    from: 'PREPAYMENT',
    to: 'BOOKED',
    roles: [...staff, 'PAYMENTS', 'ADMIN_INVOICE'],
    because: 'The prepayment has arrived',
  },
  {
    from: 'BOOKED',
    to: 'PERFORMANCE',
    roles: staff,
    because: 'The start date is reached: the campaign runs',
  },
  {
    from: 'PERFORMANCE',
    to: 'ARCHIVED',
    roles: [...staff, 'ADMIN_INVOICE'],
    because: 'The campaign has ended and is invoiced',
  },
]);

/** Campaign statuses whose fields and positions no one changes any more. */
export const CLOSED_STATUSES: readonly CampaignStatus[] = ['ARCHIVED', 'OFFER_DENIED'];
