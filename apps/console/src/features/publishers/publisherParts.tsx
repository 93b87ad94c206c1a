import {
  businessDay,
  type FactPreparation,
  publisherEndpoints,
  type RevenueAggregate,
  shiftDay,
} from '@adconsole/api';
import {
  formatDisplayDate,
  formatMoney,
  formatMonthName,
  formatNumber,
  type Language,
} from '@adconsole/i18n';
import { Select, StatusBadge, Text } from '@adconsole/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PUBLISHERS_WEBSITE_KEY } from '../../app/storage.ts';
import { useActingCompanyId, useEndpoint } from '../../kit/endpointQuery.ts';

// What the publishers' portal screens share (issue 39): the website choice the portal remembers
// (spec 1 §9), the month ranges in Zurich days, the figures in Swiss formats, the notes on data
// still being prepared and on preliminary months.

/** The Zurich days of a month (YYYY-MM): its first and its last. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10);
  return { from: `${month}-01`, to: last };
}

/** This month and the one before (YYYY-MM), and the last day with facts (yesterday). */
export function currentMonths(today = businessDay()): {
  thisMonth: string;
  lastMonth: string;
  yesterday: string;
} {
  const thisMonth = today.slice(0, 7);
  return {
    thisMonth,
    lastMonth: shiftDay(`${thisMonth}-01`, -1).slice(0, 7),
    yesterday: shiftDay(today, -1),
  };
}

/** A month's name in the interface language: "November 2026" (the i18n formatter). */
export const monthName = formatMonthName;

/** The figures of a revenue group in the interface's Swiss formats. */
export function figures(row: RevenueAggregate | undefined, language: Language) {
  const percent = (value: number | null | undefined) =>
    value === null || value === undefined
      ? '–'
      : `${formatNumber(value * 100, language, { maximumFractionDigits: 2 })} %`;
  return {
    netRevenue: row ? formatMoney(row.netRevenue / 100, language, row.currency) : '–',
    grossRevenue: row ? formatMoney(row.grossRevenue / 100, language, row.currency) : '–',
    fees: row ? formatMoney(row.fees / 100, language, row.currency) : '–',
    impressions: row ? formatNumber(row.impressions, language) : '–',
    adRequests: row ? formatNumber(row.adRequests, language) : '–',
    clicks: row ? formatNumber(row.clicks, language) : '–',
    ecpm:
      row?.ecpm === null || row?.ecpm === undefined
        ? '–'
        : formatMoney(row.ecpm / 100, language, row.currency),
    fillRate: percent(row?.fillRate),
    ctr: percent(row?.ctr),
  };
}

/** A website as the portal names it: its name and domain (two sites may share a name). */
export const websiteLabel = (row: RevenueAggregate) =>
  row.websiteDomain ? `${row.websiteName ?? ''} (${row.websiteDomain})` : (row.websiteName ?? '');

type StoredChoice = Record<string, number>;

function readChoices(): StoredChoice {
  try {
    const parsed = JSON.parse(localStorage.getItem(PUBLISHERS_WEBSITE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as StoredChoice) : {};
  } catch {
    return {};
  }
}

/**
 * The website the publisher chose (null: all of them), remembered in local storage per acting
 * company, so the overview and the dashboard open on it again; a site that is no longer among
 * `websiteIds` counts as no choice.
 */
export function useWebsiteChoice(
  websiteIds: readonly number[] | undefined,
): [number | null, (id: number | null) => void] {
  const company = String(useActingCompanyId() ?? 'own');
  const [choices, setChoices] = useState(readChoices);
  const stored = choices[company] ?? null;
  const chosen = stored !== null && websiteIds?.includes(stored) ? stored : null;
  const choose = (id: number | null) => {
    const next = { ...readChoices() };
    if (id === null) delete next[company];
    else next[company] = id;
    try {
      localStorage.setItem(PUBLISHERS_WEBSITE_KEY, JSON.stringify(next));
    } catch {
      // Storage refused (full, private mode): the choice holds for this page only.
    }
    setChoices(next);
  };
  return [chosen, choose];
}

/** The caller's websites with facts in the last two years, by name, for the website choice. */
export function usePublisherWebsites() {
  const { yesterday } = currentMonths();
  const answer = useEndpoint(publisherEndpoints.revenueAggregates, {
    body: { from: shiftDay(yesterday, -729), to: yesterday, groupBy: ['WEBSITE'] },
  });
  const websites = useMemo(() => {
    const byId = new Map<number, string>();
    for (const row of answer.data?.items ?? []) {
      if (row.websiteId !== undefined) byId.set(row.websiteId, websiteLabel(row));
    }
    return [...byId]
      .map(([id, name]) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }, [answer.data]);
  return { websites, answer };
}

/** The website choice: all websites or one of them. */
export function WebsiteSelect({
  websites,
  value,
  onChange,
}: {
  websites: readonly { id: number; name: string }[];
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const { t } = useTranslation();
  const options = useMemo(
    () => [
      { id: 'all', label: t('publishers.website.all') },
      ...websites.map((site) => ({ id: String(site.id), label: site.name })),
    ],
    [websites, t],
  );
  return (
    <Select
      label={t('publishers.website.label')}
      options={options}
      value={value === null ? 'all' : String(value)}
      onChange={(id) => onChange(id === null || id === 'all' ? null : Number(id))}
    />
  );
}

/** "Data as of …", and while the demo's facts are still generated, how far they are. */
export function DataNotes({
  dataAsOf,
  preparation,
}: {
  dataAsOf: string | null | undefined;
  preparation: FactPreparation | null | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      {preparation && (
        <Text tone={preparation.state === 'FAILED' ? 'critical' : 'muted'} role="status">
          {preparation.state === 'FAILED'
            ? t('publishers.preparingFailed')
            : t('publishers.preparing', {
                done: preparation.monthsDone,
                total: preparation.monthsTotal,
              })}
        </Text>
      )}
      <Text tone="muted">
        {dataAsOf
          ? t('publishers.dataAsOf', { date: formatDisplayDate(dataAsOf) })
          : t('publishers.noData')}
      </Text>
    </>
  );
}

/** A month's mark: preliminary until its payout is approved (DOMAIN2 §2.3), then final. */
export function PreliminaryMark({ final = false }: { final?: boolean }) {
  const { t } = useTranslation();
  return final ? (
    <StatusBadge tone="positive">{t('publishers.final')}</StatusBadge>
  ) : (
    <StatusBadge tone="warning">{t('publishers.preliminary')}</StatusBadge>
  );
}
