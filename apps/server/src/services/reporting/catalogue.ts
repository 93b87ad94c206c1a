import {
  REPORT_DIMENSION_INFO,
  REPORT_DIMENSIONS,
  REPORT_METRIC_INFO,
  type ReportBase,
  type ReportDimension,
  type ReportMetric,
  type ReportSource,
  type UserLanguage,
} from '@adconsole/api/contracts';
import { type RawBuilder, sql } from 'kysely';
import { localizedName } from '../../kit/references.ts';
import type { Scope } from '../../kit/scope.ts';

// The SQL of the report builder's catalogue (issue 43): every fragment a report can put into its
// query is written here, keyed by the contracts' ids. A report names ids only; an id that is not
// here cannot be asked for (the contracts' enums refuse it first), and every value a user gives
// (a filter's codes and ids, the days) goes in as a parameter.
//
// Every source starts from its company-owned table held to the scope's company (`scope.term`):
// the campaign `c` is in every source, the position `p` in positions and delivery, the invoice
// `i` in invoices, the day's delivery `d` in delivery. Decisions (README):
// - positions are dated by their start day, invoices by their issue day, delivery by its day,
//   campaigns by their start day; deleted and declined positions are left out;
// - a source has one row per record (its joins are n:1), so a distinct count is a count;
// - invoices are the issued ones (INVOICE and MANUAL; no drafts, no cancelled ones, no payout
//   credits); `credited` is their approved credit notes; money of invoices is in minor units
//   in the table and answered in francs/euros like every other money.

/** One source's tables (its FROM with its own joins), its company term and its day. */
interface SourceSql {
  from: RawBuilder<unknown>;
  where: (scope: Scope) => RawBuilder<unknown>;
  day: RawBuilder<unknown>;
  currency: RawBuilder<unknown>;
}

const SOURCES: Record<ReportSource, SourceSql> = {
  campaigns: {
    from: sql`campaign c`,
    where: (scope) => scope.term('c'),
    day: sql`c.start_date`,
    currency: sql`c.currency`,
  },
  positions: {
    from: sql`campaign_position p
      join campaign c on c.id = p.campaign_id and c.company_id = p.company_id`,
    where: (scope) => sql`${scope.term('p')} and p.status not in ('DELETED', 'DECLINED')`,
    day: sql`p.start_date`,
    currency: sql`p.currency`,
  },
  invoices: {
    from: sql`invoice i join campaign c on c.id = i.campaign_id and c.company_id = i.company_id`,
    where: (scope) =>
      sql`${scope.term('i')} and i.state not in ('DRAFT', 'CANCELLED')
        and i.doc_type in ('INVOICE', 'MANUAL')`,
    day: sql`i.issue_date`,
    currency: sql`i.currency`,
  },
  delivery: {
    from: sql`ad_server_delivery d
      join campaign_position p on p.id = d.campaign_position_id
      join campaign c on c.id = p.campaign_id and c.company_id = p.company_id`,
    where: (scope) => scope.term('p'),
    day: sql`d.day`,
    currency: sql`p.currency`,
  },
};

/**
 * The positions read from their sums per campaign, month and currency (`report_position_month`,
 * migration 0074, kept by the positions' writes in their transaction): about a fifth of the rows
 * and none of the positions' wide rows (a report by month and sales person over 1,000,000
 * positions: README, benchmark). It answers what the positions answer when the report asks only
 * for these sums, groups and filters by the campaign's dimensions or periods of a month and more,
 * and its range is whole months (`positionMonthsFit`); the sums leave deleted and declined
 * positions out, as the positions' source does.
 */
const POSITION_MONTHS: SourceSql = {
  from: sql`report_position_month p
    join campaign c on c.id = p.campaign_id and c.company_id = p.company_id`,
  where: (scope) => scope.term('p'),
  day: sql`p.month`,
  currency: sql`p.currency`,
};
const MONTH_BASES: Partial<Record<ReportBase, RawBuilder<unknown>>> = {
  gross: sql`sum(p.gross)`,
  discounts: sql`sum(p.gross - p.net)`,
  net: sql`sum(p.net)`,
  vat: sql`sum(p.vat)`,
  quantity: sql`sum(p.quantity)`,
  positions: sql`sum(p.positions)`,
};

/** The campaign's dimensions (every source knows them) and the periods of a month and more. */
const MONTH_DIMENSIONS: ReadonlySet<ReportDimension> = new Set(
  REPORT_DIMENSIONS.filter(
    (dimension) =>
      REPORT_DIMENSION_INFO[dimension].sources.includes('campaigns') &&
      dimension !== 'day' &&
      dimension !== 'week',
  ),
);

/** Whether a day is the first of its month, or the last. */
const firstOfMonth = (day: string) => day.endsWith('-01');
const lastOfMonth = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).getUTCDate() === 1;

/** Whether the positions' part of a report can be read from their monthly sums. */
export function positionMonthsFit(
  dimensions: readonly ReportDimension[],
  bases: readonly ReportBase[],
  range: { from: string; to: string },
): boolean {
  return (
    dimensions.every((dimension) => MONTH_DIMENSIONS.has(dimension)) &&
    bases.every((base) => baseSql(base).source !== 'positions' || base in MONTH_BASES) &&
    firstOfMonth(range.from) &&
    lastOfMonth(range.to)
  );
}

/** A source's tables, from the positions' monthly sums when `months` (see positionMonthsFit). */
export const sourceOf = (source: ReportSource, months: boolean) =>
  months && source === 'positions' ? POSITION_MONTHS : SOURCES[source];

/** A base's summed SQL in its source (the monthly sums' when `months`). */
export const baseValueOf = (base: ReportBase, months: boolean) => {
  const found = baseSql(base);
  return (months && found.source === 'positions' && MONTH_BASES[base]) || found.value;
};

/**
 * A dimension: the value a source's rows are grouped and filtered by (`key`: a day, an id, a
 * code, as stored, which groups fast), the text the report answers for it (`out` of the grouped
 * key: a period's first day, an id as text) and the name shown (`label` of the grouped key: a
 * reference's name, read once per group after the grouping; codes and periods are named by the
 * console). `join`: what the key itself needs (a canton is the advertiser's).
 */
interface DimensionSql {
  key: (day: RawBuilder<unknown>) => RawBuilder<unknown>;
  out?: (key: RawBuilder<unknown>) => RawBuilder<unknown>;
  numeric?: boolean;
  label?: (key: RawBuilder<unknown>, language: UserLanguage) => RawBuilder<unknown>;
  join?: RawBuilder<unknown>;
}

const dayText = (key: RawBuilder<unknown>) => sql`to_char(${key}, 'YYYY-MM-DD')`;
// A period's first day from a day as a timestamp without time zone: the same day as through
// `timestamptz`, without a time-zone conversion per row (about a fifth less CPU for a report by
// month over 687,667 positions, measured side by side: README, benchmark).
const periodOf = (unit: string): DimensionSql => ({
  key: (day) => sql`date_trunc(${sql.lit(unit)}, ${day}::timestamp)::date`,
  out: dayText,
});

/** A reference: its id, and its name from its table (held to the company's rows by its key). */
const reference = (
  column: string,
  name: (language: UserLanguage) => RawBuilder<unknown>,
  from: string,
): DimensionSql => ({
  key: () => sql.raw(column),
  out: (key) => sql`${key}::text`,
  numeric: true,
  label: (key, language) =>
    sql`(select ${name(language)} from ${sql.raw(from)} where r.id = ${key})`,
});

const code = (column: string): DimensionSql => ({ key: () => sql.raw(column) });

const DIMENSIONS: Record<ReportDimension, DimensionSql> = {
  day: { key: (day) => day, out: dayText },
  week: periodOf('week'),
  month: periodOf('month'),
  quarter: periodOf('quarter'),
  year: periodOf('year'),
  salesPerson: reference(
    'c.sales_user_id',
    () => sql`r.first_name || ' ' || r.last_name`,
    'app_user r',
  ),
  account: reference('c.advertiser_account_id', () => sql`r.name`, 'account r'),
  agency: reference('c.agency_account_id', () => sql`r.name`, 'account r'),
  // A code list in four languages (migration 0078), as the campaign type.
  industry: reference(
    'c.industry_id',
    (language) => localizedName('name', language, 'r'),
    'industry r',
  ),
  canton: {
    key: () => sql`adv.canton::text`,
    join: sql`left join account adv on adv.id = c.advertiser_account_id`,
  },
  campaignType: reference(
    'c.campaign_type_id',
    (language) => localizedName('name', language, 'r'),
    'campaign_type r',
  ),
  campaignStatus: code('c.status'),
  mediaType: code('p.position_type'),
  adMedium: reference('p.ad_medium_id', () => sql`r.name`, 'ad_medium r'),
  product: reference(
    'p.product_id',
    (language) => localizedName('name', language, 'r'),
    'product r',
  ),
  positionStatus: code('p.status'),
  invoiceState: code('i.state'),
};

export const dimensionSql = (dimension: ReportDimension) => DIMENSIONS[dimension];

/** The summed parts (bases) each source gives: a metric is one, or a ratio of two. */
const BASES: Record<ReportBase, { source: ReportSource; value: RawBuilder<unknown> } | undefined> =
  {
    gross: { source: 'positions', value: sql`sum(p.quantity * p.unit_list_price)` },
    discounts: {
      source: 'positions',
      value: sql`sum(p.quantity * p.unit_list_price - p.net_amount)`,
    },
    net: { source: 'positions', value: sql`sum(p.net_amount)` },
    vat: { source: 'positions', value: sql`sum(round(p.net_amount * p.vat_rate / 100, 2))` },
    quantity: { source: 'positions', value: sql`sum(p.quantity)` },
    positions: { source: 'positions', value: sql`count(*)` },
    goalImpressions: {
      source: 'positions',
      value: sql`sum((select li.goal_impressions from ad_server_line_item li
        where li.campaign_position_id = p.id))`,
    },
    commission: { source: 'campaigns', value: sql`sum(c.commission_total)` },
    campaigns: { source: 'campaigns', value: sql`count(*)` },
    invoiced: { source: 'invoices', value: sql`sum(i.net_total) / 100.0` },
    paid: { source: 'invoices', value: sql`sum(i.paid_total) / 100.0` },
    open: {
      source: 'invoices',
      value: sql`sum(case when i.state in ('ISSUED', 'PARTIALLY_PAID', 'OVERDUE')
        then i.total - i.paid_total else 0 end) / 100.0`,
    },
    overdue: {
      source: 'invoices',
      value: sql`sum(case when i.state = 'OVERDUE' then i.total - i.paid_total else 0 end) / 100.0`,
    },
    credited: {
      source: 'invoices',
      value: sql`sum(coalesce((select sum(cn.net_total) from credit_note cn
        where cn.invoice_id = i.id and cn.company_id = i.company_id and cn.state = 'APPROVED'), 0)) / 100.0`,
    },
    invoices: { source: 'invoices', value: sql`count(*)` },
    impressions: { source: 'delivery', value: sql`sum(d.impressions)` },
    clicks: { source: 'delivery', value: sql`sum(d.clicks)` },
    underList: undefined,
    ctr: undefined,
    ecpm: undefined,
    deliveryRate: undefined,
  };

/** A base's source and SQL (a ratio metric has none of its own). */
export function baseSql(base: ReportBase) {
  const found = BASES[base];
  if (!found) throw new Error(`${base} is a ratio, not a base`);
  return found;
}

/** The bases a metric reads: itself, or a ratio's two parts. */
export const basesOf = (metric: ReportMetric): ReportBase[] => {
  const ratio = REPORT_METRIC_INFO[metric].ratio;
  return ratio ? [ratio.of, ratio.per] : [metric];
};

/** The bases that are money: a report with one is cut by currency (CHF and EUR never added). */
export const MONEY_BASES: ReadonlySet<ReportBase> = new Set([
  'gross',
  'discounts',
  'net',
  'vat',
  'commission',
  'invoiced',
  'paid',
  'open',
  'overdue',
  'credited',
]);
