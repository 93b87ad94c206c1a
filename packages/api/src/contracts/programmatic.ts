import { z } from 'zod/mini';
import { settingsAuditEntrySchema } from './audit-trail.ts';
import { endpoint } from './endpoint.ts';
import { sortOrderSchema } from './lists.ts';
import { serverMessage } from './messages.ts';
import { idSchema } from './paging.ts';
import {
  bodyIdSchema,
  day,
  positiveInt,
  requiredText,
  text,
  timestamp,
  trimmedText,
} from './primitives.ts';
import {
  countsEndpoint,
  idParamsSchema,
  queryFlag,
  resourceEndpoints,
  versionSchema,
} from './resource.ts';

// Programmatic deals and Xandr credentials (issue 41; spec 1 §2.3 /admin/xandr-credentials,
// §2.6 /orders/programmatic-deals, both ADMIN; DOMAIN §2 XandrCredential, DOMAIN §7): a deal
// sells placements of one header tag to named buyer seats at a floor in the tag's currency and
// is passed to the bidders in the published tag (the ad unit's `ortb2Imp.pmp`, OpenRTB 2.5
// §3.2.11–12); a Xandr credential's secret is written, never read back.

const SERVICE = 'ws-header-tag';

/** PMP: a private auction at a floor; preferred and guaranteed: a fixed price (OpenRTB `at` 3). */
export const DEAL_TYPES = ['PMP', 'PREFERRED', 'GUARANTEED'] as const;
export type DealType = (typeof DEAL_TYPES)[number];
/** Only ACTIVE deals go into a published tag. */
export const DEAL_STATUSES = ['DRAFT', 'ACTIVE', 'PAUSED', 'ARCHIVED'] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];
/** The list's status tabs: every status, and all of them. */
export const DEAL_TABS = ['ALL', ...DEAL_STATUSES] as const;
/** The OpenRTB auction type of each deal type (`deal.at`). */
export const DEAL_AUCTION_TYPES: Record<DealType, 1 | 3> = { PMP: 1, PREFERRED: 3, GUARANTEED: 3 };
export const DEAL_PRIORITY = { min: 1, max: 20, default: 10 } as const;
export const DEAL_FLOOR_MAX = 1000;
export const DEAL_SEATS_MAX = 20;
export const DEAL_PLACEMENTS_MAX = 50;

/** A deal id as SSPs take it (Xandr, GAM, Magnite): letters, digits, `. _ - :`, at most 64. */
export const DEAL_ID_PATTERN = /^[A-Za-z0-9._:-]{1,64}$/;
const dealIdText = () =>
  z.string().check(z.trim(), z.regex(DEAL_ID_PATTERN, serverMessage('dealIdFormat')));
/** A buyer seat (`wseat`): as a company's programmatic seats are written. */
const seatText = () =>
  z.string().check(z.trim(), z.regex(/^[A-Za-z0-9._-]{1,64}$/, serverMessage('seatIdFormat')));

export const dealWriteSchema = /* @__PURE__ */ z.strictObject({
  dealId: dealIdText(),
  name: requiredText(200),
  type: z.enum(DEAL_TYPES),
  /** The header tag (the website) whose placements the deal sells; its currency is the floor's. */
  headerTagId: bodyIdSchema,
  placementIds: z.array(bodyIdSchema).check(z.minLength(1), z.maxLength(DEAL_PLACEMENTS_MAX)),
  /** The buyer seats allowed to bid (`wseat`); none: any buyer of the deal. */
  seats: z.array(seatText()).check(z.maxLength(DEAL_SEATS_MAX)),
  /** CPM in the tag's currency: the floor of a PMP deal, the fixed price of the others. */
  floor: z.number().check(z.gte(0), z.lte(DEAL_FLOOR_MAX)),
  /** Higher first among the deals of a placement (the order of `pmp.deals`). */
  priority: z.int().check(z.gte(DEAL_PRIORITY.min), z.lte(DEAL_PRIORITY.max)),
  startDate: day(),
  endDate: z._default(z.nullable(day()), null),
  status: z.enum(DEAL_STATUSES),
});
export type DealWrite = z.input<typeof dealWriteSchema>;

const dealWriteCheck = /* @__PURE__ */ z.superRefine<{
  type: DealType;
  floor: number;
  seats: string[];
  placementIds: number[];
  startDate: string;
  endDate: string | null;
}>((value, context) => {
  const issue = (path: (string | number)[], message: string, input: unknown) =>
    context.addIssue({ code: 'custom', message, path, input });
  if (value.endDate !== null && value.endDate < value.startDate)
    issue(['endDate'], serverMessage('endBeforeStart'), value.endDate);
  // A fixed price of nothing sells the impression for free.
  if (value.type !== 'PMP' && value.floor <= 0)
    issue(['floor'], serverMessage('dealFixedPriceRequired'), value.floor);
  const seats = value.seats.map((seat) => seat.toLowerCase());
  seats.forEach((seat, index) => {
    if (seats.indexOf(seat) !== index)
      issue(['seats', index], serverMessage('eachOnce'), value.seats[index]);
  });
  value.placementIds.forEach((id, index) => {
    if (value.placementIds.indexOf(id) !== index)
      issue(['placementIds', index], serverMessage('eachOnce'), id);
  });
});

export const dealSchema = /* @__PURE__ */ z.object({
  id: positiveInt(),
  dealId: z.string(),
  name: z.string(),
  type: z.enum(DEAL_TYPES),
  headerTagId: positiveInt(),
  headerTagName: z.string(),
  /** The website of the tag: where the deal runs. */
  websiteName: z.string(),
  currency: z.string(),
  placements: z.array(z.object({ id: positiveInt(), code: z.string(), name: z.string() })),
  seats: z.array(z.string()),
  floor: z.number(),
  priority: z.int(),
  startDate: z.string(),
  endDate: z.nullable(z.string()),
  status: z.enum(DEAL_STATUSES),
  /** Whether the tag's live version carries the deal as it is now. */
  published: z.boolean(),
  version: versionSchema,
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type Deal = z.infer<typeof dealSchema>;

export const DEAL_SORT_FIELDS = ['name', 'dealId', 'startDate', 'floor', 'updatedAt'] as const;
const dealFilters = /* @__PURE__ */ z.strictObject({
  /** A status tab: ALL (or none) is every status. */
  status: z.optional(z.enum(DEAL_TABS)),
  type: z.optional(z.enum(DEAL_TYPES)),
  headerTagId: z.optional(idSchema),
  searchQuery: z.optional(trimmedText(100)),
  sort: z._default(z.enum(DEAL_SORT_FIELDS), 'startDate'),
  order: z._default(sortOrderSchema, 'DESC'),
});

export const DEAL_BULK_ACTIONS = ['activate', 'pause', 'archive'] as const;
export const dealEndpoints = /* @__PURE__ */ resourceEndpoints({
  path: `${SERVICE}/deals`,
  noun: 'programmatic deal',
  item: dealSchema,
  write: dealWriteSchema,
  writeCheck: dealWriteCheck,
  filters: dealFilters,
  bulkActions: DEAL_BULK_ACTIONS,
});

export const dealCountsEndpoint = /* @__PURE__ */ countsEndpoint({
  path: `${SERVICE}/deals`,
  noun: 'programmatic deal',
  filters: dealFilters,
  by: 'status',
});

/** A deal's history: its creation's values and each change's fields, newest first. */
export const dealHistoryEndpoint = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: `${SERVICE}/deals/{id}/history`,
  summary: 'What changed on a programmatic deal, newest first',
  params: idParamsSchema,
  response: z.object({ items: z.array(settingsAuditEntrySchema) }),
});

/**
 * The share of its placements' programmatic impressions a deal of each type wins, while no SSP
 * report is imported (services/header-tag/deal-delivery.ts; DOMAIN2 is silent).
 */
export const DEAL_DELIVERY_SHARE: Record<DealType, number> = {
  PMP: 0.1,
  PREFERRED: 0.2,
  GUARANTEED: 0.3,
};

/** A day of a deal's delivery (from the publisher facts of its placements; README). */
export const dealDeliveryDaySchema = /* @__PURE__ */ z.object({
  day: day(),
  /** The bid requests that offered the deal: its placements' programmatic requests. */
  bidRequests: z.number(),
  /** The bids won under the deal, each an impression served. */
  wonBids: z.number(),
  viewable: z.number(),
  clicks: z.number(),
  /** What the buyers spent, in minor units (Rappen) of the deal's currency. */
  spendMinor: z.number(),
});
export type DealDeliveryDay = z.infer<typeof dealDeliveryDaySchema>;

/** A deal's delivery per day, newest first, on its days up to yesterday (at most 92). */
export const dealDeliveryEndpoint = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: `${SERVICE}/deals/{id}/delivery`,
  summary: 'A programmatic deal’s delivery per day: bid requests, won bids, spend',
  params: idParamsSchema,
  response: z.object({
    currency: z.string(),
    days: z.array(dealDeliveryDaySchema),
    total: z.omit(dealDeliveryDaySchema, { day: true }),
  }),
});

// --- Xandr credentials (DOMAIN §2): the secret is write-only ---

export const XANDR_ENVIRONMENTS = ['PROD', 'SANDBOX'] as const;
export type XandrEnvironment = (typeof XANDR_ENVIRONMENTS)[number];
/** Xandr member ids have 4 to 6 digits (DOMAIN §2). */
export const XANDR_MEMBER_ID_RANGE = { min: 1000, max: 999_999 } as const;
export const XANDR_SECRET_MAX = 200;

export const xandrCredentialWriteSchema = /* @__PURE__ */ z.strictObject({
  environment: z.enum(XANDR_ENVIRONMENTS),
  memberId: z.int().check(z.gte(XANDR_MEMBER_ID_RANGE.min), z.lte(XANDR_MEMBER_ID_RANGE.max)),
  username: requiredText(100),
  /**
   * The password, written only: required for a new credential; on a change, null (or left out)
   * keeps the stored one.
   */
  secret: z._default(z.nullable(text(XANDR_SECRET_MAX).check(z.minLength(1))), null),
  active: z._default(z.boolean(), true),
});
export type XandrCredentialWrite = z.input<typeof xandrCredentialWriteSchema>;

export const xandrCredentialSchema = /* @__PURE__ */ z.object({
  id: positiveInt(),
  environment: z.enum(XANDR_ENVIRONMENTS),
  memberId: z.int(),
  username: z.string(),
  /** The user name: what the console names the credential by. */
  name: z.string(),
  /** Whether a secret is stored; the secret itself never leaves the server. */
  secretSet: z.boolean(),
  lastAuthAt: z.nullable(timestamp()),
  /** The last test's failure, as a keyed message in the reader's language; null after a success. */
  lastError: z.nullable(z.string()),
  active: z.boolean(),
  version: versionSchema,
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type XandrCredential = z.infer<typeof xandrCredentialSchema>;

export const xandrCredentialEndpoints = /* @__PURE__ */ resourceEndpoints({
  path: `${SERVICE}/xandr-credentials`,
  noun: 'Xandr credential',
  item: xandrCredentialSchema,
  write: xandrCredentialWriteSchema,
  filters: /* @__PURE__ */ z.strictObject({
    searchQuery: z.optional(trimmedText(100)),
    includeInactive: queryFlag(),
    sort: z._default(z.enum(['environment', 'username', 'updatedAt']), 'environment'),
    order: z._default(sortOrderSchema, 'ASC'),
  }),
  bulkActions: [] as const,
});

/** "Test connection": a sign-in at Xandr with the stored secret, and the member it belongs to. */
export const xandrTestEndpoint = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: `${SERVICE}/xandr-credentials/{id}/test`,
  summary: 'Sign in at Xandr with a credential and check its member',
  params: idParamsSchema,
  response: z.object({
    ok: z.boolean(),
    /** Why it failed, in the reader's language; null when it worked. */
    message: z.nullable(z.string()),
    credential: xandrCredentialSchema,
  }),
});
