import {
  INVOICE_CURRENCIES,
  PAYMENT_MATCH_STATUSES,
  PAYMENT_SORT_FIELDS,
  type Payment,
  type PaymentImportResult,
  paymentEndpoints,
} from '@adconsole/api';
import type { Language } from '@adconsole/i18n';
import { Button, createDataTableColumns, Link, lazyPart, type Option } from '@adconsole/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recordColumns } from '../../kit/columns.tsx';
import { dateRangeParam } from '../../kit/dateRangeParam.ts';
import { call } from '../../kit/endpointQuery.ts';
import { ListView } from '../../kit/ListView.tsx';
import { choiceParam, defineList, lookupParam, textParam } from '../../kit/listDefinition.ts';
import { OnDemandDialog } from '../../kit/OnDemandDialog.tsx';
import { rowActionsColumn } from '../../kit/rowActions.tsx';
import { useList } from '../../kit/useList.ts';
import { invoiceHref, minorMoney } from './invoiceParts.tsx';
import { PaymentImportSummary } from './PaymentImportSummary.tsx';
import { assignDialog, PAYMENT_STATUS_TONES, paymentHref, referenceShown } from './paymentParts.ts';

/** Accounts by name for the account filter (the payments' own lookup: finance has no CRM role). */
const loadPaymentAccounts = async (search: string, { signal }: { signal?: AbortSignal }) => {
  const accounts = await call(
    paymentEndpoints.accountOptions,
    { query: { search: search.trim() } },
    { signal },
  );
  return accounts.map((account): Option => ({ id: String(account.id), label: account.name }));
};

const paymentList = defineList({
  params: {
    status: choiceParam(PAYMENT_MATCH_STATUSES),
    search: textParam({ query: 'searchFilter', filter: 'payments.filters.search' }),
    booked: dateRangeParam({
      from: 'bookedFrom',
      to: 'bookedTo',
      filter: 'payments.filters.booked',
    }),
    currency: choiceParam(INVOICE_CURRENCIES, {
      filter: 'payments.filters.currency',
      optionLabel: (currency) => `payments.currencies.${currency}`,
      all: 'payments.filters.allCurrencies',
    }),
    account: lookupParam({
      query: 'accountId',
      filter: 'payments.filters.account',
      loadOptions: loadPaymentAccounts,
    }),
  },
  sort: { fields: PAYMENT_SORT_FIELDS, field: 'bookingDate', order: 'DESC' },
  tabs: {
    param: 'status',
    values: ['ALL', 'UNMATCHED', 'MATCHED', 'PARTIAL', 'OVERPAID', 'PAYOUT'],
    all: 'ALL',
    label: (tab) => `payments.tabs.${tab}`,
  },
  pageSizes: [20, 50, 100],
});

// The dialogs load when they open, never with the list.
const importDialog = lazyPart(() =>
  import('./PaymentImportDialog.tsx').then((module) => module.PaymentImportDialog),
);

/** The payments' columns: booking day, status, amount, payer, reference, invoice, account. */
function usePaymentColumns(onAssign: (payment: Payment) => void, withCredit: boolean) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  return useMemo(() => {
    const column = recordColumns<Payment>(t, 'payments');
    const own = createDataTableColumns<Payment>();
    return [
      column.date('bookingDate'),
      column.statusBadge('status', 'payments.status', PAYMENT_STATUS_TONES),
      own.accessor('amount', {
        header: t('payments.columns.amount'),
        cell: (info) => minorMoney(info.getValue(), language, info.row.original.currency),
        meta: { kind: 'money' },
      }),
      column.name('debtorName'),
      // As the QR-bill prints it, never cut (issue 38: "00005…" beside an empty credit column).
      own.accessor('referenceText', {
        header: t('payments.columns.reference'),
        cell: (info) => referenceShown(info.row.original, t),
        meta: { kind: 'status' },
      }),
      own.accessor('invoiceNumber', {
        header: t('payments.columns.invoiceNumber'),
        cell: (info) => {
          const { invoiceId, invoiceNumber } = info.row.original;
          return invoiceId && invoiceNumber ? (
            <Link href={invoiceHref({ id: invoiceId })}>{invoiceNumber}</Link>
          ) : (
            ''
          );
        },
        // A number is never cut: kept whole like a status code (left, as wide as it is).
        meta: { kind: 'status' },
      }),
      column.name('accountName'),
      // The overpaid payments' figure: an empty column on every other tab took the room the
      // reference needed (issue 38); a payment's own page shows its credit.
      ...(withCredit
        ? [
            own.accessor('creditAmount', {
              header: t('payments.columns.creditAmount'),
              cell: (info) => minorMoney(info.getValue(), language, info.row.original.currency),
              meta: { kind: 'money' },
            }),
          ]
        : []),
      rowActionsColumn(own, t, {
        header: t('payments.columns.actions'),
        nameOf: (payment) => payment.entryRef,
        actionsOf: (payment) =>
          payment.status === 'UNMATCHED'
            ? [
                {
                  id: 'assign',
                  label: t('payments.actions.assign'),
                  onAction: () => onAssign(payment),
                },
              ]
            : [],
      }),
    ];
  }, [t, language, onAssign, withCredit]);
}

/**
 * /finances/payments (spec 1 §2.11; DOMAIN2 §1.5): the credits of the imported bank files by
 * status (the unmatched queue first among the tabs), filtered by booking day, currency and
 * account, exported as seen; a bank file (camt.054 / camt.053) imported from the title's
 * button with what it gave; an unmatched payment assigned to an invoice from its row.
 */
export function PaymentsPage() {
  const { t } = useTranslation();
  const [importing, setImporting] = useState(false);
  const [imported, setImported] = useState<{ result: PaymentImportResult; fileName: string }>();
  const [assigning, setAssigning] = useState<Payment>();
  const list = useList({
    definition: paymentList,
    listKey: 'finance-payments',
    calls: paymentEndpoints,
  });
  const columns = usePaymentColumns(setAssigning, list.state.status === 'OVERPAID');
  return (
    <>
      <ListView
        list={list}
        columns={columns}
        getRowHref={paymentHref}
        description={
          imported && <PaymentImportSummary {...imported} onHide={() => setImported(undefined)} />
        }
        actions={
          <Button variant="primary" onPress={() => setImporting(true)}>
            {t('payments.actions.import')}
          </Button>
        }
      />
      {importing && (
        <OnDemandDialog
          part={importDialog}
          props={{
            onImported: (result: PaymentImportResult, fileName: string) =>
              setImported({ result, fileName }),
            onClose: () => setImporting(false),
          }}
          onClose={() => setImporting(false)}
        />
      )}
      {assigning && (
        <OnDemandDialog
          part={assignDialog}
          props={{ payment: assigning, onClose: () => setAssigning(undefined) }}
          onClose={() => setAssigning(undefined)}
        />
      )}
    </>
  );
}
