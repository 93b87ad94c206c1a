import type { manualInvoiceCreateSchema } from '@adconsole/api/contracts';
import type { z } from 'zod/mini';
import type { Db } from '../../db/database.ts';
import type { Scope } from '../../kit/scope.ts';
import {
  campaignToBill,
  type DraftLine,
  type InvoiceRow,
  linePieces,
  writeInvoice,
} from './invoice-drafts.ts';

// A manual invoice (/finances/manual-invoice/{campaignId}; issue 38): free lines of a campaign
// (production, a correction, a fee) for its invoicing account, each with its service period:
// its VAT is the rate of that period by the one rule (a line across a rate change is cut into
// two lines, as a position is), its net amount quantity × unit price rounded to the minor unit.
// It is a draft like a campaign invoice and is issued the same way, numbered from the
// company's MANUAL series (DOMAIN2 §1.1 NumberRange.docType; pattern from the company config);
// it does not take the campaign's billing period, so the campaign invoices go on as before.

/** Writes the draft manual invoice with its lines and CREATED history entry, in `trx`. */
export async function createManualDraft(
  trx: Db,
  scope: Scope,
  userId: number | null,
  input: z.output<typeof manualInvoiceCreateSchema>,
): Promise<InvoiceRow> {
  const campaign = await campaignToBill(trx, scope, input.campaignId);
  const sale = { sellerCountry: campaign.sellerCountry, customerCountry: campaign.customerCountry };
  const lines: DraftLine[] = [];
  for (const line of input.lines) {
    const period = { from: line.serviceFrom, to: line.serviceTo };
    lines.push(
      ...(await linePieces(trx, sale, {
        campaignPositionId: null,
        description: line.description,
        period,
        net: Math.round(line.quantity * line.unitPrice),
        quantity: line.quantity,
        quantityPeriod: period,
        unit: 'PIECES',
        unitPrice: line.unitPrice,
        discountPercent: '0',
      })),
    );
  }
  const days = input.lines.flatMap((line) => [line.serviceFrom, line.serviceTo]).sort();
  return writeInvoice(
    trx,
    scope,
    userId,
    campaign,
    { docType: 'MANUAL', period: { from: days[0] as string, to: days.at(-1) as string } },
    lines,
  );
}
