import {
  IMPRESSION_MAX_DAYS,
  publisherEndpoints,
  REVENUE_TIME_GROUPINGS,
  type RevenueAggregate,
  shiftDay,
} from '@adconsole/api';
import {
  formatDisplayDate,
  formatMoney,
  formatNumber,
  formatPercent,
  type Language,
} from '@adconsole/i18n';
import {
  type ChartSeries,
  type ChartView,
  DateRangePicker,
  Inline,
  PageLayout,
  Select,
  Stack,
  Text,
  TimeSeriesChart,
} from '@adconsole/ui';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCall } from '../../app/download.ts';
import { useEndpoint } from '../../kit/endpointQuery.ts';
import { ExportMenu } from '../../kit/listParts.tsx';
import { QueryPending } from '../../kit/QueryPending.tsx';
import { usePageHeading } from '../../kit/usePageHeading.ts';
import { useRouteSearch } from '../../routes/useTableParams.ts';
import {
  currentMonths,
  DataNotes,
  monthName,
  PreliminaryMark,
  usePublisherWebsites,
  useWebsiteChoice,
  WebsiteSelect,
} from './publisherParts.tsx';

// /publishers/traffic/dashboard and /publishers/payouts/statistics (issue 39; DOMAIN2 §2.3): the
// traffic and net revenue of the caller's sites over a period, per day, ISO week or month (the
// statistics: gross, fees and net per day or month), as charts or as tables
// (`?view=chart|table`). Every filter is in the URL (view, from, to, website, grouping), so the
// switch and a reload keep them; a value that does not fit falls back to its default (the last
// 90 days, per day, all websites or the remembered one). The chart code (uPlot) loads with the
// first chart; the table view is the same numbers with their totals.

const GROUPINGS = REVENUE_TIME_GROUPINGS;
type Grouping = (typeof GROUPINGS)[number];
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The ISO week of a day (Monday first): its number and its year. */
function isoWeek(day: string): { week: number; year: number } {
  const date = new Date(`${day}T00:00:00Z`);
  const thursday = new Date(date);
  thursday.setUTCDate(date.getUTCDate() + 3 - ((date.getUTCDay() + 6) % 7));
  const year = thursday.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(year, 0, 4));
  const week =
    1 +
    Math.round(
      ((thursday.getTime() - firstThursday.getTime()) / 86_400_000 -
        3 +
        ((firstThursday.getUTCDay() + 6) % 7)) /
        7,
    );
  return { week, year };
}

/** What a dashboard shows: the traffic (ADMIN), or the payout statistics (the publisher's). */
type DashboardKind = 'traffic' | 'payouts';
/** The payout statistics are per day and per month (issue 39); the traffic also per week. */
const GROUPINGS_OF: Record<DashboardKind, readonly Grouping[]> = {
  traffic: GROUPINGS,
  payouts: ['DAY', 'MONTH'],
};

/** What each dashboard's export holds: the columns it shows, in their order. */
const EXPORT_COLUMNS: Record<DashboardKind, readonly string[]> = {
  traffic: ['timestamp', 'currency', 'adRequests', 'impressions', 'fillRate', 'netRevenue'],
  payouts: ['timestamp', 'currency', 'grossRevenue', 'fees', 'netRevenue'],
};

/** The dashboard's filters from the URL, each falling back to its default. */
function useDashboardFilters(kind: DashboardKind) {
  const search = useRouteSearch();
  const { yesterday } = currentMonths();
  const validDay = (value: unknown): value is string =>
    typeof value === 'string' && DAY_PATTERN.test(value) && value <= yesterday;
  const grouping: Grouping = GROUPINGS_OF[kind].find((value) => value === search.grouping) ?? 'DAY';
  // By default the last 90 days; per month the last twelve whole months (this one so far).
  const defaultFrom =
    grouping === 'MONTH'
      ? `${shiftDay(`${yesterday.slice(0, 7)}-01`, -335).slice(0, 7)}-01`
      : shiftDay(yesterday, -89);
  let from = validDay(search.from) ? search.from : defaultFrom;
  let to = validDay(search.to) ? search.to : yesterday;
  if (from > to || shiftDay(from, IMPRESSION_MAX_DAYS) <= to) {
    from = defaultFrom;
    to = yesterday;
  }
  const view: ChartView = search.view === 'table' ? 'table' : 'chart';
  // The router reads `website=12` as the number 12 (its search values are JSON).
  const asked = Number(search.website);
  const website =
    search.website === 'all' ? 'all' : Number.isInteger(asked) && asked > 0 ? asked : undefined;
  return { from, to, grouping, view, website, yesterday, search };
}

/** /publishers/traffic/dashboard (ADMIN): ad requests and impressions, and the net revenue. */
export function TrafficDashboardPage() {
  return <RevenueDashboard kind="traffic" />;
}

/** /publishers/payouts/statistics: gross → fees → net per day or month, months preliminary. */
export function PayoutStatisticsPage() {
  return <RevenueDashboard kind="payouts" />;
}

function RevenueDashboard({ kind }: { kind: DashboardKind }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const { title, crumbs } = usePageHeading();
  const navigate = useNavigate();
  const filters = useDashboardFilters(kind);
  const { from, to, grouping, view, yesterday } = filters;
  const { websites, answer: sites } = usePublisherWebsites();
  const [remembered, remember] = useWebsiteChoice(
    sites.data ? websites.map((site) => site.id) : undefined,
  );
  const asked = filters.website;
  const websiteId: number | null =
    asked === 'all'
      ? null
      : typeof asked === 'number' && websites.some((site) => site.id === asked)
        ? asked
        : remembered;

  const setSearch = (changes: Record<string, string | number | undefined>) =>
    void navigate({
      to: '.',
      search: {
        ...filters.search,
        view,
        from,
        to,
        grouping,
        website: websiteId === null ? 'all' : websiteId,
        ...changes,
      },
      replace: true,
    });

  const answer = useEndpoint(publisherEndpoints.revenueAggregates, {
    body: {
      from,
      to,
      groupBy: [grouping],
      ...(websiteId === null ? {} : { websiteIds: [websiteId] }),
    },
  });

  const pointText = (point: string) => {
    if (grouping === 'MONTH') return monthName(point.slice(0, 7), language);
    if (grouping === 'WEEK') return t('publishers.traffic.week', isoWeek(point));
    return formatDisplayDate(point);
  };

  /** A chart per currency and measure: CHF and EUR are never added up. */
  const charts = useMemo(() => {
    const groups = new Map<string, RevenueAggregate[]>();
    for (const row of answer.data?.items ?? []) {
      const rows = groups.get(row.currency) ?? [];
      rows.push(row);
      groups.set(row.currency, rows);
    }
    return [...groups].map(([currency, rows]) => {
      const sum = (pick: (row: RevenueAggregate) => number) =>
        rows.reduce((total, row) => total + pick(row), 0);
      // The share of the requests filled, per point (from the sums: DOMAIN2 §2.1).
      const fill: ChartSeries[] = [
        {
          key: 'fillRate',
          label: t('publishers.measures.fillRate'),
          values: rows.map((row) => (row.fillRate ?? 0) * 100),
        },
      ];
      const traffic: ChartSeries[] = [
        {
          key: 'adRequests',
          label: t('publishers.measures.adRequests'),
          values: rows.map((row) => row.adRequests),
        },
        {
          key: 'impressions',
          label: t('publishers.measures.impressions'),
          values: rows.map((row) => row.impressions),
        },
      ];
      const money = (key: 'grossRevenue' | 'fees' | 'netRevenue') => ({
        key,
        label: t(`publishers.measures.${key}`),
        values: rows.map((row) => row[key] / 100),
      });
      // The payout statistics show the steps from gross to net (DOMAIN2 §2.4).
      const revenue: ChartSeries[] =
        kind === 'payouts'
          ? [money('grossRevenue'), money('fees'), money('netRevenue')]
          : [money('netRevenue')];
      return {
        currency,
        days: rows.map((row) => row.timestamp ?? ''),
        traffic,
        fill,
        revenue,
        summary: t('publishers.traffic.summary', {
          points: rows.length,
          from: formatDisplayDate(from),
          to: formatDisplayDate(to),
          impressions: formatNumber(
            sum((row) => row.impressions),
            language,
          ),
          requests: formatNumber(
            sum((row) => row.adRequests),
            language,
          ),
          revenue: formatMoney(sum((row) => row.netRevenue) / 100, language, currency),
        }),
      };
    });
  }, [answer.data, t, language, from, to, kind]);
  const pointLabel = t(`publishers.traffic.groupings.${grouping}`);
  const onViewChange = (next: ChartView) => setSearch({ view: next });

  const [isExporting, setExporting] = useState(false);
  // The file holds what the page shows: the same range, cut and website, the shown measures.
  const exportAs = async (format: 'csv' | 'xlsx') => {
    setExporting(true);
    try {
      await downloadCall(publisherEndpoints.revenueExport, {
        from,
        to,
        grouping,
        ...(websiteId === null ? {} : { websiteId }),
        format,
        language: language.slice(0, 2),
        columns: EXPORT_COLUMNS[kind].join(','),
      });
    } finally {
      setExporting(false);
    }
  };

  const groupingOptions = GROUPINGS_OF[kind].map((id) => ({
    id,
    label: t(`publishers.traffic.groupings.${id}`),
  }));

  return (
    <PageLayout title={title} breadcrumbs={crumbs}>
      <Stack space="large">
        <Inline
          space="medium"
          align="end"
          role="group"
          aria-label={t('publishers.traffic.filters')}
        >
          <DateRangePicker
            label={t('publishers.traffic.range')}
            value={{ start: from, end: to }}
            maxValue={yesterday}
            onChange={(range) => {
              if (range) setSearch({ from: range.start, to: range.end });
            }}
          />
          <WebsiteSelect
            websites={websites}
            value={websiteId}
            onChange={(id) => {
              remember(id);
              setSearch({ website: id === null ? 'all' : id });
            }}
          />
          <Select
            label={t('publishers.traffic.grouping')}
            options={groupingOptions}
            value={grouping}
            onChange={(id) => id && setSearch({ grouping: id })}
          />
          <ExportMenu isBusy={isExporting} onExport={(format) => void exportAs(format)} />
        </Inline>
        <DataNotes dataAsOf={answer.data?.dataAsOf} preparation={answer.data?.preparation} />
        {kind === 'payouts' && (
          <Inline space="small">
            <PreliminaryMark />
            <Text tone="muted" size="small">
              {t('publishers.preliminaryHint')}
            </Text>
          </Inline>
        )}
        {answer.isPending || answer.isError ? (
          <QueryPending query={answer} />
        ) : (
          charts.map(({ currency, days, summary, traffic, fill, revenue }) => (
            <Stack key={currency} space="xlarge">
              {kind === 'traffic' && (
                <TimeSeriesChart
                  title={`${t('publishers.traffic.trafficChart')} (${currency})`}
                  summary={summary}
                  days={days}
                  series={traffic}
                  pointLabel={pointLabel}
                  formatDay={pointText}
                  formatValue={(value) => formatNumber(value, language)}
                  view={view}
                  onViewChange={onViewChange}
                />
              )}
              {kind === 'traffic' && (
                <TimeSeriesChart
                  title={`${t('publishers.measures.fillRate')} (${currency})`}
                  summary={summary}
                  days={days}
                  series={fill}
                  pointLabel={pointLabel}
                  formatDay={pointText}
                  formatValue={(value) => formatPercent(value, language)}
                  view={view}
                  onViewChange={onViewChange}
                />
              )}
              <TimeSeriesChart
                title={t(
                  kind === 'payouts'
                    ? 'publishers.payouts.revenueChart'
                    : 'publishers.traffic.revenueChart',
                  { currency },
                )}
                summary={summary}
                days={days}
                series={revenue}
                pointLabel={pointLabel}
                formatDay={pointText}
                formatValue={(value) => formatMoney(value, language, currency)}
                view={view}
                onViewChange={onViewChange}
              />
            </Stack>
          ))
        )}
      </Stack>
    </PageLayout>
  );
}
