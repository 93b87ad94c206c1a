import { z } from 'zod/mini';
import { sortOrderSchema } from './lists.ts';
import { idSchema } from './paging.ts';
import { day, positiveInt, timestamp, trimmedText } from './primitives.ts';
import { countsEndpoint, readOnlyResourceEndpoints, versionSchema } from './resource.ts';
import { CAMPAIGN_STATUSES, CURRENCIES, ORDER_LIST_STATUSES } from './values.ts';

export {
  CAMPAIGN_STATUSES,
  type CampaignStatus,
  DIGITAL_POSITION_STATUSES,
  ORDER_LIST_STATUSES,
  type OrderListStatus,
} from './values.ts';

// Campaigns (orders) and their positions (spec 3 §3; DOMAIN.md §3). The orders issue builds
// their screens; this is the read-only list the account overview and the order lists use.

/** Payment status constants of spec 3 §3. */
export const PAYMENT_STATUSES = [
  'CHARGED',
  'PAID',
  'FIRST_REMINDER',
  'SECOND_REMINDER',
  'THIRD_REMINDER',
  'PERSONAL_CALL_REMINDER',
  'PERSONAL_CALL_REQUESTED_REMINDER',
  'COLLECTION_REMINDER',
  'BAD_DEBT',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The media a position is booked in (DOMAIN.md §3). */
export const POSITION_TYPES = ['DIGITAL', 'PRINT', 'RADIO', 'TV', 'POS', 'ANALOG'] as const;
export type PositionType = (typeof POSITION_TYPES)[number];

/**
 * Print position statuses of spec 3 §3 (ALL is a list tab). Radio, TV, POS and analog
 * positions use them too: the spec names no statuses of their own.
 */
export const PRINT_POSITION_STATUSES = [
  'READY_TO_PUSH',
  'CREATIVE_PENDING',
  'CREATIVE_REQUESTED',
  'CREATIVE_RECEIVED',
  'READY',
  'PROOFS',
  'FINISHED',
  'DELETED',
  'AUTO_HIDDEN',
  'MANUAL_HIDDEN',
] as const;

/** Creative statuses of spec 3 §3. */
export const POSITION_CREATIVE_STATUSES = [
  'MISSING',
  'REQUESTED',
  'PENDING_APPROVAL',
  'APPROVED',
  'REJECTED',
  'APPEARED',
  'ERROR',
] as const;

export const HIDDEN_MODES = ['AUTO', 'MANUAL', 'NONE'] as const;

const party = z.object({ id: positiveInt(), name: z.string() });

/** A campaign as its lists show it. Amounts are in the campaign's currency. */
export const campaignSchema = z.object({
  id: positiveInt(),
  name: z.string(),
  type: z.object({ id: positiveInt(), code: z.string(), name: z.string() }),
  status: z.enum(CAMPAIGN_STATUSES),
  startDate: day(),
  endDate: day(),
  advertiser: party,
  agency: z.nullable(party),
  invoicingAccount: party,
  salesPerson: z.nullable(party),
  currency: z.enum(CURRENCIES),
  /** Net after discounts and agency commission; total adds VAT. */
  netTotal: z.number(),
  total: z.number(),
  paymentStatus: z.nullable(z.enum(PAYMENT_STATUSES)),
  /** Its positions that are not deleted. */
  positionCount: z.int().check(z.nonnegative()),
  version: versionSchema,
  updatedAt: timestamp(),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const CAMPAIGN_SORT_FIELDS = [
  'startDate',
  'endDate',
  'name',
  'status',
  'total',
  'updatedAt',
] as const;

/**
 * The campaigns list's filters: an account in any of its roles (advertiser, agency or
 * invoicing account), a status, a campaign type, a text in the name or the advertiser's, and
 * ranges of the start and end dates (inclusive days). The orders list adds its status tab
 * (`tab`, an order list status: the caller's tabs of `ordersTabs`) and an ad medium booked in
 * one of the campaign's positions; without a sort the tab's applies (spec 3 §2.1: endDate for
 * ARCHIVED and RUNNING, else startDate; descending for ARCHIVED, else ascending), and without
 * a tab startDate descending.
 */
export const campaignFiltersSchema = z.strictObject({
  companyId: z.optional(idSchema),
  accountId: z.optional(idSchema),
  status: z.optional(z.enum(CAMPAIGN_STATUSES)),
  campaignTypeId: z.optional(idSchema),
  searchQuery: z.optional(trimmedText(100)),
  startDateFrom: z.optional(day()),
  startDateTo: z.optional(day()),
  endDateFrom: z.optional(day()),
  endDateTo: z.optional(day()),
  tab: z.optional(z.enum(ORDER_LIST_STATUSES)),
  adMediumId: z.optional(idSchema),
  sort: z.optional(z.enum(CAMPAIGN_SORT_FIELDS)),
  order: z.optional(sortOrderSchema),
});

const CAMPAIGNS_PATH = 'ws-order/campaigns';

/** The list and record, and the counts of the status tabs under the list's other filters. */
export const campaignEndpoints = /* @__PURE__ */ campaignCalls();

/** A function, so that a bundle that does not call campaigns leaves them out. */
function campaignCalls() {
  return {
    ...readOnlyResourceEndpoints({
      path: CAMPAIGNS_PATH,
      noun: 'campaign',
      item: campaignSchema,
      filters: campaignFiltersSchema,
    }),
    counts: countsEndpoint({
      path: CAMPAIGNS_PATH,
      noun: 'campaign',
      filters: campaignFiltersSchema,
      by: 'status',
    }),
  };
}
