import {
  CARD_PAYMENT_SORT_FIELDS,
  CARD_PAYMENT_STATUSES,
  CARD_PAYOUT_SORT_FIELDS,
  CARD_PAYOUT_STATUSES,
  type CardPayment,
  type CardPayout,
  type CardPayoutImportResult,
  type CardPayoutStatus,
  cardPaymentEndpoints,
  cardPayoutEndpoints,
  INVOICE_CURRENCIES,
} from '@adconsole/api';
import { formatDateTime, formatDisplayDate, formatNumber, type Language } from '@adconsole/i18n';
import {
  Button,
  createDataTableColumns,
  Link,
  LinkTabs,
  lazyPart,
  PageLayout,
  StatusBadge,
} from '@adconsole/ui';
import { useLocation } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recordColumns } from '../../kit/columns.tsx';
import { dateRangeParam } from '../../kit/dateRangeParam.ts';
import { call, useInvalidatePath } from '../../kit/endpointQuery.ts';
import { ListView } from '../../kit/ListView.tsx';
import { choiceParam, defineList, textParam } from '../../kit/listDefinition.ts';
import { OnDemandDialog } from '../../kit/OnDemandDialog.tsx';
import { RecordFacts } from '../../kit/RecordFacts.tsx';
import { useList } from '../../kit/useList.ts';
import { usePageHeading } from '../../kit/usePageHeading.ts';
import { minorMoney } from './invoiceParts.tsx';
import { paymentHref } from './paymentParts.ts';

type Tone = NonNullable<Parameters<typeof StatusBadge>[0]['tone']>;
const PAYOUT_TONES: Record<CardPayoutStatus, Tone> = {
  PENDING: 'neutral',
  IN_TRANSIT: 'link',
  PAID: 'positive',
  FAILED: 'critical',
};
const PAYMENT_TONES: Record<CardPayment['status'], Tone> = {
  CHARGED: 'positive',
  REFUNDED: 'warning',
};

const currencyParam = () =>
  choiceParam(INVOICE_CURRENCIES, {
    filter: 'payments.filters.currency',
    optionLabel: (currency) => `payments.currencies.${currency}`,
    all: 'payments.filters.allCurrencies',
  });

const cardPaymentList = defineList({
  params: {
    search: textParam({ query: 'searchFilter', filter: 'cardReceipts.filters.search' }),
    status: choiceParam(CARD_PAYMENT_STATUSES, {
      filter: 'cardReceipts.filters.status',
      labels: 'cardReceipts.paymentStatus',
      all: 'cardReceipts.filters.all',
    }),
    paid: dateRangeParam({ from: 'paidFrom', to: 'paidTo', filter: 'cardReceipts.filters.paid' }),
    currency: currencyParam(),
  },
  sort: { fields: CARD_PAYMENT_SORT_FIELDS, field: 'paidAt', order: 'DESC' },
  pageSizes: [20, 50, 100],
});

const cardPayoutList = defineList({
  params: {
    search: textParam({ query: 'searchFilter', filter: 'cardReceipts.filters.search' }),
    status: choiceParam(CARD_PAYOUT_STATUSES, {
      filter: 'cardReceipts.filters.status',
      labels: 'cardReceipts.payoutStatus',
      all: 'cardReceipts.filters.all',
    }),
    arrival: dateRangeParam({
      from: 'arrivalFrom',
      to: 'arrivalTo',
      filter: 'cardReceipts.filters.arrival',
    }),
    currency: currencyParam(),
  },
  sort: { fields: CARD_PAYOUT_SORT_FIELDS, field: 'arrivalDate', order: 'DESC' },
  pageSizes: [20, 50, 100],
});

/** The card payments: when, the charge, the card, amount and fee, who and what, the payout. */
function CardPayments() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const list = useList({
    definition: cardPaymentList,
    listKey: 'finance-card-payments',
    calls: cardPaymentEndpoints,
  });
  const columns = useMemo(() => {
    const column = recordColumns<CardPayment>(t, 'cardReceipts');
    const own = createDataTableColumns<CardPayment>();
    const money = (id: 'amount' | 'fee') =>
      own.accessor(id, {
        header: t(`cardReceipts.columns.${id}`),
        cell: (info) => minorMoney(info.getValue(), language, info.row.original.currency),
        meta: { kind: 'money' },
      });
    return [
      own.accessor('paidAt', {
        header: t('cardReceipts.columns.paidAt'),
        cell: (info) => formatDateTime(info.getValue()),
        meta: { kind: 'date' },
      }),
      column.text('pspReference'),
      column.statusBadge('status', 'cardReceipts.paymentStatus', PAYMENT_TONES),
      money('amount'),
      money('fee'),
      own.accessor((row) => `${row.cardBrand} ${row.cardLast4}`, {
        id: 'card',
        header: t('cardReceipts.columns.card'),
        cell: (info) =>
          `${t(`cardReceipts.brands.${info.row.original.cardBrand}`)} •••• ${info.row.original.cardLast4}`,
        meta: { kind: 'text' },
      }),
      column.name('accountName'),
      column.name('campaignName'),
      // Where the money is: its payout's status (the payout's id in the export and on hover).
      own.accessor('payoutStatus', {
        header: t('cardReceipts.columns.payoutRef'),
        cell: (info) => {
          const { payoutRef, payoutStatus, status } = info.row.original;
          if (status === 'REFUNDED') return '';
          return payoutRef && payoutStatus ? (
            <span title={payoutRef}>
              <StatusBadge tone={PAYOUT_TONES[payoutStatus]}>
                {t(`cardReceipts.payoutStatus.${payoutStatus}`)}
              </StatusBadge>
            </span>
          ) : (
            t('cardReceipts.noPayout')
          );
        },
        meta: { kind: 'status' },
      }),
    ];
  }, [t, language]);
  return (
    <ListView embedded label={t('cardReceipts.payments.title')} list={list} columns={columns} />
  );
}

const payoutImportDialog = lazyPart(() =>
  import('./FileImportDialog.tsx').then(
    (module) => module.FileImportDialog<CardPayoutImportResult>,
  ),
);
const IMPORT_COUNTS = [
  'created',
  'updated',
  'unchanged',
  'payments',
  'unknownCharges',
  'bankMatched',
] as const;

/** The provider's payouts: status, arrival day, gross, fee, net, the bank's entry; the import. */
function CardPayouts() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const invalidate = useInvalidatePath();
  const [importing, setImporting] = useState(false);
  const list = useList({
    definition: cardPayoutList,
    listKey: 'finance-card-payouts',
    calls: cardPayoutEndpoints,
  });
  const columns = useMemo(() => {
    const column = recordColumns<CardPayout>(t, 'cardReceipts');
    const own = createDataTableColumns<CardPayout>();
    const money = (id: 'gross' | 'fee' | 'amount') =>
      own.accessor(id, {
        header: t(`cardReceipts.columns.${id === 'amount' ? 'net' : id}`),
        cell: (info) => minorMoney(info.getValue(), language, info.row.original.currency),
        meta: { kind: 'money' },
      });
    return [
      column.text('payoutRef'),
      column.statusBadge('status', 'cardReceipts.payoutStatus', PAYOUT_TONES),
      column.date('arrivalDate'),
      money('gross'),
      money('fee'),
      money('amount'),
      column.number('transactions', language),
      own.accessor('bankEntryRef', {
        header: t('cardReceipts.columns.bankEntry'),
        cell: (info) => {
          const { bankPaymentId, bankEntryRef, bankBookingDate } = info.row.original;
          // The day the bank booked it, leading to the bank's payment (its reference there).
          return bankPaymentId && bankEntryRef && bankBookingDate ? (
            <Link href={paymentHref({ id: bankPaymentId })}>
              {formatDisplayDate(bankBookingDate)}
            </Link>
          ) : (
            ''
          );
        },
        meta: { kind: 'date' },
      }),
    ];
  }, [t, language]);
  return (
    <>
      <ListView
        embedded
        label={t('cardReceipts.payouts.title')}
        list={list}
        columns={columns}
        actions={
          <Button variant="primary" onPress={() => setImporting(true)}>
            {t('cardReceipts.actions.import')}
          </Button>
        }
      />
      {importing && (
        <OnDemandDialog
          part={payoutImportDialog}
          onClose={() => setImporting(false)}
          props={{
            texts: 'cardReceipts.import',
            accept: '.csv,text/csv',
            onClose: () => setImporting(false),
            send: async (body) => {
              const answer = await call(cardPayoutEndpoints.import, { body });
              await invalidate(cardPayoutEndpoints.list.path);
              await invalidate(cardPaymentEndpoints.list.path);
              return answer;
            },
            result: (answer) => (
              <RecordFacts
                label={t('cardReceipts.import.result')}
                facts={IMPORT_COUNTS.map((count): [string, string] => [
                  t(`cardReceipts.import.counts.${count}`),
                  formatNumber(answer[count], language),
                ])}
              />
            ),
          }}
        />
      )}
    </>
  );
}

/**
 * /finances/credit-card-receipts/{payments|payouts} (spec 1 §2.11, ADMIN): the card payments
 * of self-booking customers and the provider's payouts of them, each tab a list of its own
 * with its filters and export; the payouts tab imports the provider's payout file.
 */
export function CardReceiptsPage() {
  const { t } = useTranslation();
  const { title, crumbs } = usePageHeading();
  const { pathname } = useLocation();
  const selected = pathname.endsWith('/payouts') ? 'payouts' : 'payments';
  return (
    <PageLayout
      title={title}
      breadcrumbs={crumbs}
      tabs={
        <LinkTabs
          aria-label={t('routes.creditCardReceipts')}
          tabs={[
            { id: 'payments', label: t('cardReceipts.payments.title') },
            { id: 'payouts', label: t('cardReceipts.payouts.title') },
          ]}
          selectedId={selected}
          hrefFor={(id) => `/finances/credit-card-receipts/${id}`}
        >
          {selected === 'payouts' ? <CardPayouts /> : <CardPayments />}
        </LinkTabs>
      }
    />
  );
}
