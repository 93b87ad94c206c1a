import {
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
      join campaign c on c.id = p.campaign_id and c.company_id = p.company_id
      left join ad_server_line_item li on li.campaign_position_id = p.id`,
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

export const sourceSql = (source: ReportSource) => SOURCES[source];

/**
 * A dimension: the value a row is grouped and filtered by (`key`), the name shown (`label`, for
 * references; codes and periods are named by the console), the join its name needs.
 */
interface DimensionSql {
  key: (day: RawBuilder<unknown>) => RawBuilder<unknown>;
  /** The column a filter compares (its values are ids or codes); the key when absent. */
  column?: RawBuilder<unknown>;
  numeric?: boolean;
  label?: (language: UserLanguage) => RawBuilder<unknown>;
  join?: RawBuilder<unknown>;
}

const periodOf = (unit: string) => ({
  key: (day: RawBuilder<unknown>) =>
    sql`to_char(date_trunc(${sql.lit(unit)}, ${day}), 'YYYY-MM-DD')`,
});

const reference = (
  column: string,
  join: string,
  label: (language: UserLanguage) => RawBuilder<unknown>,
): DimensionSql => ({
  key: () => sql`${sql.raw(column)}::text`,
  column: sql.raw(column),
  numeric: true,
  label,
  join: sql.raw(join),
});

const code = (column: string): DimensionSql => ({ key: () => sql.raw(column) });

const DIMENSIONS: Record<ReportDimension, DimensionSql> = {
  day: { key: (day) => sql`to_char(${day}, 'YYYY-MM-DD')` },
  week: periodOf('week'),
  month: periodOf('month'),
  quarter: periodOf('quarter'),
  year: periodOf('year'),
  salesPerson: reference(
    'c.sales_user_id',
    'left join app_user su on su.id = c.sales_user_id',
    () => sql`su.first_name || ' ' || su.last_name`,
  ),
  account: reference(
    'c.advertiser_account_id',
    'left join account acc on acc.id = c.advertiser_account_id',
    () => sql`acc.name`,
  ),
  agency: reference(
    'c.agency_account_id',
    'left join account ag on ag.id = c.agency_account_id',
    () => sql`ag.name`,
  ),
  industry: reference(
    'c.industry_id',
    'left join industry ind on ind.id = c.industry_id',
    () => sql`ind.name`,
  ),
  canton: {
    key: () => sql`adv.canton`,
    join: sql`left join account adv on adv.id = c.advertiser_account_id`,
  },
  campaignType: reference(
    'c.campaign_type_id',
    'left join campaign_type ct on ct.id = c.campaign_type_id',
    (language) => localizedName('name', language, 'ct'),
  ),
  campaignStatus: code('c.status'),
  mediaType: code('p.position_type'),
  adMedium: reference(
    'p.ad_medium_id',
    'left join ad_medium am on am.id = p.ad_medium_id',
    () => sql`am.name`,
  ),
  product: reference('p.product_id', 'left join product pr on pr.id = p.product_id', (language) =>
    localizedName('name', language, 'pr'),
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
    positions: { source: 'positions', value: sql`count(distinct p.id)` },
    goalImpressions: { source: 'positions', value: sql`sum(li.goal_impressions)` },
    commission: { source: 'campaigns', value: sql`sum(c.commission_total)` },
    campaigns: { source: 'campaigns', value: sql`count(distinct c.id)` },
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
    invoices: { source: 'invoices', value: sql`count(distinct i.id)` },
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
