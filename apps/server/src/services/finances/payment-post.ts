import type { PaymentMatchStatus } from '@adconsole/api/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { RowOf } from '../../kit/resource.ts';
import { companyOf, type Scope } from '../../kit/scope.ts';
import { recordPaymentStatus } from '../orders/payment-status.ts';
import { qrReference } from './invoice-pdf.ts';

// Matching and posting of a payment (DOMAIN2 §1.5): the invoice is found by the payment's
// reference, the QRR (the issuing company's id and the invoice's id, check digit verified) or
// the SCOR (RF + the invoice's number); then the amount decides against the invoice's open
// amount: equal MATCHED, lower PARTIAL, higher OVERPAID (the part above the open amount is the
// account's credit, `credit_amount`). A matched payment is posted at once (OCA #801: matched
// but never posted is the bug to avoid): the invoice's paid total and its state (ISSUED →
// PARTIALLY_PAID → PAID) change with their history entry in the payment's transaction.
//
// Decisions: only issued invoices take payments (ISSUED, PARTIALLY_PAID, OVERDUE, PAID); a
// payment for a PAID invoice is OVERPAID with all of it as credit. A draft or cancelled
// invoice's reference, another company's QRR, a wrong check digit or another currency leave
// the payment UNMATCHED, for the queue. A partly paid OVERDUE invoice stays OVERDUE (it is
// still late) until it is paid in full. When the payment pays the last open invoice of its
// campaign, the campaign's payment status becomes PAID on the booking day (its payment page,
// spec 3 §3), with the invoice's number as the event's note.

type InvoiceRow = RowOf<'invoice'>;
const PAYABLE = ['ISSUED', 'PARTIALLY_PAID', 'OVERDUE', 'PAID'];
/** The states of an invoice still to be paid. */
export const OPEN_INVOICE_STATES = ['ISSUED', 'PARTIALLY_PAID', 'OVERDUE'];

/** The company's payable invoice a reference names (locked FOR UPDATE), if any. */
export async function invoiceOfReference(
  trx: Db,
  scope: Scope,
  reference: string | null,
  currency: string,
): Promise<InvoiceRow | undefined> {
  if (!reference) return undefined;
  const rows = scope.lockedRows('invoice', trx).selectAll();
  let found: InvoiceRow | undefined;
  if (/^\d{27}$/.test(reference)) {
    const companyId = Number(reference.slice(0, 6));
    const invoiceId = Number(reference.slice(6, 26));
    if (companyId !== companyOf(scope) || qrReference(companyId, invoiceId) !== reference)
      return undefined;
    found = await rows.where('id', '=', invoiceId).executeTakeFirst();
  } else if (/^RF\d{2}[A-Z0-9]{1,21}$/.test(reference)) {
    found = await rows
      .where(
        sql<string>`left(regexp_replace(upper(number), '[^A-Z0-9]', '', 'g'), 21)`,
        '=',
        reference.slice(4),
      )
      .executeTakeFirst();
  }
  return found && PAYABLE.includes(found.state) && found.currency === currency ? found : undefined;
}

/** What a payment of `amount` does to an invoice: its status, the credit, the invoice's state. */
export function paymentOutcome(
  invoice: Pick<InvoiceRow, 'total' | 'paidTotal' | 'state'>,
  amount: number,
): { status: PaymentMatchStatus; credit: number; paidTotal: number; state: string } {
  const total = Number(invoice.total);
  const paid = Number(invoice.paidTotal);
  const open = Math.max(total - paid, 0);
  const paidTotal = paid + amount;
  const status: PaymentMatchStatus =
    amount === open ? 'MATCHED' : amount < open ? 'PARTIAL' : 'OVERPAID';
  const state =
    paidTotal >= total ? 'PAID' : invoice.state === 'OVERDUE' ? 'OVERDUE' : 'PARTIALLY_PAID';
  return { status, credit: Math.max(amount - open, 0), paidTotal, state };
}

/**
 * Posts a payment to its (locked) invoice: the paid total, the state and the PAYMENT history
 * entry, in `trx`. Answers the payment's status and credit.
 */
export async function postToInvoice(
  trx: Db,
  scope: Scope,
  actorUserId: number | null,
  invoice: InvoiceRow,
  payment: { amount: number; bookingDate: string },
): Promise<{ status: PaymentMatchStatus; credit: number }> {
  const outcome = paymentOutcome(invoice, payment.amount);
  await scope
    .update('invoice', trx)
    .set({
      paidTotal: outcome.paidTotal,
      state: outcome.state,
      version: invoice.version + 1,
      updatedAt: new Date(),
    })
    .where('id', '=', invoice.id)
    .execute();
  await scope
    .insert(
      'invoiceEvent',
      {
        invoiceId: invoice.id,
        actorUserId,
        action: 'PAYMENT',
        fromState: invoice.state,
        toState: outcome.state,
        number: invoice.number,
      },
      trx,
    )
    .execute();
  if (outcome.state === 'PAID' && invoice.state !== 'PAID') {
    const stillOpen = await scope
      .rows('invoice', trx)
      .select('id')
      .where('campaignId', '=', invoice.campaignId)
      .where('state', 'in', OPEN_INVOICE_STATES)
      .executeTakeFirst();
    if (!stillOpen)
      await recordPaymentStatus(trx, scope, {
        campaignId: invoice.campaignId,
        status: 'PAID',
        date: payment.bookingDate,
        note: invoice.number,
        userId: actorUserId,
      });
  }
  return { status: outcome.status, credit: outcome.credit };
}
