import type { Invoice, Payment, PaymentMatchStatus } from '@adconsole/api';
import type { Language } from '@adconsole/i18n';
import { lazyPart, type StatusBadge } from '@adconsole/ui';
import { minorMoney } from './invoiceParts.tsx';

// What the payment screens share: a status's badge tone, where a payment's page is, and the
// assignment dialog (loaded when it opens, from the list or a payment's page).

type Tone = NonNullable<Parameters<typeof StatusBadge>[0]['tone']>;

/** The badge tone of a payment's status: the queue stands out, a payout is bookkeeping. */
export const PAYMENT_STATUS_TONES: Record<PaymentMatchStatus, Tone> = {
  MATCHED: 'positive',
  PARTIAL: 'warning',
  OVERPAID: 'link',
  UNMATCHED: 'critical',
  PAYOUT: 'neutral',
};

/** The path of a payment's own page. */
export const paymentHref = (payment: { id: number }) => `/finances/payments/${payment.id}`;

/** The dialog that assigns an unmatched payment to an invoice, loaded when it opens. */
export const assignDialog = lazyPart(() =>
  import('./PaymentAssignDialog.tsx').then((module) => module.PaymentAssignDialog),
);

/** The invoice record's paid and open amounts, as facts (none for a draft: nothing to pay). */
export function paymentFacts(
  invoice: Invoice,
  t: (key: string) => string,
  language: Language,
): [string, string][] {
  if (invoice.state === 'DRAFT') return [];
  // A cancelled invoice is credited in full by its approved credit note: nothing is open (a new
  // finance user read "Open CHF 91'497.26" beside "cancelled by credit note").
  const open = invoice.state === 'CANCELLED' ? 0 : Math.max(invoice.total - invoice.paidTotal, 0);
  return [
    [t('payments.invoice.paid'), minorMoney(invoice.paidTotal, language, invoice.currency)],
    [t('payments.invoice.open'), minorMoney(open, language, invoice.currency)],
  ];
}

/**
 * A payment's reference as the QR-bill prints it (groups of five digits), and, when its check
 * digit is wrong, that it is: such an entry can name no invoice (issue 38).
 */
export function referenceShown(
  payment: Pick<Payment, 'referenceText' | 'referenceCheckFails'>,
  t: (key: string) => string,
): string {
  if (payment.referenceText === null) return '';
  return payment.referenceCheckFails
    ? `${payment.referenceText} · ${t('payments.referenceCheckFails')}`
    : payment.referenceText;
}
