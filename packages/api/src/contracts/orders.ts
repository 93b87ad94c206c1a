import { z } from 'zod/mini';
import {
  campaignSchema,
  HIDDEN_MODES,
  PAYMENT_STATUSES,
  POSITION_CREATIVE_STATUSES,
  POSITION_TYPES,
  PRINT_POSITION_STATUSES,
} from './campaigns.ts';
import { endpoint } from './endpoint.ts';
import { listOf, sortOrderSchema } from './lists.ts';
import { serverMessage } from './messages.ts';
import {
  offerMailPreviewSchema,
  offerMailSendSchema,
  offerMailSentSchema,
  offerWarningSchema,
} from './offer-mail.ts';
import { idSchema, pageOf, pageQueryShape } from './paging.ts';
import {
  bodyIdSchema,
  countInt,
  day,
  MAX_INTEGER,
  positiveInt,
  requiredText,
  text,
  timestamp,
  trimmedMultilineText,
  trimmedText,
  wholeNumber,
} from './primitives.ts';
import { countsSchema, idParamsSchema, versionSchema } from './resource.ts';
import { defaultValueSchema, KEY_TYPES } from './targeting.ts';
import {
  CAMPAIGN_STATUSES,
  type CampaignStatus,
  CURRENCIES,
  DIGITAL_POSITION_STATUSES,
  ORDER_LIST_STATUSES,
  type OrderListStatus,
  POSITION_LIST_TYPES,
  type PositionListType,
} from './values.ts';

export { BROADCAST_STAGES, POSITION_LIST_TYPES, type PositionListType } from './values.ts';

// The order service (issue 22; spec 3 §2.1, §3, §7 "orders"; spec 1 §2.6; DOMAIN.md §3): the
// status tabs of the campaign and position lists, the position lists per medium, a campaign's
// record, create, update, status moves, history, payment and overview, its positions with their
// price calculation, conflict detection, the booking calendar, the forecast, self-booking and
// the offer / order confirmation PDF. The read-only campaigns list (`campaignEndpoints` of
// campaigns.ts) is the campaigns tab list: it takes the `tab` filter below.

/**
 * Which campaign statuses each tab shows (the server's one table; README "Orders"). ALL shows
 * every status. UNFINISHED is a booking not yet finished: a draft or one waiting for approval
 * (the self-booking customer's view of DRAFTS and APPROVALS, which the spec hides from them).
 */
export const ORDER_TAB_STATUSES: Record<
  Exclude<OrderListStatus, 'ALL'>,
  readonly CampaignStatus[]
> = {
  OFFERED: ['OFFERED', 'ALTERNATE_QUOTE'],
  DRAFTS: ['DRAFT'],
  APPROVALS: ['PENDING_APPROVAL'],
  PREPAYMENT: ['PREPAYMENT'],
  BOOKED: ['BOOKED'],
  RUNNING: ['PERFORMANCE'],
  ARCHIVED: ['ARCHIVED', 'OFFER_DENIED'],
  UNFINISHED: ['DRAFT', 'PENDING_APPROVAL'],
};

/** The position types of the positions stage sub-header (spec 3 §2.1), campaigns among them. */
export const ORDER_POSITIONS_TYPES = [
  'print-positions',
  'digital-positions',
  'radio-positions',
  'tv-positions',
  'point-of-sale-positions',
  'campaigns',
] as const;
export type OrderPositionsType = (typeof ORDER_POSITIONS_TYPES)[number];

/** The medium of each positions list. */
export const POSITION_TYPE_OF_LIST: Record<PositionListType, (typeof POSITION_TYPES)[number]> = {
  'print-positions': 'PRINT',
  'digital-positions': 'DIGITAL',
  'radio-positions': 'RADIO',
  'tv-positions': 'TV',
  'point-of-sale-positions': 'POS',
};

/** The fields a tab's default sort is by (the order tabs' rule: `orderTabSort`, tabs.ts). */
export const ORDER_TAB_SORT_FIELDS = ['startDate', 'endDate'] as const;

/** The positions' stages (migration 0013 `order_stage`) behind a tab; ALL: every one (null). */
export function orderTabStages(tab: OrderListStatus): string[] | null {
  if (tab === 'ALL') return null;
  if (tab === 'UNFINISHED') return ['DRAFTS', 'APPROVALS'];
  return [tab];
}

/** Campaigns and positions whose campaign is booked, and those only offered (calendar, conflicts). */
export const BOOKED_STAGES = ['BOOKED', 'PREPAYMENT', 'RUNNING'] as const;
export const OFFERED_STAGES = ['OFFERED', 'DRAFTS', 'APPROVALS'] as const;

export const orderPositionsTypeSchema = z.enum(ORDER_POSITIONS_TYPES);
export const orderListStatusSchema = z.enum(ORDER_LIST_STATUSES);

/** One tab: its status, its count under the filters, and its default sort. */
export const orderTabSchema = z.object({
  value: orderListStatusSchema,
  count: countInt(),
  /** The count stopped at the cap (under filters a tab counts at most 1,000 positions: "1,000+"). */
  capped: z.boolean(),
  sort: z.enum(ORDER_TAB_SORT_FIELDS),
  order: z.enum(['ASC', 'DESC']),
});
export type OrderTab = z.infer<typeof orderTabSchema>;

/** The tabs a caller sees for a positions type (spec 3 §2.1 tab filtering), with counts. */
export const orderTabsSchema = z.object({
  positionsType: orderPositionsTypeSchema,
  tabs: z.array(orderTabSchema),
  /** RUNNING for users who may book campaigns, else ALL (campaigns); per medium: spec 3 §2.1. */
  defaultTab: orderListStatusSchema,
  /** The same counts as a record, for the list kit's tab counts. */
  counts: countsSchema,
});
export type OrderTabs = z.infer<typeof orderTabsSchema>;

const optionalDay = () => z.optional(day());

/** The filters the tabs count under (both the campaigns' and the positions' filters). */
export const orderTabFiltersSchema = z.strictObject({
  companyId: z.optional(idSchema),
  accountId: z.optional(idSchema),
  campaignTypeId: z.optional(idSchema),
  adMediumId: z.optional(idSchema),
  searchQuery: z.optional(trimmedText(100)),
  startDateFrom: optionalDay(),
  startDateTo: optionalDay(),
  endDateFrom: optionalDay(),
  endDateTo: optionalDay(),
  publicationDateFrom: optionalDay(),
  publicationDateTo: optionalDay(),
});

export const POSITION_SORT_FIELDS = [
  'startDate',
  'endDate',
  'publicationDate',
  'name',
  'netAmount',
] as const;

/**
 * A positions list's filters (spec 3 §3 position filter fields, plus the campaigns list's):
 * sort and order default to the tab's (spec 3 §2.1).
 */
export const positionListQuerySchema = z.strictObject({
  ...orderTabFiltersSchema.shape,
  campaignId: z.optional(idSchema),
  campaignPositionStatus: z.optional(
    z.enum([...new Set([...DIGITAL_POSITION_STATUSES, ...PRINT_POSITION_STATUSES])] as [
      string,
      ...string[],
    ]),
  ),
  sort: z.optional(z.enum(POSITION_SORT_FIELDS)),
  order: z.optional(sortOrderSchema),
  ...pageQueryShape(20),
});

export const positionListParamsSchema = z.strictObject({
  positionsType: z.enum(POSITION_LIST_TYPES),
  status: orderListStatusSchema,
});

const ref = z.object({ id: positiveInt(), name: z.string() });

/** A position as the lists per medium show it. Amounts are in the campaign's currency. */
export const positionListItemSchema = z.object({
  id: positiveInt(),
  name: z.string(),
  positionType: z.enum(POSITION_TYPES),
  campaign: z.object({
    id: positiveInt(),
    name: z.string(),
    status: z.enum(CAMPAIGN_STATUSES),
    typeCode: z.string(),
  }),
  advertiser: ref,
  adMedium: ref,
  product: ref,
  status: z.string(),
  creativeStatus: z.nullable(z.enum(POSITION_CREATIVE_STATUSES)),
  startDate: day(),
  endDate: day(),
  publicationDate: z.nullable(day()),
  quantity: z.number(),
  unit: z.string(),
  netAmount: z.number(),
  currency: z.enum(CURRENCIES),
});
export type PositionListItem = z.infer<typeof positionListItemSchema>;

/** Digital campaign statuses of spec 3 §3 (the operations' campaign lists; ALL: every one). */
export const DIGITAL_CAMPAIGN_LIST_STATUSES = ['ALL', ...DIGITAL_POSITION_STATUSES] as const;

/**
 * The digital campaign list filter of spec 3 §3: page and limit are required (spec 3 §5); a
 * campaign is listed when one of its digital positions has the status.
 */
export const digitalCampaignFilterSchema = z.strictObject({
  page: wholeNumber(0, MAX_INTEGER),
  limit: wholeNumber(1, 100),
  order: z._default(sortOrderSchema, 'ASC'),
  sort: z._default(z.enum(['startDate', 'endDate', 'name']), 'startDate'),
  searchQuery: z.optional(trimmedText(100)),
  companyId: z.optional(idSchema),
  startDateFrom: optionalDay(),
  startDateTo: optionalDay(),
  endDateFrom: optionalDay(),
  endDateTo: optionalDay(),
  adMediumId: z.optional(idSchema),
});

// --- A campaign's record ---

/** The price breakdown of a campaign or a position (DOMAIN.md §3: gross → discounts → BK → net → MWST). */
export const priceBreakdownSchema = z.object({
  currency: z.enum(CURRENCIES),
  /** Quantity × list price. */
  gross: z.number(),
  /** The discounts taken off gross (the account's discounts and a manual one). */
  discounts: z.number(),
  /** Agency commission (BK), when an agency books. */
  commission: z.number(),
  net: z.number(),
  vatRate: z.number(),
  vat: z.number(),
  total: z.number(),
});
export type PriceBreakdown = z.infer<typeof priceBreakdownSchema>;

/** One discount applied to a position, as snapshot when it was priced. */
export const appliedDiscountSchema = z.object({
  /** The CRM discount's name, or MANUAL. */
  name: z.string(),
  percent: z.number(),
  amount: z.number(),
});

/**
 * At most this many key-values (values over every key) per position: the ad server's 800
 * targeting criteria per entity (DOMAIN2 §6.1).
 */
export const POSITION_KEY_VALUE_MAX = 800;

/**
 * A digital position's key-values (DOMAIN §3, a digital position's targeting; issue 42): keys
 * of the company's targeting by name, each with the values chosen, under the ad server's rules.
 * The server checks each key is an active key of the company and, for a predefined key, each
 * value one of its values; a key twice is refused.
 */
export const positionKeyValuesSchema = /* @__PURE__ */ z.array(defaultValueSchema).check(
  z.superRefine((entries, context) => {
    const keys = new Set<string>();
    let criteria = 0;
    for (const [index, entry] of entries.entries()) {
      criteria += entry.values.length;
      if (entry.values.length === 0)
        context.addIssue({
          code: 'custom',
          message: serverMessage('required'),
          path: [index, 'values'],
          input: entry.values,
        });
      if (keys.has(entry.key.toLowerCase()))
        context.addIssue({
          code: 'custom',
          message: serverMessage('keyValueKeyTwice', { key: entry.key }),
          path: [index, 'key'],
          input: entry.key,
        });
      keys.add(entry.key.toLowerCase());
    }
    if (criteria > POSITION_KEY_VALUE_MAX)
      context.addIssue({
        code: 'custom',
        message: serverMessage('keyValueCriteriaTooMany', { max: POSITION_KEY_VALUE_MAX }),
        input: entries,
      });
  }),
);
export type PositionKeyValues = z.infer<typeof positionKeyValuesSchema>;

/** A key the booking may target: the company's active keys with their values. */
export const bookingKeySchema = z.object({
  name: z.string(),
  displayName: z.string(),
  keyType: z.enum(KEY_TYPES),
  values: z.array(z.string()),
});
export type BookingKey = z.infer<typeof bookingKeySchema>;

/** A position of a campaign, with its price snapshot and conflict flag. */
export const orderPositionSchema = z.object({
  id: positiveInt(),
  campaignId: positiveInt(),
  name: z.string(),
  positionType: z.enum(POSITION_TYPES),
  product: ref,
  adMedium: ref,
  positionGroupId: z.nullable(positiveInt()),
  priceListItemId: z.nullable(positiveInt()),
  quantity: z.number(),
  unit: z.string(),
  unitListPrice: z.number(),
  /** The account's discounts and the manual one, together (percent off gross). */
  discountPercent: z.number(),
  discounts: z.array(appliedDiscountSchema),
  netAmount: z.number(),
  vatRate: z.number(),
  currency: z.enum(CURRENCIES),
  startDate: day(),
  endDate: day(),
  publicationIssueId: z.nullable(positiveInt()),
  publicationDate: z.nullable(day()),
  status: z.string(),
  creativeStatus: z.nullable(z.enum(POSITION_CREATIVE_STATUSES)),
  hiddenMode: z.nullable(z.enum(HIDDEN_MODES)),
  hasPositionConflict: z.boolean(),
  /** Digital: the key-values it is booked with (none: run of network). */
  keyValues: z.array(z.object({ key: z.string(), values: z.array(z.string()) })),
  version: versionSchema,
  updatedAt: timestamp(),
});
export type OrderPosition = z.infer<typeof orderPositionSchema>;

/** A campaign with every field, its totals and positions, and the moves the caller may make. */
export const campaignRecordSchema = z.object({
  ...campaignSchema.shape,
  language: z.enum(['de', 'fr', 'it', 'en']),
  offerValidUntil: z.nullable(day()),
  customerPo: z.nullable(z.string()),
  brand: z.nullable(ref),
  industry: z.nullable(ref),
  task: z.nullable(ref),
  selfBooked: z.boolean(),
  totals: priceBreakdownSchema,
  positions: z.array(orderPositionSchema),
  /** The statuses the caller may move the campaign to (the status table, README "Orders"). */
  nextStatuses: z.array(z.enum(CAMPAIGN_STATUSES)),
  /** Whether the caller may change it and its positions (self-booking: drafts only). */
  editable: z.boolean(),
  createdAt: timestamp(),
});
export type CampaignRecord = z.infer<typeof campaignRecordSchema>;

const LANGUAGES = ['de', 'fr', 'it', 'en'] as const;

/**
 * A new order for an account (or from a task: `taskId` links the task). The invoicing account
 * defaults to the agency, else the advertiser; currency and language to the advertiser's
 * country and language. Self-booking customers book their own company's account only, in a
 * self-bookable campaign type, as a DRAFT.
 */
export const campaignCreateSchema = z.strictObject({
  campaignTypeId: bodyIdSchema,
  name: requiredText(200),
  advertiserAccountId: bodyIdSchema,
  agencyAccountId: z.optional(z.nullable(bodyIdSchema)),
  invoicingAccountId: z.optional(bodyIdSchema),
  startDate: day(),
  endDate: day(),
  currency: z.optional(z.enum(CURRENCIES)),
  language: z.optional(z.enum(LANGUAGES)),
  offerValidUntil: z.optional(z.nullable(day())),
  customerPo: z.optional(z.nullable(trimmedText(100))),
  brandId: z.optional(z.nullable(bodyIdSchema)),
  salesUserId: z.optional(z.nullable(bodyIdSchema)),
  taskId: z.optional(bodyIdSchema),
});
export type CampaignCreate = z.input<typeof campaignCreateSchema>;

/** A change of a campaign's fields at the version read (a stale version answers 412). */
export const campaignUpdateSchema = z.strictObject({
  version: versionSchema,
  name: z.optional(requiredText(200)),
  startDate: optionalDay(),
  endDate: optionalDay(),
  agencyAccountId: z.optional(z.nullable(bodyIdSchema)),
  invoicingAccountId: z.optional(bodyIdSchema),
  language: z.optional(z.enum(LANGUAGES)),
  offerValidUntil: z.optional(z.nullable(day())),
  customerPo: z.optional(z.nullable(trimmedText(100))),
  brandId: z.optional(z.nullable(bodyIdSchema)),
  salesUserId: z.optional(z.nullable(bodyIdSchema)),
});
export type CampaignUpdate = z.input<typeof campaignUpdateSchema>;

/** A status move (submit for approval, approve, book, …) at the version read. */
export const campaignStatusChangeSchema = z.strictObject({
  version: versionSchema,
  status: z.enum(CAMPAIGN_STATUSES),
  /**
   * The mover saw the move's warnings (`move-warnings`: a position over capacity before a
   * booking) and moves anyway; a move with warnings not accepted answers 409.
   */
  acceptWarnings: z.optional(z.boolean()),
});

/** What looks wrong about a move before it is made: the same warnings an offer's send gives. */
export const campaignMoveWarningsQuerySchema = z.strictObject({
  status: z.enum(CAMPAIGN_STATUSES),
});
export const campaignMoveWarningsSchema = z.object({ warnings: z.array(offerWarningSchema) });
export type CampaignMoveWarnings = z.infer<typeof campaignMoveWarningsSchema>;

/** One entry of a campaign's history: a field of it or of a position, old → new. */
export const campaignHistoryEntrySchema = z.object({
  id: positiveInt(),
  activityType: z.enum(['CAMPAIGN_FIELD_CHANGED', 'CAMPAIGN_POSITION_FIELD_CHANGED']),
  field: z.string(),
  oldValue: z.nullable(z.string()),
  newValue: z.nullable(z.string()),
  positionId: z.nullable(positiveInt()),
  positionName: z.nullable(z.string()),
  /** Who changed it; null: the system (the daily position-dates job), shown as "System". */
  changedBy: z.nullable(z.string()),
  changedAt: timestamp(),
});
export type CampaignHistoryEntry = z.infer<typeof campaignHistoryEntrySchema>;

export const campaignHistoryQuerySchema = z.strictObject({
  activityType: z.optional(z.enum(['CAMPAIGN_FIELD_CHANGED', 'CAMPAIGN_POSITION_FIELD_CHANGED'])),
  ...pageQueryShape(20),
});

/** A campaign's payment: its status (spec 3 §3 payment status constants) and when each was reached. */
export const campaignPaymentSchema = z.object({
  campaignId: positiveInt(),
  paymentStatus: z.nullable(z.enum(PAYMENT_STATUSES)),
  currency: z.enum(CURRENCIES),
  total: z.number(),
  prepaymentRequired: z.boolean(),
  paymentTermsDays: countInt(),
  /** The day the invoice is due (charged day + payment term), once charged. */
  dueDate: z.nullable(day()),
  events: z.array(
    z.object({
      status: z.enum(PAYMENT_STATUSES),
      date: day(),
      note: z.nullable(z.string()),
      recordedBy: z.string(),
    }),
  ),
});
export type CampaignPayment = z.infer<typeof campaignPaymentSchema>;

/** Records a payment status reached on a day (finance roles). */
export const campaignPaymentChangeSchema = z.strictObject({
  version: versionSchema,
  paymentStatus: z.enum(PAYMENT_STATUSES),
  date: day(),
  note: z.optional(z.nullable(trimmedMultilineText(500))),
});

/** The overview of a campaign: its figures per medium and per position status. */
export const campaignOverviewSchema = z.object({
  campaign: campaignSchema,
  totals: priceBreakdownSchema,
  media: z.array(
    z.object({
      positionType: z.enum(POSITION_TYPES),
      positions: countInt(),
      net: z.number(),
      firstDate: day(),
      lastDate: day(),
    }),
  ),
  positionStatuses: z.array(z.object({ status: z.string(), count: countInt() })),
  creativesMissing: countInt(),
  conflicts: countInt(),
  payment: z.nullable(z.enum(PAYMENT_STATUSES)),
});
export type CampaignOverview = z.infer<typeof campaignOverviewSchema>;

// --- Positions ---

/**
 * A new position: the product and dates (print: the issue). The server prices it from the
 * product's price list valid on the start date in the campaign's currency (self-booking: the
 * self-booking list), the account's discounts, agency commission and VAT.
 */
export const positionCreateSchema = z.strictObject({
  productId: bodyIdSchema,
  quantity: z.number().check(z.positive(), z.maximum(1e9)),
  startDate: day(),
  endDate: day(),
  publicationIssueId: z.optional(bodyIdSchema),
  name: z.optional(requiredText(200)),
  /** A manual discount on top of the account's (percent, staff only). */
  manualDiscountPercent: z.optional(z.number().check(z.minimum(0), z.maximum(100))),
  positionGroupId: z.optional(z.nullable(bodyIdSchema)),
  /** Digital: the key-values it targets. */
  keyValues: z.optional(positionKeyValuesSchema),
});
export type PositionCreate = z.input<typeof positionCreateSchema>;

export const positionUpdateSchema = z.strictObject({
  version: versionSchema,
  name: z.optional(requiredText(200)),
  quantity: z.optional(z.number().check(z.positive(), z.maximum(1e9))),
  startDate: optionalDay(),
  endDate: optionalDay(),
  manualDiscountPercent: z.optional(z.number().check(z.minimum(0), z.maximum(100))),
  status: z.optional(text(40)),
  /** Digital: the key-values it targets (all of them: an empty list targets none). */
  keyValues: z.optional(positionKeyValuesSchema),
});
export type PositionUpdate = z.input<typeof positionUpdateSchema>;

export const orderPositionParamsSchema = z.strictObject({ id: idSchema, positionId: idSchema });
export const versionQuerySchema = z.strictObject({ version: wholeNumber(0, MAX_INTEGER) });

/** What a position would cost (the live price of the edit grid and the self-booking flow). */
export const priceQuoteRequestSchema = z.strictObject({
  productId: bodyIdSchema,
  quantity: z.number().check(z.positive(), z.maximum(1e9)),
  startDate: day(),
  /** With the end: the medium's capacity on those days is answered too (issue 33 point 7). */
  endDate: z.optional(day()),
  /** The position being changed: not counted twice against the capacity. */
  positionId: z.optional(bodyIdSchema),
  manualDiscountPercent: z.optional(z.number().check(z.minimum(0), z.maximum(100))),
});
export const priceQuoteSchema = z.object({
  priceListItemId: positiveInt(),
  priceListName: z.string(),
  unit: z.string(),
  unitListPrice: z.number(),
  minQuantity: z.nullable(z.number()),
  discounts: z.array(appliedDiscountSchema),
  breakdown: priceBreakdownSchema,
  /**
   * The medium's positions a day and those booked on its busiest day of the position's days,
   * this position counted (only with endDate, for a medium with a capacity): saving over it asks.
   */
  capacity: z.optional(z.nullable(z.object({ capacity: z.number(), booked: z.number() }))),
});
export type PriceQuote = z.infer<typeof priceQuoteSchema>;

/** A product the campaign may book on a day, with its list price then (the edit grid's choice). */
export const bookableProductSchema = z.object({
  id: positiveInt(),
  name: z.string(),
  positionType: z.enum(POSITION_TYPES),
  adMedium: ref,
  unit: z.string(),
  unitListPrice: z.number(),
  currency: z.enum(CURRENCIES),
  priceListItemId: positiveInt(),
  minQuantity: z.nullable(z.number()),
  selfBookable: z.boolean(),
});
export type BookableProduct = z.infer<typeof bookableProductSchema>;
/**
 * Why a campaign may book nothing on a day (issue 33 point 3): no price of its list covers the
 * day (with the days its list does cover), nothing of the chosen medium, or no product at all in
 * the campaign's currency and channel.
 */
export const BOOKABLE_EMPTY_REASONS = [
  'NO_PRICE_ON_DATE',
  'NO_PRODUCT_OF_TYPE',
  'NO_PRODUCTS',
] as const;
export type BookableEmptyReason = (typeof BOOKABLE_EMPTY_REASONS)[number];
export const bookableProductsSchema = z.object({
  items: z.array(bookableProductSchema),
  /** Only when items is empty. */
  emptyReason: z.optional(
    z.object({
      code: z.enum(BOOKABLE_EMPTY_REASONS),
      /** NO_PRICE_ON_DATE: the first and last day the campaign's list has prices for. */
      pricedFrom: z.nullable(day()),
      pricedUntil: z.nullable(day()),
    }),
  ),
});
export type BookableProducts = z.infer<typeof bookableProductsSchema>;
export const bookableProductsQuerySchema = z.strictObject({
  positionType: z.optional(z.enum(POSITION_TYPES)),
  date: optionalDay(),
});

/** The issues of a print title from a day on (the print position's issue choice). */
export const publicationIssueSchema = z.object({
  id: positiveInt(),
  issueNumber: z.string(),
  publicationDate: day(),
  adDeadline: timestamp(),
});
export const publicationIssuesQuerySchema = z.strictObject({
  from: optionalDay(),
  to: optionalDay(),
});

/** Per position: over the medium's capacity, or outside its product's availability. */
export const positionConflictSchema = z.object({
  positionId: positiveInt(),
  hasPositionConflict: z.boolean(),
  overCapacity: z.boolean(),
  outsideAvailability: z.boolean(),
  /** The busiest day (or issue) of the position: its capacity and what is booked then. */
  capacity: z.nullable(z.number()),
  booked: z.number(),
  reason: z.nullable(z.string()),
});
export type PositionConflict = z.infer<typeof positionConflictSchema>;
export const positionConflictsQuerySchema = z.strictObject({
  positionType: z.optional(z.enum(POSITION_TYPES)),
});

// --- Booking calendar and forecast ---

/** A week range of the booking calendar; weeks start on Monday (`from` moves back to it). */
export const bookingCalendarQuerySchema = z.strictObject({
  from: day(),
  weeks: z._default(wholeNumber(1, 8), 2),
  positionType: z.optional(z.enum(POSITION_TYPES)),
  adMediumId: z.optional(idSchema),
});
export const bookingCalendarSchema = z.object({
  /** The Monday the calendar starts on, and its last day (a Sunday). */
  from: day(),
  to: day(),
  days: z.array(day()),
  rows: z.array(
    z.object({
      adMedium: ref,
      positionType: z.enum(POSITION_TYPES),
      unit: z.string(),
      cells: z.array(
        z.object({
          date: day(),
          capacity: z.number(),
          /** Booked (BOOKED, PREPAYMENT, PERFORMANCE) and offered (OFFERED, DRAFT, PENDING_APPROVAL) quantity. */
          booked: z.number(),
          offered: z.number(),
          positions: countInt(),
        }),
      ),
    }),
  ),
});
export type BookingCalendar = z.infer<typeof bookingCalendarSchema>;

/** Booking v2's zoom: a column per day or per week (weeks start on Monday). */
export const TIMELINE_GRAINS = ['DAY', 'WEEK'] as const;
/**
 * Booking v2 (`/orders/booking_v2`): a window of the booking calendar, up to a year of weeks for
 * every ad medium in one call (`from` moves back to its Monday).
 */
export const bookingTimelineQuerySchema = z.strictObject({
  from: day(),
  weeks: z._default(wholeNumber(1, 53), 52),
  grain: z._default(z.enum(TIMELINE_GRAINS), 'WEEK'),
  positionType: z.optional(z.enum(POSITION_TYPES)),
});
/**
 * The window's media (rows) and periods (columns); only the cells with positions are listed,
 * by row and period index. Quantities are position-days: a cell's capacity is the medium's
 * positions a day times the days of its period; `peak` is its busiest day's positions, over
 * `capacityPerDay` when the cell is overbooked.
 */
export const bookingTimelineSchema = z.object({
  from: day(),
  to: day(),
  grain: z.enum(TIMELINE_GRAINS),
  periods: z.array(z.object({ start: day(), end: day() })),
  rows: z.array(
    z.object({
      adMedium: ref,
      positionType: z.enum(POSITION_TYPES),
      unit: z.string(),
      capacityPerDay: z.number(),
    }),
  ),
  cells: z.array(
    z.object({
      row: countInt(),
      period: countInt(),
      booked: z.number(),
      offered: z.number(),
      peak: z.number(),
    }),
  ),
});
export type BookingTimeline = z.infer<typeof bookingTimelineSchema>;

export const FORECAST_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
export const forecastQuerySchema = z.strictObject({
  from: day(),
  to: day(),
  period: z._default(z.enum(FORECAST_PERIODS), 'WEEK'),
  productId: z.optional(idSchema),
  positionType: z.optional(z.enum(POSITION_TYPES)),
});
/** Available inventory per product and period (after GAM's AvailabilityForecast). */
export const forecastSchema = z.object({
  items: z.array(
    z.object({
      product: ref,
      adMedium: ref,
      unit: z.string(),
      periodStart: day(),
      periodEnd: day(),
      capacity: z.number(),
      booked: z.number(),
      available: z.number(),
    }),
  ),
});
export type Forecast = z.infer<typeof forecastSchema>;

// --- Lookups ---

export const campaignTypeItemSchema = z.object({
  id: positiveInt(),
  code: z.string(),
  name: z.string(),
  mediaTypes: z.array(z.string()),
  selfBookable: z.boolean(),
});
export type CampaignTypeItem = z.infer<typeof campaignTypeItemSchema>;

/** What the self-booking flow starts from: the customer's own account and bookable types. */
export const selfBookingContextSchema = z.object({
  account: z.nullable(ref),
  currency: z.enum(CURRENCIES),
  language: z.enum(LANGUAGES),
  campaignTypes: z.array(campaignTypeItemSchema),
});

export const PDF_KINDS = ['OFFER', 'CONFIRMATION'] as const;
export const previewPdfQuerySchema = z.strictObject({
  /** OFFER before booking, CONFIRMATION after; by default from the campaign's status. */
  kind: z.optional(z.enum(PDF_KINDS)),
});

const ORDER = 'ws-order';

/** Every call of the order service. */
export const orderEndpoints = /* @__PURE__ */ orderCalls();

/** A function, so that a bundle that does not call the order service leaves it out. */
function orderCalls() {
  const campaign = `${ORDER}/campaigns/{id}`;
  return {
    ordersTabs: endpoint({
      method: 'GET',
      path: `${ORDER}/tabs/{positionsType}`,
      summary: 'The status tabs the caller sees for a positions type, with counts',
      params: z.strictObject({ positionsType: orderPositionsTypeSchema }),
      query: orderTabFiltersSchema,
      response: orderTabsSchema,
    }),
    ordersPositions: endpoint({
      method: 'GET',
      path: `${ORDER}/positions/{positionsType}/{status}`,
      summary: 'A page of the positions of a medium in a status tab',
      params: positionListParamsSchema,
      query: positionListQuerySchema,
      response: pageOf(positionListItemSchema),
    }),
    ordersDigitalCampaigns: endpoint({
      method: 'GET',
      path: `${ORDER}/digital-campaigns/{status}`,
      summary: 'A page of campaigns with digital positions in a status (page and limit required)',
      params: z.strictObject({ status: z.enum(DIGITAL_CAMPAIGN_LIST_STATUSES) }),
      query: digitalCampaignFilterSchema,
      response: pageOf(campaignSchema),
    }),
    ordersCampaignTypes: endpoint({
      method: 'GET',
      path: `${ORDER}/campaign-types`,
      summary: 'The campaign types of the acting company',
      response: listOf(campaignTypeItemSchema),
    }),
    ordersSelfBookingContext: endpoint({
      method: 'GET',
      path: `${ORDER}/self-booking`,
      summary: "The self-booking customer's own account and bookable campaign types",
      response: selfBookingContextSchema,
    }),
    ordersCampaignRecord: endpoint({
      method: 'GET',
      path: `${campaign}/record`,
      summary: 'A campaign with its positions, totals and the moves the caller may make',
      params: idParamsSchema,
      response: campaignRecordSchema,
    }),
    ordersCampaignCreate: endpoint({
      method: 'POST',
      path: `${ORDER}/campaigns`,
      summary: 'A new order for an account (or from a task)',
      body: campaignCreateSchema,
      response: campaignRecordSchema,
    }),
    ordersCampaignUpdate: endpoint({
      method: 'PUT',
      path: campaign,
      summary: "Change a campaign's fields; a stale version answers 412",
      params: idParamsSchema,
      body: campaignUpdateSchema,
      response: campaignRecordSchema,
    }),
    ordersCampaignStatus: endpoint({
      method: 'PUT',
      path: `${campaign}/status`,
      summary: 'Move a campaign to another status (submit, approve, book, …)',
      params: idParamsSchema,
      body: campaignStatusChangeSchema,
      response: campaignRecordSchema,
    }),
    ordersCampaignMoveWarnings: endpoint({
      method: 'GET',
      path: `${campaign}/move-warnings`,
      summary: 'What looks wrong before a move (a position over capacity before booking)',
      params: idParamsSchema,
      query: campaignMoveWarningsQuerySchema,
      response: campaignMoveWarningsSchema,
    }),
    ordersCampaignHistory: endpoint({
      method: 'GET',
      path: `${campaign}/history`,
      summary: "A campaign's field changes and its positions', old → new",
      params: idParamsSchema,
      query: campaignHistoryQuerySchema,
      response: pageOf(campaignHistoryEntrySchema),
    }),
    ordersCampaignPayment: endpoint({
      method: 'GET',
      path: `${campaign}/payment`,
      summary: "A campaign's payment status and its dates",
      params: idParamsSchema,
      response: campaignPaymentSchema,
    }),
    ordersCampaignPaymentRecord: endpoint({
      method: 'PUT',
      path: `${campaign}/payment`,
      summary: 'Record a payment status reached on a day',
      params: idParamsSchema,
      body: campaignPaymentChangeSchema,
      response: campaignPaymentSchema,
    }),
    ordersCampaignOverview: endpoint({
      method: 'GET',
      path: `${campaign}/overview`,
      summary: "A campaign's figures per medium and position status",
      params: idParamsSchema,
      response: campaignOverviewSchema,
    }),
    ordersPreviewPdf: endpoint({
      method: 'GET',
      path: `${campaign}/preview-pdf`,
      summary: 'The offer or order confirmation as a PDF, in the account’s language',
      params: idParamsSchema,
      query: previewPdfQuerySchema,
    }),
    ordersOfferMailPreview: endpoint({
      method: 'GET',
      path: `${campaign}/offer-mail`,
      summary: "The offer's mail before it is sent: recipients, subject, text, PDF, warnings",
      params: idParamsSchema,
      response: offerMailPreviewSchema,
    }),
    ordersOfferMailSend: endpoint({
      method: 'POST',
      path: `${campaign}/offer-mail`,
      summary: 'Send the offer: status OFFERED, its history and the mail with the PDF, at once',
      params: idParamsSchema,
      body: offerMailSendSchema,
      response: offerMailSentSchema,
    }),
    ordersBookableProducts: endpoint({
      method: 'GET',
      path: `${campaign}/products`,
      summary: 'The products the campaign may book on a day, with their list prices',
      params: idParamsSchema,
      query: bookableProductsQuerySchema,
      response: bookableProductsSchema,
    }),
    ordersPriceQuote: endpoint({
      method: 'POST',
      path: `${campaign}/price-quote`,
      summary: 'What a position would cost (price list, discounts, commission, VAT)',
      params: idParamsSchema,
      body: priceQuoteRequestSchema,
      response: priceQuoteSchema,
    }),
    ordersBookingKeys: endpoint({
      method: 'GET',
      path: `${campaign}/targeting-keys`,
      summary:
        "The key-values a digital position of the campaign may target: its company's active keys",
      params: idParamsSchema,
      response: z.object({ items: z.array(bookingKeySchema) }),
    }),
    ordersPositionCreate: endpoint({
      method: 'POST',
      path: `${campaign}/positions`,
      summary: 'Add a priced position to a campaign',
      params: idParamsSchema,
      body: positionCreateSchema,
      response: orderPositionSchema,
    }),
    ordersPositionUpdate: endpoint({
      method: 'PUT',
      path: `${campaign}/positions/{positionId}`,
      summary: 'Change a position; a stale version answers 412',
      params: orderPositionParamsSchema,
      body: positionUpdateSchema,
      response: orderPositionSchema,
    }),
    ordersPositionDelete: endpoint({
      method: 'DELETE',
      path: `${campaign}/positions/{positionId}`,
      summary: 'Delete a position at the version read',
      params: orderPositionParamsSchema,
      query: versionQuerySchema,
    }),
    ordersPositionConflicts: endpoint({
      method: 'GET',
      path: `${campaign}/position-conflicts`,
      summary: "Whether each position is over its medium's capacity or outside availability",
      params: idParamsSchema,
      query: positionConflictsQuerySchema,
      response: listOf(positionConflictSchema),
    }),
    ordersPublicationIssues: endpoint({
      method: 'GET',
      path: `${ORDER}/ad-media/{id}/issues`,
      summary: 'The issues of a print title in a date range',
      params: idParamsSchema,
      query: publicationIssuesQuerySchema,
      response: listOf(publicationIssueSchema),
    }),
    ordersBookingCalendar: endpoint({
      method: 'GET',
      path: `${ORDER}/booking-calendar`,
      summary: 'Positions per ad medium and day with capacity (weeks start on Monday)',
      query: bookingCalendarQuerySchema,
      response: bookingCalendarSchema,
    }),
    ordersBookingTimeline: endpoint({
      method: 'GET',
      path: `${ORDER}/booking-timeline`,
      summary: 'Booking v2: booked and offered position-days per ad medium and day or week',
      query: bookingTimelineQuerySchema,
      response: bookingTimelineSchema,
    }),
    ordersForecast: endpoint({
      method: 'GET',
      path: `${ORDER}/forecast`,
      summary: 'Available inventory per product and period',
      query: forecastQuerySchema,
      response: forecastSchema,
    }),
  };
}
