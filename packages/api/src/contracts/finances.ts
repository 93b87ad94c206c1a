import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { FINANCE_INVOICE_STATES, FINANCE_INVOICE_TABS } from './finance-states.ts';
import { jobStartedSchema } from './jobs.ts';
import { sortOrderSchema } from './lists.ts';
import { serverMessage } from './messages.ts';
import { idSchema } from './paging.ts';
import { bodyIdSchema, day, requiredText, trimmedText } from './primitives.ts';
import {
  bulkRequestOf,
  bulkResultSchema,
  countsEndpoint,
  idParamsSchema,
  readOnlyResourceEndpoints,
  versionSchema,
} from './resource.ts';

// Finances (issue 38 part 1; DOMAIN2 §1; spec 1 §2.11): invoices of campaigns by billing
// period, with a line per position and service period, VAT by each line's service period, a
// gap-free number taken at issue. Money is in minor units (Rappen, cents), integers.

/** DOMAIN2 §1.1: how a line is taxed. */
export const VAT_CATEGORIES = [
  'STANDARD',
  'REDUCED',
  'ACCOMMODATION',
  'EXEMPT',
  'REVERSE_CHARGE',
] as const;
export type VatCategory = (typeof VAT_CATEGORIES)[number];
export const VAT_MODES = ['DOMESTIC', 'REVERSE_CHARGE', 'EXEMPT'] as const;

/** The currencies an invoice is written in (the QR-bill takes these two only). */
export const INVOICE_CURRENCIES = ['CHF', 'EUR'] as const;

export const INVOICE_SORT_FIELDS = [
  'issueDate',
  'dueDate',
  'number',
  'total',
  'periodFrom',
  'createdAt',
] as const;

/** The bulk actions of the invoices list: issue drafts, send issued invoices. */
export const INVOICE_BULK_ACTIONS = ['issue', 'send'] as const;
export type InvoiceBulkAction = (typeof INVOICE_BULK_ACTIONS)[number];

/** The documents an invoice row is (DOMAIN2 §1.1 NumberRange.docType, those built). */
export const INVOICE_DOC_TYPES = ['INVOICE', 'MANUAL'] as const;

/** An amount in minor units (Rappen, cents). */
const minor = () => z.int();

export const invoiceSchema = z.object({
  id: z.int(),
  /** What the record is called: its number, a draft's campaign. */
  name: z.string(),
  /** Null while a draft: the number is taken at issue (DOMAIN2 §1.3). */
  number: z.nullable(z.string()),
  /** A campaign invoice of its positions, or a manual invoice of free lines. */
  docType: z.enum(INVOICE_DOC_TYPES),
  state: z.enum(FINANCE_INVOICE_STATES),
  campaignId: z.int(),
  campaignName: z.string(),
  accountId: z.int(),
  accountName: z.string(),
  currency: z.enum(INVOICE_CURRENCIES),
  periodFrom: z.string(),
  periodTo: z.string(),
  issueDate: z.nullable(z.string()),
  dueDate: z.nullable(z.string()),
  vatMode: z.enum(VAT_MODES),
  netTotal: minor(),
  vatTotal: minor(),
  total: minor(),
  paidTotal: minor(),
  /**
   * The invoice's last sending by mail (when it was written to the outbox, to whom; `to` null for
   * a sending the history records without a mail of the outbox, as the demo data's); null: never
   * sent. "Sent" is no state of DOMAIN2 §1 (an issued invoice stays ISSUED), so it is a fact of
   * its own: a sent invoice looked like an unsent one (issue 38). It is independent of payment:
   * a customer may pay an invoice handed over otherwise, so the page says "not sent by e-mail".
   */
  lastSent: z.nullable(z.object({ at: z.string(), to: z.nullable(z.string()) })),
  version: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceLineSchema = z.object({
  id: z.int(),
  position: z.int(),
  campaignPositionId: z.nullable(z.int()),
  splitOf: z.nullable(z.int()),
  description: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  quantity: z.number(),
  unit: z.string(),
  /** The quantity with its unit as the invoice's PDF prints it, in the reader's language. */
  quantityText: z.string(),
  unitPrice: minor(),
  discountPercent: z.number(),
  netAmount: minor(),
  vatCategory: z.enum(VAT_CATEGORIES),
  vatRate: z.number(),
  vatAmount: minor(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** An invoice's lines, its VAT per rate and its history. */
export const invoiceDetailsSchema = z.object({
  lines: z.array(invoiceLineSchema),
  vatByRate: z.array(
    z.object({
      vatCategory: z.enum(VAT_CATEGORIES),
      vatRate: z.number(),
      net: minor(),
      vat: minor(),
    }),
  ),
  customerVatId: z.nullable(z.string()),
  history: z.array(
    z.object({
      id: z.int(),
      at: z.string(),
      action: z.enum([
        'CREATED',
        'ISSUED',
        'SENT',
        'CANCELLED',
        'PAYMENT',
        'CREDIT_NOTE_REQUESTED',
        'CREDIT_NOTE_REJECTED',
        'OVERDUE',
        'REMINDER',
        'EDITED',
      ]),
      actorName: z.nullable(z.string()),
      fromState: z.nullable(z.enum(FINANCE_INVOICE_STATES)),
      toState: z.enum(FINANCE_INVOICE_STATES),
      number: z.nullable(z.string()),
    }),
  ),
});
export type InvoiceDetails = z.infer<typeof invoiceDetailsSchema>;

export const invoiceFiltersSchema = z.strictObject({
  companyId: z.optional(idSchema),
  invoiceState: z.optional(z.enum(FINANCE_INVOICE_TABS)),
  searchFilter: z.optional(trimmedText(100)),
  accountId: z.optional(idSchema),
  campaignId: z.optional(idSchema),
  currency: z.optional(z.enum(INVOICE_CURRENCIES)),
  periodFrom: z.optional(day()),
  periodTo: z.optional(day()),
  sort: z._default(z.enum(INVOICE_SORT_FIELDS), 'createdAt'),
  order: z._default(sortOrderSchema, 'DESC'),
});

/** A draft invoice of a campaign's booked and running positions for a billing period. */
export const invoiceCreateSchema = z.strictObject({
  campaignId: bodyIdSchema,
  /** The billing period; left out: the campaign's whole run. */
  periodFrom: z.optional(day()),
  periodTo: z.optional(day()),
});
export type InvoiceCreate = z.input<typeof invoiceCreateSchema>;

/** The month an invoice run bills (YYYY-MM). */
export const invoiceRunSchema = z.strictObject({
  month: z
    .string()
    .check(z.regex(/^(19|20|21)\d{2}-(0[1-9]|1[0-2])$/, serverMessage('monthInvalid'))),
});

/** What the run of a month will bill, before it runs: the campaigns and net per currency. */
export const invoiceRunPreviewSchema = z.object({
  month: z.string(),
  campaigns: z.int(),
  currencies: z.array(
    z.object({
      currency: z.enum(INVOICE_CURRENCIES),
      campaigns: z.int(),
      /** The net of the drafts the run will write, in minor units (VAT is added per line). */
      net: z.int(),
    }),
  ),
});
export type InvoiceRunPreview = z.infer<typeof invoiceRunPreviewSchema>;

/** The longest text of an invoice line (the column's check). */
export const INVOICE_LINE_TEXT_MAX = 200;

/** A draft's line texts, corrected before it is issued (the lines of the invoice, by id). */
export const invoiceLinesEditSchema = z.strictObject({
  version: versionSchema,
  lines: z
    .array(
      z.strictObject({
        id: bodyIdSchema,
        description: requiredText(INVOICE_LINE_TEXT_MAX),
      }),
    )
    .check(z.maxLength(500)),
});
export type InvoiceLinesEdit = z.input<typeof invoiceLinesEditSchema>;

/** The job kind of the invoice run (the batch screens name it `batch.kinds.finances-invoice-run`). */
export const INVOICE_RUN_JOB = 'finances.invoice-run';

const PATH = 'ws-finances/invoices';

export const invoiceEndpoints = /* @__PURE__ */ invoiceCalls();

function invoiceCalls() {
  return {
    ...readOnlyResourceEndpoints({
      path: PATH,
      noun: 'invoice',
      item: invoiceSchema,
      filters: invoiceFiltersSchema,
    }),
    counts: countsEndpoint({
      path: PATH,
      noun: 'invoice',
      filters: invoiceFiltersSchema,
      by: 'invoiceState',
    }),
    create: endpoint({
      method: 'POST',
      path: PATH,
      summary: "A draft invoice of a campaign's booked and running positions for a billing period",
      body: invoiceCreateSchema,
      response: invoiceSchema,
    }),
    details: endpoint({
      method: 'GET',
      path: `${PATH}/{id}/details`,
      summary: "An invoice's lines, VAT per rate and history",
      params: idParamsSchema,
      response: invoiceDetailsSchema,
    }),
    pdf: endpoint({
      method: 'GET',
      path: `${PATH}/{id}/pdf`,
      summary:
        "The invoice as a PDF with the Swiss QR-bill's payment part, in the account's language",
      params: idParamsSchema,
    }),
    issue: endpoint({
      method: 'POST',
      path: `${PATH}/{id}/issue`,
      summary: 'Issues a draft invoice: its number is taken from the gap-free series now',
      params: idParamsSchema,
      body: z.strictObject({ version: versionSchema }),
      response: invoiceSchema,
    }),
    bulk: endpoint({
      method: 'POST',
      path: `${PATH}/bulk/{action}`,
      summary: 'A bulk action on invoices (issue, send), or its dry run',
      params: z.strictObject({ action: z.enum(INVOICE_BULK_ACTIONS) }),
      body: bulkRequestOf(invoiceFiltersSchema),
      response: bulkResultSchema,
    }),
    bulkRun: endpoint({
      method: 'GET',
      path: `${PATH}/bulk-runs/{id}`,
      summary: "A bulk action's background run (many invoices): each invoice's outcome so far",
      params: idParamsSchema,
      response: bulkResultSchema,
    }),
    runPreview: endpoint({
      method: 'POST',
      path: 'ws-finances/invoice-runs/preview',
      summary: 'What the invoice run of a month will bill: its campaigns and net per currency',
      body: invoiceRunSchema,
      response: invoiceRunPreviewSchema,
    }),
    editLines: endpoint({
      method: 'PUT',
      path: `${PATH}/{id}/lines`,
      summary: "Corrects a draft's line texts before it is issued",
      params: idParamsSchema,
      body: invoiceLinesEditSchema,
      response: invoiceSchema,
    }),
    discard: endpoint({
      method: 'POST',
      path: `${PATH}/{id}/discard`,
      summary: 'Discards a draft invoice (it has no number): its period can be billed again',
      params: idParamsSchema,
      body: z.strictObject({ version: versionSchema }),
      response: z.object({ id: z.int() }),
    }),
    run: endpoint({
      method: 'POST',
      path: 'ws-finances/invoice-runs',
      summary: 'Starts the invoice run of a month: a draft per campaign with positions in it',
      body: invoiceRunSchema,
      response: jobStartedSchema,
    }),
  };
}
