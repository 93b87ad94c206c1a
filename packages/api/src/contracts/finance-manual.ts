import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { INVOICE_CURRENCIES, INVOICE_LINE_TEXT_MAX, invoiceSchema } from './finances.ts';
import { serverMessage } from './messages.ts';
import { bodyIdSchema, day, requiredText } from './primitives.ts';
import { idParamsSchema } from './resource.ts';

// Manual invoices (/finances/manual-invoice/{campaignId}; issue 38 part 2): free lines for a
// campaign's invoicing account, VAT by each line's service period. A module and a call group
// of their own, built when first used (pure): the route table, which the frame loads, reads
// the invoices' tab lists only and so carries none of this.

/** The most lines a manual invoice takes. */
export const MANUAL_INVOICE_MAX_LINES = 50;
/** The longest text of a manual invoice's line (the invoice line's description). */
export const MANUAL_LINE_TEXT_MAX = INVOICE_LINE_TEXT_MAX;
/** The largest unit price of a manual line in minor units (CHF 10 million). */
export const MANUAL_UNIT_PRICE_MAX = 1_000_000_000;
/** The largest quantity of a manual line. */
export const MANUAL_QUANTITY_MAX = 1_000_000;

/**
 * A free line of a manual invoice (`/finances/manual-invoice/{campaignId}`): its text, the
 * service's period (one day: from = to), quantity and unit price in minor units; its VAT is
 * the rate of its service period (a period across a rate change is cut into two lines).
 */
export const manualInvoiceLineSchema = /* @__PURE__ */ (() =>
  z
    .strictObject({
      description: requiredText(MANUAL_LINE_TEXT_MAX),
      serviceFrom: day(),
      serviceTo: day(),
      quantity: z.number().check(z.positive(), z.maximum(MANUAL_QUANTITY_MAX)),
      unitPrice: z.int().check(z.minimum(-MANUAL_UNIT_PRICE_MAX), z.maximum(MANUAL_UNIT_PRICE_MAX)),
    })
    .check(
      z.refine((line) => line.serviceTo >= line.serviceFrom, {
        message: serverMessage('startBeforeEnd'),
        path: ['serviceTo'],
      }),
    ))();
export type ManualInvoiceLine = z.input<typeof manualInvoiceLineSchema>;

export const manualInvoiceCreateSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    campaignId: bodyIdSchema,
    lines: z
      .array(manualInvoiceLineSchema)
      .check(z.minLength(1), z.maxLength(MANUAL_INVOICE_MAX_LINES)),
  }))();
export type ManualInvoiceCreate = z.input<typeof manualInvoiceCreateSchema>;

/** The campaign a manual invoice is written for, as its page shows it. */
export const manualInvoiceCampaignSchema = /* @__PURE__ */ (() =>
  z.object({
    id: z.int(),
    name: z.string(),
    accountName: z.string(),
    currency: z.enum(INVOICE_CURRENCIES),
    startDate: z.string(),
    endDate: z.string(),
  }))();
export type ManualInvoiceCampaign = z.infer<typeof manualInvoiceCampaignSchema>;

const INVOICES = 'ws-finances/invoices';

export const manualInvoiceEndpoints = /* @__PURE__ */ (() => ({
  createManual: endpoint({
    method: 'POST',
    path: `${INVOICES}/manual`,
    summary: 'A draft manual invoice of a campaign: free lines, VAT by each line’s service period',
    body: manualInvoiceCreateSchema,
    response: invoiceSchema,
  }),
  manualCampaign: endpoint({
    method: 'GET',
    path: `${INVOICES}/manual/{id}`,
    summary:
      'The campaign a manual invoice is written for: its name, invoicing account and currency',
    params: idParamsSchema,
    response: manualInvoiceCampaignSchema,
  }),
}))();
