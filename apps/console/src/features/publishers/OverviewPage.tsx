import { publisherEndpoints, type RevenueAggregate } from '@adconsole/api';
import { formatDisplayDate, type Language } from '@adconsole/i18n';
import {
  Card,
  Column,
  Columns,
  createDataTableColumns,
  DataTable,
  Heading,
  Inline,
  PageLayout,
  Stack,
  Text,
} from '@adconsole/ui';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpoint } from '../../kit/endpointQuery.ts';
import { QueryPending } from '../../kit/QueryPending.tsx';
import { RecordFacts } from '../../kit/RecordFacts.tsx';
import { usePageHeading } from '../../kit/usePageHeading.ts';
import {
  currentMonths,
  DataNotes,
  figures,
  monthName,
  monthRange,
  PreliminaryMark,
  usePublisherWebsites,
  useWebsiteChoice,
  WebsiteSelect,
  websiteLabel,
} from './publisherParts.tsx';

// /publishers/overview (issue 39; DOMAIN2 §2): what the publisher's sites earned this month so far
// and last month, gross → fees → net, with the ratios from the sums; the top websites and
// placements of this month. Every month is marked preliminary until its payout is approved
// (payouts are not approved yet in this version: every month is). A month's figures are cut by
// currency (CHF sites and EUR sites are never added up). The website choice is remembered.

const MEASURES = [
  'netRevenue',
  'grossRevenue',
  'fees',
  'impressions',
  'adRequests',
  'clicks',
  'ecpm',
  'fillRate',
  'ctr',
] as const;

/** The measures of the top tables, each with its column's kind. */
const TOP_COLUMNS = [
  ['impressions', 'number'],
  ['fillRate', 'percent'],
  ['ecpm', 'money'],
  ['netRevenue', 'money'],
] as const;

function MonthCard({
  title,
  rows,
  language,
  final,
}: {
  title: string;
  rows: readonly RevenueAggregate[];
  language: Language;
  /** Whether the month's payout is approved (else its figures are preliminary). */
  final: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Card as="section" aria-label={title}>
      <Stack space="medium">
        <Inline space="small">
          <Heading level={3}>{title}</Heading>
          <PreliminaryMark final={final} />
        </Inline>
        {rows.length === 0 ? (
          <Text tone="muted">{t('publishers.noData')}</Text>
        ) : (
          rows.map((row) => {
            const shown = figures(row, language);
            return (
              <RecordFacts
                key={row.currency}
                label={`${title} ${row.currency}`}
                facts={MEASURES.map((measure) => [
                  t(`publishers.measures.${measure}`),
                  shown[measure],
                ])}
              />
            );
          })
        )}
      </Stack>
    </Card>
  );
}

/** The top rows of this month by net revenue: websites or placements. */
function TopTable({
  title,
  rows,
  nameOf,
  nameHeader,
  language,
  isPending,
  error,
  onRetry,
}: {
  title: string;
  rows: readonly RevenueAggregate[];
  nameOf: (row: RevenueAggregate) => string;
  nameHeader: string;
  language: Language;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const columns = useMemo(() => {
    const column = createDataTableColumns<RevenueAggregate>();
    return [
      column.accessor(nameOf, { id: 'name', header: nameHeader }),
      ...TOP_COLUMNS.map(([measure, kind]) =>
        column.accessor((row) => figures(row, language)[measure], {
          id: measure,
          header: t(`publishers.measures.${measure}`),
          meta: { kind },
        }),
      ),
    ];
  }, [t, language, nameOf, nameHeader]);
  return (
    <Stack space="small" as="section" aria-label={title}>
      <Heading level={3}>{title}</Heading>
      <DataTable
        aria-label={title}
        columns={columns}
        rows={rows}
        getRowId={(row) => `${nameOf(row)}-${row.currency}`}
        isLoading={isPending}
        error={error}
        onRetry={onRetry}
      />
    </Stack>
  );
}

export function OverviewPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const { title, crumbs } = usePageHeading();
  const { thisMonth, lastMonth, yesterday } = currentMonths();
  const { websites, answer: sites } = usePublisherWebsites();
  const [websiteId, setWebsiteId] = useWebsiteChoice(
    sites.data ? websites.map((site) => site.id) : undefined,
  );
  const websiteIds = websiteId === null ? undefined : [websiteId];
  const thisMonthFrom = monthRange(thisMonth).from;
  // Yesterday is last month's last day on the first of a month: this month has no facts yet.
  // biome-ignore lint/complexity/useMathMinMax: days compared as YYYY-MM-DD texts, not numbers
  const thisMonthTo = yesterday < thisMonthFrom ? thisMonthFrom : yesterday;
  const months = useEndpoint(publisherEndpoints.revenueAggregates, {
    body: {
      from: monthRange(lastMonth).from,
      to: thisMonthTo,
      groupBy: ['MONTH'],
      ...(websiteIds ? { websiteIds } : {}),
    },
  });
  const topSites = useEndpoint(publisherEndpoints.revenueAggregates, {
    body: {
      from: thisMonthFrom,
      to: thisMonthTo,
      groupBy: ['WEBSITE'],
      sort: [{ field: 'NET_REVENUE', order: 'DESC' }],
    },
  });
  const topPlacements = useEndpoint(publisherEndpoints.revenueAggregates, {
    body: {
      from: thisMonthFrom,
      to: thisMonthTo,
      groupBy: ['WEBSITE', 'PLACEMENT'],
      sort: [{ field: 'NET_REVENUE', order: 'DESC' }],
      ...(websiteIds ? { websiteIds } : {}),
    },
  });
  const monthRows = (month: string) =>
    (months.data?.items ?? []).filter((row) => row.timestamp === `${month}-01`);
  const thisMonthName = monthName(thisMonth, language);
  const placementName = useCallback(
    (row: RevenueAggregate) =>
      `${row.placementName ?? t('publishers.overview.noPlacement')} · ${websiteLabel(row)}`,
    [t],
  );

  return (
    <PageLayout title={title} breadcrumbs={crumbs}>
      <Stack space="xlarge">
        <Stack space="small">
          <WebsiteSelect websites={websites} value={websiteId} onChange={setWebsiteId} />
          <DataNotes dataAsOf={months.data?.dataAsOf} preparation={months.data?.preparation} />
          <Text tone="muted" size="small">
            {t('publishers.preliminaryHint')}
          </Text>
        </Stack>
        <Stack space="medium" as="section" aria-labelledby="publishers-months">
          <Heading level={2} id="publishers-months">
            {t('publishers.overview.months')}
          </Heading>
          {months.isPending || months.isError ? (
            <QueryPending query={months} />
          ) : (
            <Columns>
              <Column>
                <MonthCard
                  title={t('publishers.overview.thisMonth', {
                    month: thisMonthName,
                    date: formatDisplayDate(thisMonthTo),
                  })}
                  rows={monthRows(thisMonth)}
                  language={language}
                  final={months.data.finalMonths.includes(thisMonth)}
                />
              </Column>
              <Column>
                <MonthCard
                  title={monthName(lastMonth, language)}
                  rows={monthRows(lastMonth)}
                  language={language}
                  final={months.data.finalMonths.includes(lastMonth)}
                />
              </Column>
            </Columns>
          )}
        </Stack>
        <TopTable
          title={t('publishers.overview.topSites', { month: thisMonthName })}
          rows={(topSites.data?.items ?? []).slice(0, 10)}
          nameOf={websiteLabel}
          nameHeader={t('publishers.website.label')}
          language={language}
          isPending={topSites.isPending}
          error={topSites.error}
          onRetry={() => void topSites.refetch()}
        />
        <TopTable
          title={t('publishers.overview.topPlacements', { month: thisMonthName })}
          rows={(topPlacements.data?.items ?? []).slice(0, 10)}
          nameOf={placementName}
          nameHeader={t('publishers.overview.placement')}
          language={language}
          isPending={topPlacements.isPending}
          error={topPlacements.error}
          onRetry={() => void topPlacements.refetch()}
        />
      </Stack>
    </PageLayout>
  );
}
