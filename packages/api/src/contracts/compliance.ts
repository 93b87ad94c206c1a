import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { INVOICE_CURRENCIES } from './finances.ts';
import { sortOrderSchema } from './lists.ts';
import { idSchema } from './paging.ts';
import { day, multilineText, trimmedText } from './primitives.ts';
import {
  countsEndpoint,
  exportEndpoint,
  idParamsSchema,
  queryFlag,
  readOnlyResourceEndpoints,
  versionSchema,
} from './resource.ts';

// Credit notes with four eyes (DOMAIN2 §1.3, §8.4 check 3) and the compliance views (spec 1
// §2.12, ACCESS_COMPLIANCE; DOMAIN2 §8): list-price changes, position financials, account
// financials, credit notes with their approvals. Money in minor units, as the invoices.

/** A credit note's states: requested, then approved (numbered) or rejected by a second person. */
export const CREDIT_NOTE_STATES = ['PENDING_APPROVAL', 'APPROVED', 'REJECTED'] as const;
export type CreditNoteState = (typeof CREDIT_NOTE_STATES)[number];
/** The tabs of /compliance/credit-notes: the pending ones first, then by state, then all. */
export const CREDIT_NOTE_TABS = ['PENDING_APPROVAL', 'APPROVED', 'REJECTED', 'ALL'] as const;
export type CreditNoteTab = (typeof CREDIT_NOTE_TABS)[number];
/** A cancellation ends the invoice; a correction ends it too and opens a corrected draft. */
export const CREDIT_NOTE_KINDS = ['CANCELLATION', 'CORRECTION'] as const;
export type CreditNoteKind = (typeof CREDIT_NOTE_KINDS)[number];
/** The invoice states a credit note may cancel: issued and nothing paid yet. */
export const CREDIT_NOTE_INVOICE_STATES = ['ISSUED', 'OVERDUE'] as const;
/** The longest reason of a request and note of a decision. */
export const CREDIT_NOTE_REASON_MAX = 500;

const minor = () => z.int();

export const creditNoteSchema = z.object({
  id: z.int(),
  /** Its number once approved, else the invoice's number it would cancel. */
  name: z.string(),
  number: z.nullable(z.string()),
  kind: z.enum(CREDIT_NOTE_KINDS),
  state: z.enum(CREDIT_NOTE_STATES),
  invoiceId: z.int(),
  invoiceNumber: z.string(),
  accountId: z.int(),
  accountName: z.string(),
  reason: z.string(),
  currency: z.enum(INVOICE_CURRENCIES),
  netTotal: minor(),
  vatTotal: minor(),
  total: minor(),
  requestedBy: z.string(),
  requestedByUserId: z.int(),
  requestedAt: z.string(),
  decidedBy: z.nullable(z.string()),
  decidedAt: z.nullable(z.string()),
  decisionNote: z.nullable(z.string()),
  issueDate: z.nullable(z.string()),
  correctionInvoiceId: z.nullable(z.int()),
  version: z.int(),
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

export const CREDIT_NOTE_SORT_FIELDS = ['requestedAt', 'decidedAt', 'number', 'total'] as const;

export const creditNoteFiltersSchema = z.strictObject({
  companyId: z.optional(idSchema),
  state: z.optional(z.enum(CREDIT_NOTE_TABS)),
  searchFilter: z.optional(trimmedText(100)),
  invoiceId: z.optional(idSchema),
  currency: z.optional(z.enum(INVOICE_CURRENCIES)),
  sort: z._default(z.enum(CREDIT_NOTE_SORT_FIELDS), 'requestedAt'),
  order: z._default(sortOrderSchema, 'DESC'),
});

/** The request: why the invoice is cancelled or corrected. */
export const creditNoteRequestSchema = z.strictObject({
  kind: z.enum(CREDIT_NOTE_KINDS),
  reason: multilineText(CREDIT_NOTE_REASON_MAX, z.minLength(1)),
  version: versionSchema,
});
export type CreditNoteRequest = z.input<typeof creditNoteRequestSchema>;

/** A decision: the credit note's version read, and a note (required to reject). */
export const creditNoteDecisionSchema = z.strictObject({
  version: versionSchema,
  note: z.optional(multilineText(CREDIT_NOTE_REASON_MAX)),
});

const CREDIT_NOTES = 'ws-compliance/credit-notes';

export const creditNoteEndpoints = /* @__PURE__ */ (() => ({
  ...readOnlyResourceEndpoints({
    path: CREDIT_NOTES,
    noun: 'credit note',
    item: creditNoteSchema,
    filters: creditNoteFiltersSchema,
  }),
  counts: countsEndpoint({
    path: CREDIT_NOTES,
    noun: 'credit note',
    filters: creditNoteFiltersSchema,
    by: 'state',
  }),
  export: exportEndpoint({
    path: CREDIT_NOTES,
    noun: 'credit note',
    filters: creditNoteFiltersSchema,
  }),
  request: endpoint({
    method: 'POST',
    path: 'ws-finances/invoices/{id}/credit-note',
    summary:
      'Asks for a credit note that cancels (or corrects) an issued invoice; a second person approves it',
    params: idParamsSchema,
    body: creditNoteRequestSchema,
    response: creditNoteSchema,
  }),
  ofInvoice: endpoint({
    method: 'GET',
    path: 'ws-finances/invoices/{id}/credit-notes',
    summary: "An invoice's credit notes, the newest first",
    params: idParamsSchema,
    response: z.array(creditNoteSchema),
  }),
  approve: endpoint({
    method: 'POST',
    path: `${CREDIT_NOTES}/{id}/approve`,
    summary:
      'Approves a credit note (never its requester): it takes its number and the invoice is cancelled',
    params: idParamsSchema,
    body: creditNoteDecisionSchema,
    response: creditNoteSchema,
  }),
  reject: endpoint({
    method: 'POST',
    path: `${CREDIT_NOTES}/{id}/reject`,
    summary: 'Rejects a credit note (never its requester): the invoice stays as it is',
    params: idParamsSchema,
    body: creditNoteDecisionSchema,
    response: creditNoteSchema,
  }),
  pdf: endpoint({
    method: 'GET',
    path: `${CREDIT_NOTES}/{id}/pdf`,
    summary: "An approved credit note as a PDF, in the account's language",
    params: idParamsSchema,
  }),
}))();

// --- List-price changes (DOMAIN2 §8.3: captured by a database trigger) ---

export const LIST_PRICE_CHANGE_ACTIONS = ['UPDATE', 'DELETE'] as const;

export const listPriceChangeSchema = z.object({
  id: z.int(),
  name: z.string(),
  action: z.enum(LIST_PRICE_CHANGE_ACTIONS),
  priceListId: z.int(),
  priceListName: z.string(),
  productId: z.int(),
  productName: z.string(),
  unit: z.string(),
  currency: z.string(),
  /** Minor units; null for a removed price's new value. */
  oldPrice: z.nullable(minor()),
  newPrice: z.nullable(minor()),
  /** The change in percent of the old price (null without both prices). */
  changePercent: z.nullable(z.number()),
  actorName: z.nullable(z.string()),
  changedAt: z.string(),
});
export type ListPriceChange = z.infer<typeof listPriceChangeSchema>;

export const LIST_PRICE_CHANGE_SORT_FIELDS = ['changedAt'] as const;

export const listPriceChangeFiltersSchema = z.strictObject({
  companyId: z.optional(idSchema),
  searchFilter: z.optional(trimmedText(100)),
  action: z.optional(z.enum(LIST_PRICE_CHANGE_ACTIONS)),
  changedFrom: z.optional(day()),
  changedTo: z.optional(day()),
  sort: z._default(z.enum(LIST_PRICE_CHANGE_SORT_FIELDS), 'changedAt'),
  order: z._default(sortOrderSchema, 'DESC'),
});

const LIST_PRICE_CHANGES = 'ws-compliance/list-price-changes';

export const listPriceChangeEndpoints = /* @__PURE__ */ (() => ({
  ...readOnlyResourceEndpoints({
    path: LIST_PRICE_CHANGES,
    noun: 'list-price change',
    item: listPriceChangeSchema,
    filters: listPriceChangeFiltersSchema,
  }),
  export: exportEndpoint({
    path: LIST_PRICE_CHANGES,
    noun: 'list-price change',
    filters: listPriceChangeFiltersSchema,
  }),
}))();

// --- Position financials (DOMAIN2 §8.4 check 2: from the position's snapshot) ---

export const positionFinancialSchema = z.object({
  id: z.int(),
  name: z.string(),
  campaignId: z.int(),
  campaignName: z.string(),
  positionType: z.string(),
  status: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  currency: z.string(),
  quantity: z.number(),
  unit: z.string(),
  /** Minor units: the list price of the snapshot × quantity, the booked net, their difference. */
  listAmount: minor(),
  netAmount: minor(),
  deviationAmount: minor(),
  /** Percent of the list amount: −35 is 35 % under list. */
  deviationPercent: z.number(),
  discountPercent: z.number(),
});
export type PositionFinancial = z.infer<typeof positionFinancialSchema>;

export const POSITION_FINANCIAL_SORT_FIELDS = [
  'deviationPercent',
  'deviationAmount',
  'startDate',
  'netAmount',
] as const;
/** The thresholds the list offers: positions at least this many percent under list. */
export const POSITION_DEVIATION_THRESHOLDS = ['10', '20', '35', '50'] as const;

export const positionFinancialFiltersSchema = z.strictObject({
  companyId: z.optional(idSchema),
  searchFilter: z.optional(trimmedText(100)),
  /** At least this many percent under the list price (35: a deviation of −35 % or lower). */
  minUnderList: z.optional(z.enum(POSITION_DEVIATION_THRESHOLDS)),
  currency: z.optional(z.enum(INVOICE_CURRENCIES)),
  startFrom: z.optional(day()),
  startTo: z.optional(day()),
  sort: z._default(z.enum(POSITION_FINANCIAL_SORT_FIELDS), 'deviationPercent'),
  order: z._default(sortOrderSchema, 'ASC'),
});

const POSITION_FINANCIALS = 'ws-compliance/position-financials';

export const positionFinancialEndpoints = /* @__PURE__ */ (() => ({
  ...readOnlyResourceEndpoints({
    path: POSITION_FINANCIALS,
    noun: 'position financial',
    item: positionFinancialSchema,
    filters: positionFinancialFiltersSchema,
  }),
  export: exportEndpoint({
    path: POSITION_FINANCIALS,
    noun: 'position financial',
    filters: positionFinancialFiltersSchema,
  }),
}))();

// --- Account financials (per account and currency) ---

export const accountFinancialSchema = z.object({
  id: z.int(),
  name: z.string(),
  accountId: z.int(),
  accountName: z.string(),
  currency: z.enum(INVOICE_CURRENCIES),
  invoiceCount: z.int(),
  invoiced: minor(),
  paid: minor(),
  open: minor(),
  overdue: minor(),
  credited: minor(),
  credit: minor(),
  dunningLevel: z.int(),
  oldestDueDate: z.nullable(z.string()),
  bookingBlocked: z.boolean(),
});
export type AccountFinancial = z.infer<typeof accountFinancialSchema>;

export const ACCOUNT_FINANCIAL_SORT_FIELDS = ['open', 'overdue', 'invoiced', 'paid'] as const;

export const accountFinancialFiltersSchema = z.strictObject({
  companyId: z.optional(idSchema),
  searchFilter: z.optional(trimmedText(100)),
  currency: z.optional(z.enum(INVOICE_CURRENCIES)),
  /** Only accounts with an overdue amount. */
  overdueOnly: queryFlag(),
  sort: z._default(z.enum(ACCOUNT_FINANCIAL_SORT_FIELDS), 'open'),
  order: z._default(sortOrderSchema, 'DESC'),
});

const ACCOUNT_FINANCIALS = 'ws-compliance/account-financials';

export const accountFinancialEndpoints = /* @__PURE__ */ (() => ({
  ...readOnlyResourceEndpoints({
    path: ACCOUNT_FINANCIALS,
    noun: 'account financial',
    item: accountFinancialSchema,
    filters: accountFinancialFiltersSchema,
  }),
  export: exportEndpoint({
    path: ACCOUNT_FINANCIALS,
    noun: 'account financial',
    filters: accountFinancialFiltersSchema,
  }),
}))();

// --- Dunning (DOMAIN2 §1.6) ---

/** A level of a company config's dunning: days after due, its fee (minor units), a booking block. */
export const dunningLevelSchema = z.object({
  level: z.int().check(z.gte(1), z.lte(9)),
  daysAfterDue: z.int().check(z.gte(1), z.lte(365)),
  fee: z.int().check(z.gte(0), z.lte(100_000)),
  blocksBooking: z.boolean(),
});
export type DunningLevel = z.infer<typeof dunningLevelSchema>;

/** Art. 104 OR: default interest of 5 % a year. */
export const DEFAULT_INTEREST_PERCENT = 5;

/** The job kind of the daily dunning run (the batch screens name it `batch.kinds.finances-dunning`). */
export const DUNNING_JOB = 'finances.dunning';
