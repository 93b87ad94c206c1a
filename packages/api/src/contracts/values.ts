import type { OrderPositionsType } from './orders.ts';

// Plain value lists (statuses, tabs, currencies, languages) that other modules read without
// the schemas beside them (issue 36): a module that imports one value loads the whole module
// it comes from, so the route table (in the signed-in frame) and the contracts that share a
// list import it from here and no area's contracts come along. Each area's contract module
// re-exports its own, so readers keep importing them from there.

/** Campaign statuses of spec 3 §3. */
export const CAMPAIGN_STATUSES = [
  'OFFERED',
  'OFFER_DENIED',
  'ALTERNATE_QUOTE',
  'BOOKED',
  'PERFORMANCE',
  'DRAFT',
  'PENDING_APPROVAL',
  'ARCHIVED',
  'PREPAYMENT',
] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** Digital position statuses of spec 3 §3 (ALL is a list tab, no status). */
export const DIGITAL_POSITION_STATUSES = [
  'READY_TO_PUSH',
  'PUSH_UPDATE',
  'CREATIVE_PENDING',
  'PENDING_APPROVAL',
  'CREATIVE_REQUESTED',
  'CREATIVE_RECEIVED',
  'PENDING',
  'READY',
  'RUNNING',
  'ISSUES',
  'FINISHED',
  'HIDDEN',
  'DELETED',
  'DECLINED',
] as const;

/** Order list statuses of spec 3 §3: the tabs of the campaign and position lists. */
export const ORDER_LIST_STATUSES = [
  'ALL',
  'OFFERED',
  'DRAFTS',
  'APPROVALS',
  'PREPAYMENT',
  'BOOKED',
  'RUNNING',
  'ARCHIVED',
  'UNFINISHED',
] as const;
export type OrderListStatus = (typeof ORDER_LIST_STATUSES)[number];

/** The status tabs of the operations lists: ALL and every digital position status. */
export const OPERATIONS_STATUSES = ['ALL', ...DIGITAL_POSITION_STATUSES] as const;
export type OperationsStatus = (typeof OPERATIONS_STATUSES)[number];

/** Quality-check types of spec 3 §3 (ALL is a tab). */
export const CHECK_TYPES = [
  'ALL',
  'START',
  'DELIVERY_RATE',
  'CTR',
  'VIEWABILITY',
  'HIDDEN',
  'FINISHED',
] as const;
export type CheckType = (typeof CHECK_TYPES)[number];

export const APPROVAL_STATES = ['PENDING_APPROVAL', 'APPROVED', 'REJECTED'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

/** Stages for radio and TV (spec 3 §3). */
export const BROADCAST_STAGES = [
  'ALL',
  'OFFERED',
  'PREPAYMENT',
  'BOOKED',
  'RUNNING',
  'ARCHIVED',
] as const satisfies readonly OrderListStatus[];

/** The positions types that list positions (every one but campaigns). */
export const POSITION_LIST_TYPES = [
  'print-positions',
  'digital-positions',
  'radio-positions',
  'tv-positions',
  'point-of-sale-positions',
] as const satisfies readonly OrderPositionsType[];
export type PositionListType = (typeof POSITION_LIST_TYPES)[number];

/** The tabs of /print-operations/print/{status}: the print statuses and ALL (spec 3 §3). */
export const PRINT_OPERATIONS_TABS = [
  'READY_TO_PUSH',
  'CREATIVE_PENDING',
  'CREATIVE_REQUESTED',
  'CREATIVE_RECEIVED',
  'READY',
  'PROOFS',
  'FINISHED',
  'ALL',
  'DELETED',
  'AUTO_HIDDEN',
  'MANUAL_HIDDEN',
] as const;
export type PrintOperationsTab = (typeof PRINT_OPERATIONS_TABS)[number];

export const DISPATCH_STATES = ['PLANNED', 'CONFIRMED', 'SENT', 'CANCELLED'] as const;

/** The tabs of /analog-operations/inventory-management/dispatch/{state}. */
export const DISPATCH_TABS = ['ALL', ...DISPATCH_STATES] as const;

/** Spec 3 §3: position types. */
export const POST_POSITION_TYPES = [
  'DIGITAL',
  'UNADDRESSED_MAILING',
  'SERVICE',
  'EMAIL',
  'ADDRESSED_MAILING',
  'DISCOUNT',
  'ONLINE',
] as const;
export type PostPositionType = (typeof POST_POSITION_TYPES)[number];

export const CURRENCIES = ['CHF', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The interface languages (spec 1 §1), also the language of a user's mails. */
export const USER_LANGUAGES = ['de', 'en', 'fr', 'it'] as const;
export type UserLanguage = (typeof USER_LANGUAGES)[number];

/**
 * `/reporting/{type}` (issue 43): what a report is about. Here, apart from the reporting
 * contract's schemas, since the console's route table (in the signed-in frame) checks the type.
 */
export const REPORT_TYPES = ['campaign', 'position', 'invoice', 'delivery'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** A print position's colour mode and size type (spec 3 §3): print operations' and the print
 * products' settings (the settings' contracts read them here, without print operations'). */
export const COLOR_MODES = ['BLACK_AND_WHITE', 'COLOR', 'NONE'] as const;
export const SIZE_TYPES = ['FIXED_SIZE', 'DYNAMIC_SIZE', 'TEMPLATE'] as const;

/** The documents of a campaign the agency dashboard lists (issue 39; DOMAIN2 §9.1). */
export const DOCUMENT_TYPES = ['OFFER', 'CONFIRMATION', 'INVOICE', 'CREDIT_NOTE', 'PROOF'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
