import { type Invoice, type Payment, paymentEndpoints } from '@adconsole/api';
import { formatDisplayDate, type Language } from '@adconsole/i18n';
import { createDataTableColumns, DataTable, Link, StatusBadge, Text } from '@adconsole/ui';
import { useTranslation } from 'react-i18next';
import { useEndpoint } from '../../kit/endpointQuery.ts';
import { QueryPending } from '../../kit/QueryPending.tsx';
import { minorMoney } from './invoiceParts.tsx';
import { PAYMENT_STATUS_TONES, paymentHref } from './paymentParts.ts';

// The invoice record's Payments tab, loaded when the tab opens (InvoicePage.tsx).

/** The most payments an invoice's tab shows (an invoice is paid in a few instalments at most). */
const SHOWN = 100;

/** The payments posted to an invoice: booking day, status, amount, payer, credit left. */
export function InvoicePayments({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const payments = useEndpoint(paymentEndpoints.list, {
    query: { invoiceId: invoice.id, sort: 'bookingDate', order: 'ASC', page: 0, limit: SHOWN },
  });
  const column = createDataTableColumns<Payment>();
  const money = (minor: number, row: Payment) => minorMoney(minor, language, row.currency);
  const columns = [
    column.accessor('bookingDate', {
      header: t('payments.columns.bookingDate'),
      cell: (info) => (
        <Link href={paymentHref(info.row.original)}>{formatDisplayDate(info.getValue())}</Link>
      ),
      meta: { kind: 'date' },
    }),
    column.accessor('status', {
      header: t('payments.columns.status'),
      cell: (info) => (
        <StatusBadge tone={PAYMENT_STATUS_TONES[info.getValue()]}>
          {t(`payments.status.${info.getValue()}`)}
        </StatusBadge>
      ),
      meta: { kind: 'status' },
    }),
    column.accessor('amount', {
      header: t('payments.columns.amount'),
      cell: (info) => money(info.getValue(), info.row.original),
      meta: { kind: 'money' },
    }),
    column.accessor((row) => row.debtorName ?? '', {
      id: 'debtorName',
      header: t('payments.columns.debtorName'),
      meta: { kind: 'name' },
    }),
    column.accessor('creditAmount', {
      header: t('payments.columns.creditAmount'),
      cell: (info) => (info.getValue() > 0 ? money(info.getValue(), info.row.original) : ''),
      meta: { kind: 'money' },
    }),
  ];
  const data = payments.data;
  if (!data) return <QueryPending query={payments} />;
  if (data.items.length === 0) return <Text tone="muted">{t('payments.invoice.none')}</Text>;
  return (
    <DataTable
      aria-label={t('payments.invoice.label')}
      layout="table"
      columns={columns}
      rows={data.items}
      getRowId={(payment) => String(payment.id)}
    />
  );
}
