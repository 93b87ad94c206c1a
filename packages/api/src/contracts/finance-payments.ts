import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { INVOICE_CURRENCIES } from './finances.ts';
import { sortOrderSchema } from './lists.ts';
import { idSchema } from './paging.ts';
import { bodyIdSchema, day, multilineText, trimmedText } from './primitives.ts';
import {
  countsEndpoint,
  exportEndpoint,
  idParamsSchema,
  readOnlyResourceEndpoints,
  versionSchema,
} from './resource.ts';

// Payments (/finances/payments; issue 38 part 3; DOMAIN2 §1.5): credits read from the bank's
// camt.054 / camt.053 files, matched to invoices by QRR or SCOR reference, then by amount.

/**
 * DOMAIN2 §1.5: what a credit gave. MATCHED pays the invoice's open amount exactly, PARTIAL
 * less, OVERPAID more (the rest is the account's credit); UNMATCHED waits to be assigned.
 * PAYOUT is a card provider's payout arriving (DOMAIN2 §1.1 PspPayout, matched by amount and
 * date): no invoice's, so it never waits in the queue.
 */
export const PAYMENT_MATCH_STATUSES = [
  'MATCHED',
  'PARTIAL',
  'OVERPAID',
  'UNMATCHED',
  'PAYOUT',
] as const;
export type PaymentMatchStatus = (typeof PAYMENT_MATCH_STATUSES)[number];
export const PAYMENT_SORT_FIELDS = ['bookingDate', 'amount', 'createdAt'] as const;
/** The bank file formats read. */
export const PAYMENT_FILE_FORMATS = ['camt.054', 'camt.053'] as const;
/** The largest bank file taken (characters of XML). */
export const PAYMENT_FILE_MAX = 10_000_000;

export const paymentSchema = z.object({
  id: z.int(),
  name: z.string(),
  entryRef: z.string(),
  bookingDate: z.string(),
  valueDate: z.nullable(z.string()),
  amount: z.int(),
  currency: z.string(),
  reference: z.nullable(z.string()),
  /** The reference as the QR-bill prints it (a QR reference in groups of five digits). */
  referenceText: z.nullable(z.string()),
  /** A QR or creditor reference whose check digits are wrong (it can name no invoice). */
  referenceCheckFails: z.boolean(),
  debtorName: z.nullable(z.string()),
  status: z.enum(PAYMENT_MATCH_STATUSES),
  invoiceId: z.nullable(z.int()),
  invoiceNumber: z.nullable(z.string()),
  accountId: z.nullable(z.int()),
  accountName: z.nullable(z.string()),
  creditAmount: z.int(),
  importId: z.int(),
  version: z.int(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentFiltersSchema = z.strictObject({
  companyId: z.optional(idSchema),
  status: z.optional(z.enum(PAYMENT_MATCH_STATUSES)),
  searchFilter: z.optional(trimmedText(100)),
  invoiceId: z.optional(idSchema),
  importId: z.optional(idSchema),
  /** The customer account the payment was posted for. */
  accountId: z.optional(idSchema),
  currency: z.optional(z.enum(INVOICE_CURRENCIES)),
  bookedFrom: z.optional(day()),
  bookedTo: z.optional(day()),
  sort: z._default(z.enum(PAYMENT_SORT_FIELDS), 'bookingDate'),
  order: z._default(sortOrderSchema, 'DESC'),
});

/** A file imported as text, with its name: the bank's XML, the card provider's CSV. */
export const paymentImportSchema = z.strictObject({
  fileName: trimmedText(200),
  // Lines and tabs, no other control character (XML 1.0 allows none of them, nor does a CSV).
  content: multilineText(PAYMENT_FILE_MAX, z.minLength(1)),
});
export type PaymentImportBody = z.input<typeof paymentImportSchema>;

/** What an import gave (DOMAIN2 §1.1 PaymentImport stats). */
export const paymentImportResultSchema = z.object({
  id: z.int(),
  format: z.enum(PAYMENT_FILE_FORMATS),
  account: z.string(),
  entries: z.int(),
  matched: z.int(),
  partial: z.int(),
  overpaid: z.int(),
  unmatched: z.int(),
  payout: z.int(),
  duplicate: z.int(),
});
export type PaymentImportResult = z.infer<typeof paymentImportResultSchema>;

/** An invoice a payment may be assigned to: its number, account and what is still open. */
export const paymentInvoiceOptionSchema = z.object({
  id: z.int(),
  number: z.string(),
  accountName: z.string(),
  campaignName: z.string(),
  state: z.string(),
  currency: z.string(),
  total: z.int(),
  open: z.int(),
  dueDate: z.nullable(z.string()),
});
export type PaymentInvoiceOption = z.infer<typeof paymentInvoiceOptionSchema>;

/** How many options a payment lookup answers. */
export const PAYMENT_LOOKUP_LIMIT = 20;

const PATH = 'ws-finances/payments';

export const paymentEndpoints = /* @__PURE__ */ (() => ({
  ...readOnlyResourceEndpoints({
    path: PATH,
    noun: 'payment',
    item: paymentSchema,
    filters: paymentFiltersSchema,
  }),
  export: exportEndpoint({ path: PATH, noun: 'payment', filters: paymentFiltersSchema }),
  counts: countsEndpoint({
    path: PATH,
    noun: 'payment',
    filters: paymentFiltersSchema,
    by: 'status',
  }),
  invoiceOptions: endpoint({
    method: 'GET',
    path: `${PATH}/invoice-options`,
    summary:
      'Issued invoices a payment may be assigned to, by number or account, with their open amounts',
    query: z.strictObject({
      search: z._default(trimmedText(100), ''),
      currency: z.optional(z.enum(INVOICE_CURRENCIES)),
    }),
    response: z.array(paymentInvoiceOptionSchema),
  }),
  accountOptions: endpoint({
    method: 'GET',
    path: `${PATH}/account-options`,
    summary: 'Accounts by name, for the payments list filter',
    query: z.strictObject({ search: z._default(trimmedText(100), '') }),
    response: z.array(z.object({ id: z.int(), name: z.string() })),
  }),
  import: endpoint({
    method: 'POST',
    path: `${PATH}/imports`,
    summary:
      'Imports a camt.054 or camt.053 bank file: its credits matched to invoices and posted; an entry already imported is skipped',
    body: paymentImportSchema,
    response: paymentImportResultSchema,
  }),
  assign: endpoint({
    method: 'POST',
    path: `${PATH}/{id}/assign`,
    summary: 'Assigns an unmatched payment to an invoice by hand and posts it',
    params: idParamsSchema,
    body: z.strictObject({ invoiceId: bodyIdSchema, version: versionSchema }),
    response: paymentSchema,
  }),
}))();
