/** Path parameter values of spec 1 §2 and spec 3 §3; anything else shows not-found. */

/** Order list statuses (spec 3): the tabs of /orders/digital and the campaign types. */
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

/** Print orders have no running tab. */
export const PRINT_ORDER_STATUSES = ORDER_LIST_STATUSES.filter((status) => status !== 'RUNNING');

/** Stages of radio and TV orders (spec 3). */
export const BROADCAST_STAGES = [
  'ALL',
  'OFFERED',
  'PREPAYMENT',
  'BOOKED',
  'RUNNING',
  'ARCHIVED',
] as const;

/** Campaign statuses of post campaigns (spec 3). */
export const CAMPAIGN_STATUSES = [
  'ALL',
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

/** Position list types of /orders/{positionsType}/{status} (spec 1 §2.6). */
export const POSITION_LIST_TYPES = [
  'print-positions',
  'digital-positions',
  'radio-positions',
  'tv-positions',
  'campaigns',
  'point-of-sale-positions',
] as const;

/** Approval states of digital operations; the list starts at PENDING_APPROVAL. */
export const APPROVAL_STATES = ['PENDING_APPROVAL', 'APPROVED', 'REJECTED'] as const;

/** Operations campaign statuses (spec 3); campaign management leaves out PENDING_APPROVAL. */
export const OPERATIONS_CAMPAIGN_STATUSES = [
  'ALL',
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
export const CAMPAIGN_MANAGEMENT_STATUSES = OPERATIONS_CAMPAIGN_STATUSES.filter(
  (status) => status !== 'PENDING_APPROVAL',
);

/** Quality-assurance check types (spec 3); the screen starts at START. */
export const CHECK_TYPES = [
  'ALL',
  'START',
  'DELIVERY_RATE',
  'CTR',
  'VIEWABILITY',
  'HIDDEN',
  'FINISHED',
] as const;

/** Print operations: the position statuses (spec 3) and the physical proofs list. */
export const PRINT_OPERATIONS_STATUSES = [
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
  'PHYSICAL_PROOFS',
] as const;

/** Invoice states of the finances lists; the list starts at OPEN (spec 1 §4). */
export const INVOICE_STATES = ['OPEN', 'CHARGED', 'MANUALLY_CHARGED', 'ALL'] as const;

/** Every value above, for the texts of the status crumbs. */
export const ROUTE_STATUSES = [
  ...new Set<string>([
    ...ORDER_LIST_STATUSES,
    ...CAMPAIGN_STATUSES,
    ...APPROVAL_STATES,
    ...OPERATIONS_CAMPAIGN_STATUSES,
    ...CHECK_TYPES,
    ...PRINT_OPERATIONS_STATUSES,
    ...INVOICE_STATES,
  ]),
];

/** Post campaign position types (spec 3 §3): the positions step's optional type. */
export const POST_POSITION_TYPES = [
  'DIGITAL',
  'UNADDRESSED_MAILING',
  'SERVICE',
  'EMAIL',
  'ADDRESSED_MAILING',
  'DISCOUNT',
  'ONLINE',
] as const;
