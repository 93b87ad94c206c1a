import type { ORDER_TAB_SORT_FIELDS, OrderPositionsType } from './orders.ts';
import type { PostInvoiceState } from './post-campaigns.ts';
// Types only from the task contract: its schemas stay out of every page that reads a tab rule
// (the signed-in frame reads them through the route table, issue 36).
import type { TaskStatus } from './tasks.ts';
import {
  BROADCAST_STAGES,
  CAMPAIGN_STATUSES,
  OPERATIONS_STATUSES,
  type OperationsStatus,
  ORDER_LIST_STATUSES,
  type OrderListStatus,
  PRINT_OPERATIONS_TABS,
} from './values.ts';

// The status tab sets of the lists, their defaults and who sees which tab: one home for the
// console's route table and screens and the server (issue 34 "One home per rule"), with the
// tabs' default sorts (`orderTabSort` / `operationsTabSort`, LIST_TAB_SORT).

type Roles = ReadonlySet<string>;

/** Roles that book campaigns for customers (spec 3 §6 "book-campaigns"). */
export const CAMPAIGN_BOOKING_ROLES = ['BOOK_CAMPAIGNS', 'ADMIN'] as const;

/** "Users who may book campaigns" (spec 3 §2.1, §6): they open the campaigns on RUNNING. */
export const mayBookCampaigns = (roles: Roles) =>
  CAMPAIGN_BOOKING_ROLES.some((role) => roles.has(role));

/** Who sees the self-booking tab set (spec 3 §2.1). */
export const seesSelfBookingTabs = (roles: Roles) => roles.has('SELF_BOOKING');

/** Print orders have no running tab (spec 3 §2.1 "Print hides RUNNING"). */
export const PRINT_ORDER_TABS = ORDER_LIST_STATUSES.filter((status) => status !== 'RUNNING');

/** The tabs of a positions type before the role rule: print, radio and TV have their own. */
export function orderTabsOf(positionsType: OrderPositionsType): readonly OrderListStatus[] {
  if (positionsType === 'print-positions') return PRINT_ORDER_TABS;
  if (positionsType === 'radio-positions' || positionsType === 'tv-positions') {
    return BROADCAST_STAGES;
  }
  return ORDER_LIST_STATUSES;
}

/**
 * The tabs a user sees for a positions type (spec 3 §2.1 "Tab filtering"): "users with
 * self-booking hide DRAFTS and APPROVALS and see PREPAYMENT; users without self-booking hide
 * PREPAYMENT"; "Print hides RUNNING. TV and radio hide DRAFTS and APPROVALS".
 */
export function visibleOrderTabs(
  positionsType: OrderPositionsType,
  roles: Roles,
): OrderListStatus[] {
  const hidden: readonly OrderListStatus[] = seesSelfBookingTabs(roles)
    ? ['DRAFTS', 'APPROVALS']
    : ['PREPAYMENT'];
  return orderTabsOf(positionsType).filter((tab) => !hidden.includes(tab));
}

/**
 * The tab a positions list opens on whatever the role (spec 3 §2.1 / §4 default statuses):
 * digital running, print booked, radio and TV all. Campaigns and point of sale depend on the
 * role: see `defaultOrderTab`.
 */
export const POSITION_DEFAULT_TABS = {
  'digital-positions': 'RUNNING',
  'print-positions': 'BOOKED',
  'radio-positions': 'ALL',
  'tv-positions': 'ALL',
} as const satisfies Partial<Record<OrderPositionsType, OrderListStatus>>;

/**
 * The tab a list opens on for a user. Campaigns (spec 3 §2.1): "Default tab is RUNNING for users
 * who may book campaigns, otherwise ALL"; the media as POSITION_DEFAULT_TABS. A default the user
 * does not see falls back to ALL.
 */
export function defaultOrderTab(positionsType: OrderPositionsType, roles: Roles): OrderListStatus {
  const wanted: OrderListStatus =
    positionsType in POSITION_DEFAULT_TABS
      ? POSITION_DEFAULT_TABS[positionsType as keyof typeof POSITION_DEFAULT_TABS]
      : mayBookCampaigns(roles)
        ? 'RUNNING'
        : 'ALL';
  return visibleOrderTabs(positionsType, roles).includes(wanted) ? wanted : 'ALL';
}

/** The status tabs of a campaigns list: ALL and every campaign status (spec 3 §3). */
export const CAMPAIGN_STATUS_TABS = ['ALL', ...CAMPAIGN_STATUSES] as const;

/** Campaign management's tabs: the operations tabs but PENDING_APPROVAL (the approval screen's). */
export const CAMPAIGN_MANAGEMENT_TABS = OPERATIONS_STATUSES.filter(
  (status) => status !== 'PENDING_APPROVAL',
);

/** /print-operations/print/{status}: the print tabs and the physical proofs list. */
export const PRINT_OPERATIONS_ROUTE_TABS = [...PRINT_OPERATIONS_TABS, 'PHYSICAL_PROOFS'] as const;

/** Invoice states of the finances lists and the post invoices; the list starts at OPEN (spec 1 §4). */
export const INVOICE_TABS = ['OPEN', 'CHARGED', 'MANUALLY_CHARGED', 'ALL'] as const;
export const DEFAULT_INVOICE_TAB = 'OPEN' satisfies (typeof INVOICE_TABS)[number];

/**
 * The charged invoice states (spec 3 §2.2): "Positions are locked once the campaign invoice state
 * is charged or manually charged"; a charge is cancelled from them.
 */
export const CHARGED_INVOICE_STATES = [
  'CHARGED',
  'MANUALLY_CHARGED',
] as const satisfies readonly PostInvoiceState[];
export const isCharged = (state: string): boolean =>
  (CHARGED_INVOICE_STATES as readonly string[]).includes(state);

/** The print statuses of a position still waiting for its creative (the request mail lists them). */
export const PRINT_CREATIVE_MISSING_STATUSES = ['CREATIVE_PENDING', 'CREATIVE_REQUESTED'] as const;

/** The task statuses someone holds: in progress or snoozed (snoozed, done from them). */
export const HELD_TASK_STATUSES = [
  'IN_PROGRESS',
  'SNOOZED',
] as const satisfies readonly TaskStatus[];
/** The closed task statuses: done or archived (not assigned again, restored only if archived). */
export const CLOSED_TASK_STATUSES = ['DONE', 'ARCHIVED'] as const satisfies readonly TaskStatus[];
export const isTaskHeld = (status: string): boolean =>
  (HELD_TASK_STATUSES as readonly string[]).includes(status);
export const isTaskClosed = (status: string): boolean =>
  (CLOSED_TASK_STATUSES as readonly string[]).includes(status);

/**
 * What a status tab holds, which decides how it opens: one rule for every list of dated records
 * (campaigns, positions, operations).
 * - `queue`: work still to do (drafts, approvals, ready to push…): the soonest start first;
 * - `running`: what runs now: the one that ends soonest first;
 * - `archive`: what is done (archived, finished, declined): the newest first, by its end;
 * - `all`: every row: as the spec's "otherwise", the soonest start first.
 */
export const LIST_TAB_KINDS = ['queue', 'running', 'archive', 'all'] as const;
export type ListTabKind = (typeof LIST_TAB_KINDS)[number];

/**
 * The default sort of each kind of tab, spec 3 §2.1: "Sorting: by endDate for archived and
 * running, otherwise by startDate; descending for archived, ascending otherwise."
 */
export const LIST_TAB_SORT: Readonly<
  Record<ListTabKind, { sort: (typeof ORDER_TAB_SORT_FIELDS)[number]; order: 'ASC' | 'DESC' }>
> = {
  queue: { sort: 'startDate', order: 'ASC' },
  running: { sort: 'endDate', order: 'ASC' },
  archive: { sort: 'endDate', order: 'DESC' },
  all: { sort: 'startDate', order: 'ASC' },
};

/** The kind of each order tab (LIST_TAB_KINDS), which decides its default sort. */
export const ORDER_TAB_KINDS: Readonly<Record<OrderListStatus, ListTabKind>> = {
  ALL: 'all',
  OFFERED: 'queue',
  DRAFTS: 'queue',
  APPROVALS: 'queue',
  PREPAYMENT: 'queue',
  BOOKED: 'queue',
  RUNNING: 'running',
  ARCHIVED: 'archive',
  UNFINISHED: 'queue',
};

/** How an order tab sorts by default (spec 3 §2.1, LIST_TAB_SORT). */
export const orderTabSort = (tab: OrderListStatus) => LIST_TAB_SORT[ORDER_TAB_KINDS[tab]];

/** The kind of each operations status tab (LIST_TAB_KINDS), which decides its default sort. */
export const OPERATIONS_TAB_KINDS: Readonly<Record<OperationsStatus, ListTabKind>> = {
  ALL: 'all',
  READY_TO_PUSH: 'queue',
  PUSH_UPDATE: 'queue',
  CREATIVE_PENDING: 'queue',
  PENDING_APPROVAL: 'queue',
  CREATIVE_REQUESTED: 'queue',
  CREATIVE_RECEIVED: 'queue',
  PENDING: 'queue',
  READY: 'queue',
  RUNNING: 'running',
  ISSUES: 'running',
  HIDDEN: 'running',
  FINISHED: 'archive',
  DELETED: 'archive',
  DECLINED: 'archive',
};

/** How an operations status tab sorts by default (LIST_TAB_SORT). */
export const operationsTabSort = (status: OperationsStatus) =>
  LIST_TAB_SORT[OPERATIONS_TAB_KINDS[status]];
