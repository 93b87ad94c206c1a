import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { paymentImportSchema } from './finance-payments.ts';
import { INVOICE_CURRENCIES } from './finances.ts';
import { sortOrderSchema } from './lists.ts';
import { idSchema } from './paging.ts';
import { day, trimmedText } from './primitives.ts';
import { countsEndpoint, exportEndpoint, readOnlyResourceEndpoints } from './resource.ts';

// Credit-card receipts (/finances/credit-card-receipts, tabs payments and payouts, ADMIN; spec 1
// §2.11; DOMAIN2 §1.1 PspPayout): the card payments of self-booking customers and the card
// provider's payouts of them to the bank, read from the provider's payout file (a CSV modelled
// on Stripe's itemized payout reconciliation report) and matched to the bank's entry by amount
// and date.

/** DOMAIN2 §1.1 (Stripe's Payout.status): pending → in transit → paid | failed. */
export const CARD_PAYOUT_STATUSES = ['PENDING', 'IN_TRANSIT', 'PAID', 'FAILED'] as const;
export type CardPayoutStatus = (typeof CARD_PAYOUT_STATUSES)[number];
/** A card payment: charged (awaiting or in a payout), or refunded to the card. */
export const CARD_PAYMENT_STATUSES = ['CHARGED', 'REFUNDED'] as const;
export type CardPaymentStatus = (typeof CARD_PAYMENT_STATUSES)[number];
export const CARD_PAYMENT_SORT_FIELDS = ['paidAt', 'amount'] as const;
export const CARD_PAYOUT_SORT_FIELDS = ['arrivalDate', 'amount'] as const;
/** The card brands the provider names. */
export const CARD_BRANDS = ['VISA', 'MASTERCARD', 'AMEX', 'TWINT'] as const;

export const cardPaymentSchema = z.object({
  id: z.int(),
  name: z.string(),
  /** The provider's charge id (`ch_…`): what its payout file names. */
  pspReference: z.string(),
  paidAt: z.string(),
  amount: z.int(),
  fee: z.int(),
  currency: z.string(),
  status: z.enum(CARD_PAYMENT_STATUSES),
  cardBrand: z.enum(CARD_BRANDS),
  cardLast4: z.string(),
  campaignId: z.nullable(z.int()),
  campaignName: z.nullable(z.string()),
  accountId: z.nullable(z.int()),
  accountName: z.nullable(z.string()),
  payoutId: z.nullable(z.int()),
  payoutRef: z.nullable(z.string()),
  payoutStatus: z.nullable(z.enum(CARD_PAYOUT_STATUSES)),
});
export type CardPayment = z.infer<typeof cardPaymentSchema>;

export const cardPayoutSchema = z.object({
  id: z.int(),
  name: z.string(),
  payoutRef: z.string(),
  status: z.enum(CARD_PAYOUT_STATUSES),
  arrivalDate: z.string(),
  currency: z.string(),
  /** What the card payments came to, the provider's fees, and what reaches the bank. */
  gross: z.int(),
  fee: z.int(),
  amount: z.int(),
  transactions: z.int(),
  /** The bank's entry the payout arrived as (a payment of the bank file), once matched. */
  bankPaymentId: z.nullable(z.int()),
  bankEntryRef: z.nullable(z.string()),
  bankBookingDate: z.nullable(z.string()),
  updatedAt: z.string(),
});
export type CardPayout = z.infer<typeof cardPayoutSchema>;

export const cardPaymentFiltersSchema = z.strictObject({
  companyId: z.optional(idSchema),
  searchFilter: z.optional(trimmedText(100)),
  status: z.optional(z.enum(CARD_PAYMENT_STATUSES)),
  currency: z.optional(z.enum(INVOICE_CURRENCIES)),
  payoutId: z.optional(idSchema),
  paidFrom: z.optional(day()),
  paidTo: z.optional(day()),
  sort: z._default(z.enum(CARD_PAYMENT_SORT_FIELDS), 'paidAt'),
  order: z._default(sortOrderSchema, 'DESC'),
});

export const cardPayoutFiltersSchema = z.strictObject({
  companyId: z.optional(idSchema),
  searchFilter: z.optional(trimmedText(100)),
  status: z.optional(z.enum(CARD_PAYOUT_STATUSES)),
  currency: z.optional(z.enum(INVOICE_CURRENCIES)),
  arrivalFrom: z.optional(day()),
  arrivalTo: z.optional(day()),
  sort: z._default(z.enum(CARD_PAYOUT_SORT_FIELDS), 'arrivalDate'),
  order: z._default(sortOrderSchema, 'DESC'),
});

/** What a payout file gave. */
export const cardPayoutImportResultSchema = z.object({
  id: z.int(),
  /** Payouts new to us, payouts whose status moved on, payouts the file told nothing new of. */
  created: z.int(),
  updated: z.int(),
  unchanged: z.int(),
  /** Card payments the file put into a payout; charges of the file we hold no payment of. */
  payments: z.int(),
  unknownCharges: z.int(),
  /** Paid payouts matched to the bank's entry by this import. */
  bankMatched: z.int(),
});
export type CardPayoutImportResult = z.infer<typeof cardPayoutImportResultSchema>;

const PAYMENTS = 'ws-finances/card-payments';
const PAYOUTS = 'ws-finances/card-payouts';

export const cardPaymentEndpoints = /* @__PURE__ */ (() => ({
  ...readOnlyResourceEndpoints({
    path: PAYMENTS,
    noun: 'card payment',
    item: cardPaymentSchema,
    filters: cardPaymentFiltersSchema,
  }),
  export: exportEndpoint({
    path: PAYMENTS,
    noun: 'card payment',
    filters: cardPaymentFiltersSchema,
  }),
}))();

export const cardPayoutEndpoints = /* @__PURE__ */ (() => ({
  ...readOnlyResourceEndpoints({
    path: PAYOUTS,
    noun: 'card payout',
    item: cardPayoutSchema,
    filters: cardPayoutFiltersSchema,
  }),
  export: exportEndpoint({ path: PAYOUTS, noun: 'card payout', filters: cardPayoutFiltersSchema }),
  counts: countsEndpoint({
    path: PAYOUTS,
    noun: 'card payout',
    filters: cardPayoutFiltersSchema,
    by: 'status',
  }),
  import: endpoint({
    method: 'POST',
    path: `${PAYOUTS}/imports`,
    summary:
      "Imports the card provider's payout file (CSV): payouts created or moved on, their card payments linked, a paid payout matched to the bank's entry",
    // The provider's payout file (CSV) as text with its name, as a bank file is sent.
    body: paymentImportSchema,
    response: cardPayoutImportResultSchema,
  }),
}))();
