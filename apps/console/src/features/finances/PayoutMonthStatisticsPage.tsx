import { type PayoutDay, payoutEndpoints } from '@adconsole/api';
import { formatDisplayDate, type Language } from '@adconsole/i18n';
import {
  createDataTableColumns,
  DataTable,
  Heading,
  PageLayout,
  Stack,
  StatusBadge,
  Text,
} from '@adconsole/ui';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpoint } from '../../kit/endpointQuery.ts';
import { QueryPending } from '../../kit/QueryPending.tsx';
import { usePageHeading } from '../../kit/usePageHeading.ts';
import { useTableParams } from '../../routes/useTableParams.ts';
import { MonthLinks } from './PayoutReportsPage.tsx';
import { monthOfDate, payoutMonth, websiteRevenueColumns } from './payoutParts.tsx';

// /finances/payouts/statistics/{date} (spec 1 §2.11; issue 39; DOMAIN2 §2.4 check 1): the
// revenue of the date's month per website and per Zurich day, gross → fees → net, the sums
// the month's payout lines are made of (each website's total here is its line on the credit
// note). The month is preliminary until its payout is approved.

type Row = Omit<PayoutDay, 'day'> & { day?: string };

/** The days' rows summed per website (and currency). */
function perWebsite(days: readonly PayoutDay[]): Row[] {
  const sums = new Map<string, Row>();
  for (const { day: _day, ...row } of days) {
    const key = `${row.websiteId}:${row.currency}`;
    const sum = sums.get(key) ?? { ...row, grossRevenue: 0, fees: 0, netRevenue: 0 };
    sum.grossRevenue += row.grossRevenue;
    sum.fees += row.fees;
    sum.netRevenue += row.netRevenue;
    sums.set(key, sum);
  }
  return [...sums.values()];
}

function revenueColumns(t: TFunction, language: Language, withDay: boolean) {
  const column = createDataTableColumns<Row>();
  return [
    ...(withDay
      ? [
          column.accessor((row) => formatDisplayDate(row.day ?? ''), {
            id: 'day',
            header: t('payouts.columns.day'),
            meta: { kind: 'date' as const },
          }),
        ]
      : []),
    ...websiteRevenueColumns(column, t, language),
  ];
}

/** /finances/payouts/statistics/{date}: the date's month per website and per day. */
export function PayoutMonthStatisticsPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const { title, crumbs } = usePageHeading();
  const { date } = useTableParams<'finances.payoutDay'>();
  const month = monthOfDate(date);
  const statistics = useEndpoint(payoutEndpoints.statistics, { query: { month } });
  const websiteColumns = useMemo(() => revenueColumns(t, language, false), [t, language]);
  const dayColumns = useMemo(() => revenueColumns(t, language, true), [t, language]);
  const data = statistics.data;
  return (
    <PageLayout title={title} breadcrumbs={crumbs}>
      <Stack space="large">
        <MonthLinks base="/finances/payouts/statistics" month={month} />
        {!data ? (
          <QueryPending query={statistics} />
        ) : data.days.length === 0 ? (
          <Text>{t('payouts.statistics.empty', { month: payoutMonth(month, language) })}</Text>
        ) : (
          <>
            <StatusBadge tone={data.final ? 'positive' : 'warning'}>
              {t(data.final ? 'payouts.statistics.final' : 'payouts.statistics.preliminary')}
            </StatusBadge>
            <Stack space="small">
              <Heading level={2}>{t('payouts.statistics.perWebsite')}</Heading>
              <DataTable
                aria-label={t('payouts.statistics.perWebsite')}
                columns={websiteColumns}
                rows={perWebsite(data.days)}
                getRowId={(row) => `${row.websiteId}:${row.currency}`}
              />
            </Stack>
            <Stack space="small">
              <Heading level={2}>{t('payouts.statistics.perDay')}</Heading>
              <DataTable
                aria-label={t('payouts.statistics.perDay')}
                columns={dayColumns}
                rows={data.days}
                getRowId={(row) => `${row.day}:${row.websiteId}:${row.currency}`}
              />
            </Stack>
          </>
        )}
      </Stack>
    </PageLayout>
  );
}
