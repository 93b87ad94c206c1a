import { type Payment, paymentEndpoints } from '@adconsole/api';
import { formatDateTime, formatDisplayDate, type Language } from '@adconsole/i18n';
import { Button, Inline, Link, StatusBadge } from '@adconsole/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OnDemandDialog } from '../../kit/OnDemandDialog.tsx';
import { RecordPage } from '../../kit/RecordPage.tsx';
import { useTableParams } from '../../routes/useTableParams.ts';
import { invoiceHref, minorMoney } from './invoiceParts.tsx';
import { assignDialog, PAYMENT_STATUS_TONES, referenceShown } from './paymentParts.ts';

/** The unmatched payment's assignment, from its page. */
function AssignButton({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (payment.status !== 'UNMATCHED') return null;
  return (
    <>
      <Button variant="primary" onPress={() => setOpen(true)}>
        {t('payments.actions.assign')}
      </Button>
      {open && (
        <OnDemandDialog
          part={assignDialog}
          props={{ payment, onClose: () => setOpen(false) }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/**
 * /finances/payments/{paymentId}: a bank credit as the bank told it (booking and value day,
 * amount, payer, reference, the bank's entry) and what it paid (status, invoice, account, the
 * credit left on the account).
 */
export function PaymentPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const { paymentId } = useTableParams<'finances.payment'>();
  return (
    <RecordPage<Payment>
      calls={paymentEndpoints}
      id={paymentId}
      title={(payment) =>
        t('payments.record.title', {
          amount: minorMoney(payment.amount, language, payment.currency),
          date: formatDisplayDate(payment.bookingDate),
        })
      }
      facts={(payment) => [
        [
          t('payments.columns.status'),
          <StatusBadge key="status" tone={PAYMENT_STATUS_TONES[payment.status]}>
            {t(`payments.status.${payment.status}`)}
          </StatusBadge>,
        ],
        [t('payments.columns.amount'), minorMoney(payment.amount, language, payment.currency)],
        [t('payments.columns.bookingDate'), formatDisplayDate(payment.bookingDate)],
        [
          t('payments.columns.valueDate'),
          payment.valueDate ? formatDisplayDate(payment.valueDate) : null,
        ],
        [t('payments.columns.debtorName'), payment.debtorName],
        [t('payments.columns.reference'), referenceShown(payment, t) || null],
        [
          t('payments.columns.invoiceNumber'),
          payment.invoiceId && payment.invoiceNumber ? (
            <Link key="invoice" href={invoiceHref({ id: payment.invoiceId })}>
              {payment.invoiceNumber}
            </Link>
          ) : null,
        ],
        [t('payments.columns.accountName'), payment.accountName],
        [
          t('payments.columns.creditAmount'),
          payment.creditAmount > 0
            ? minorMoney(payment.creditAmount, language, payment.currency)
            : null,
        ],
        [t('payments.columns.entryRef'), payment.entryRef],
        [t('payments.record.imported'), formatDateTime(payment.createdAt)],
      ]}
      actions={(payment) => (
        <Inline space="small">
          <AssignButton payment={payment} />
        </Inline>
      )}
    />
  );
}
