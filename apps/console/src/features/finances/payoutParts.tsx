import { callPath, type Payout, payoutEndpoints } from '@adconsole/api';
import { formatMonthName, type Language } from '@adconsole/i18n';
import { createDataTableColumns, StatusBadge } from '@adconsole/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ColumnHelper } from '../../kit/columns.tsx';
import { DownloadButton } from '../../kit/DownloadButton.tsx';
import { minorMoney } from './invoiceParts.tsx';

// What the payout screens share (issue 39): the payouts' columns, the credit note's download
// (the archived file as the server keeps it: byte for byte) and the month of a route's date.

/** The month (YYYY-MM) a route's date names: reports and statistics are monthly. */
export const monthOfDate = (date: string) => date.slice(0, 7);

/** The first day of the month `months` away from a month (YYYY-MM). */
export function shiftedMonthDay(month: string, months: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + number - 1 + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** A month as its name and year in the interface's language ("Oktober 2026"). */
export const payoutMonth = (month: string, language: string) => formatMonthName(month, language);

/** Downloads a payout's credit note (the archived PDF), or says why it could not. */
export function PayoutPdfButton({ payout }: { payout: Pick<Payout, 'id' | 'number'> }) {
  const { t } = useTranslation();
  return (
    <DownloadButton
      path={callPath(payoutEndpoints.pdf, { params: { id: payout.id } })}
      aria-label={t('payouts.pdf', { number: payout.number })}
    >
      {`${payout.number} (PDF)`}
    </DownloadButton>
  );
}

/**
 * Columns of amounts in minor units in each row's currency, headed `payouts.columns.<id>`: the
 * row's field of that id, or what `value` reads.
 */
export function minorMoneyColumns<Row extends { currency: string }>(
  column: ColumnHelper<Row>,
  t: TFunction,
  language: Language,
) {
  return (id: string, value: (row: Row) => number = (row) => row[id as keyof Row] as number) =>
    column.accessor(value, {
      id,
      header: t(`payouts.columns.${id}`),
      cell: (info) => minorMoney(info.getValue(), language, info.row.original.currency),
      meta: { kind: 'money' },
    });
}

/** A website's revenue as columns: the site (name and domain), gross → fees → net. */
export function websiteRevenueColumns<
  Row extends {
    currency: string;
    websiteName: string;
    websiteDomain: string;
    grossRevenue: number;
    fees: number;
    netRevenue: number;
  },
>(column: ColumnHelper<Row>, t: TFunction, language: Language) {
  const money = minorMoneyColumns(column, t, language);
  return [
    column.accessor((row) => `${row.websiteName} (${row.websiteDomain})`, {
      id: 'website',
      header: t('payouts.columns.website'),
      meta: { kind: 'name' },
    }),
    money('grossRevenue'),
    money('fees'),
    money('netRevenue'),
  ];
}

/** A payout's figures as columns: revenue → share → carried in → payable → VAT → paid. */
export function payoutColumns(t: TFunction, language: Language) {
  const column = createDataTableColumns<Payout>();
  const money = minorMoneyColumns(column, t, language);
  return {
    column,
    month: column.accessor((payout) => payoutMonth(payout.month, language), {
      id: 'month',
      header: t('payouts.columns.month'),
      meta: { kind: 'name' },
    }),
    configName: column.accessor('configName', {
      header: t('payouts.columns.configName'),
      meta: { kind: 'name' },
    }),
    state: column.accessor('state', {
      header: t('payouts.columns.state'),
      cell: (info) => (
        <StatusBadge tone={info.getValue() === 'APPROVED' ? 'positive' : 'neutral'}>
          {t(`payouts.states.${info.getValue()}`)}
        </StatusBadge>
      ),
      meta: { kind: 'status' },
    }),
    figures: [
      money('netRevenue', (payout) => payout.netRevenue),
      money('share', (payout) => payout.shareAmount),
      money('carriedIn', (payout) => payout.carriedIn),
      money('payable', (payout) => payout.payable),
      money('vat', (payout) => payout.vatAmount),
      column.accessor('total', {
        header: t('payouts.columns.total'),
        cell: (info) =>
          info.row.original.rolledOver
            ? `${minorMoney(0, language, info.row.original.currency)} (${t('payouts.rolledOver')})`
            : minorMoney(info.getValue(), language, info.row.original.currency),
        meta: { kind: 'money' },
      }),
    ],
  };
}
