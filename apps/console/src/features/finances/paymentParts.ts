import type { PaymentMatchStatus } from '@adconsole/api';
import type { StatusBadge } from '@adconsole/ui';

// What the payment screens share: a status's badge tone and where a payment's page is.

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
