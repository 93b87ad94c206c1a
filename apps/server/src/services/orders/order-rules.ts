import type { CampaignStatus } from '@adconsole/api/contracts';
import { defineTransitions } from '../../kit/transitions.ts';

// The orders' rules that are tables: the status tabs each caller sees (spec 3 §2.1), the stages
// behind each tab, and the campaign status moves (DOMAIN.md §3 state machine).

// The tab rules (which tabs a caller sees, the tab a list opens on, the stages behind a tab)
// live in @adconsole/api (contracts/tabs.ts, the stages in contracts/orders.ts) beside the
// tabs' sorts: one home for server and console.
export {
  BOOKED_STAGES,
  defaultOrderTab as defaultTab,
  mayBookCampaigns,
  OFFERED_STAGES,
  orderTabStages as stagesOf,
  visibleOrderTabs as visibleTabs,
} from '@adconsole/api/contracts';

/** Staff who handle orders: book, sell (a task's new order) or administer. */
export const STAFF_ROLES = ['BOOK_CAMPAIGNS', 'SALES', 'ADMIN'] as const;

type Roles = ReadonlySet<string>;

/** A self-booking customer: SELF_BOOKING without any staff role (books list price, own account). */
export const isSelfBookingCustomer = (roles: Roles) =>
  roles.has('SELF_BOOKING') && !STAFF_ROLES.some((role) => roles.has(role));

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
