import {
  publisherEndpoints,
  type RevenueAggregate,
  type RevenueAggregates,
  type RevenueGrouping,
  type RevenueSortField,
  type revenueAggregateRequestSchema,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import type { z } from 'zod/mini';
import type { Db } from '../../db/database.ts';
import { registerEndpoint } from '../../http/routes.ts';
import type { Scope, ScopedRows } from '../../kit/scope.ts';
import type { ServiceContext } from '../context.ts';
import { approvedMonths } from '../payouts/payouts.ts';
import { type Column, grouped, sortOrDefault, timeCuts } from './aggregates.ts';
import { publisherAccess } from './impressions.ts';
import { factPreparation } from './preparation.ts';

// POST ws-publishers/revenue-aggregates (DOMAIN2 §2): the ad requests, impressions and revenue
// of the caller's websites, for the overview and the traffic dashboard. Decisions:
// - every group is cut by currency too (a Swiss site earns CHF, an Austrian or German one EUR;
//   the two are never added up);
// - ratios come from the group's sums, never from averaged ratios (DOMAIN2 §2.1): eCPM is net
//   revenue per thousand impressions, so the headline matches the table (ethical-ad-server #842);
// - the revenue is the site's net after the ad server's fees; the house's share of it is the
//   payout's business, never shown here (ethical-ad-server PR #323).

const groupings: Record<RevenueGrouping, readonly Column[]> = {
  DAY: [timeCuts.DAY],
  WEEK: [timeCuts.WEEK],
  MONTH: [timeCuts.MONTH],
  WEBSITE: [
    { value: sql`f.website_id`, field: 'websiteId' },
    { value: sql`w.name`, field: 'websiteName' },
    { value: sql`w.domain`, field: 'websiteDomain' },
  ],
  PLACEMENT: [
    { value: sql`f.placement_id`, field: 'placementId' },
    { value: sql`p.name`, field: 'placementName' },
  ],
  AD_UNIT: [{ value: sql`f.ad_unit_code`, field: 'adUnitCode' }],
  DEVICE_CATEGORY: [{ value: sql`f.device_category`, field: 'deviceCategory' }],
  COUNTRY_CODE: [{ value: sql`f.country_code`, field: 'countryCode' }],
  DEMAND_SOURCE: [{ value: sql`f.demand_source`, field: 'demandSource' }],
};

/** The groupings the per-website-and-day sums answer. */
const DAILY_GROUPINGS: readonly RevenueGrouping[] = ['DAY', 'WEEK', 'MONTH', 'WEBSITE'];

const sums = {
  adRequests: 'ad_requests',
  impressions: 'impressions',
  viewable: 'viewable',
  clicks: 'clicks',
  grossRevenue: 'gross_revenue',
  fees: 'fees',
  netRevenue: 'net_revenue',
} as const;
const measures: Column[] = Object.entries(sums).map(([field, column]) => ({
  value: sql`sum(${sql.ref(`f.${column}`)})`,
  field,
}));

const sortColumn: Record<RevenueSortField, string> = {
  TIMESTAMP: 'timestamp',
  WEBSITE: 'websiteName',
  PLACEMENT: 'placementName',
  AD_UNIT: 'adUnitCode',
  DEVICE_CATEGORY: 'deviceCategory',
  COUNTRY_CODE: 'countryCode',
  DEMAND_SOURCE: 'demandSource',
  AD_REQUESTS: 'adRequests',
  IMPRESSIONS: 'impressions',
  VIEWABLE: 'viewable',
  CLICKS: 'clicks',
  GROSS_REVENUE: 'grossRevenue',
  FEES: 'fees',
  NET_REVENUE: 'netRevenue',
};

const ratio = (part: number, whole: number, times = 1) =>
  whole > 0 ? (part / whole) * times : null;

/**
 * The revenue facts of the scope's websites as the body asks (the call, and the dashboards'
 * export): grouped, cut by currency, sorted, each group with its ratios.
 */
export async function aggregateRevenue(
  db: Db,
  scope: Scope,
  body: z.output<typeof revenueAggregateRequestSchema>,
): Promise<RevenueAggregates> {
  const cuts = [
    ...body.groupBy.flatMap((grouping) => groupings[grouping]),
    { value: sql`f.currency`, field: 'currency' },
  ];
  const sort = sortOrDefault(
    body.sort,
    body.groupBy.some((grouping) => grouping in timeCuts),
    'NET_REVENUE',
  ).map(({ field, order }) => ({ field: sortColumn[field], order }));
  // Totals by time and website read the per-day sums (a twentieth of the rows).
  const daily =
    body.groupBy.every((grouping) => DAILY_GROUPINGS.includes(grouping)) &&
    !body.deviceCategories?.length &&
    !body.demandSources?.length;
  // The per-day table has the fact's columns but the cut ones, which `daily` leaves unread.
  const facts = (
    daily ? scope.rows('publisherRevenueDay as f') : scope.rows('publisherRevenueFact as f')
  ) as ScopedRows<'publisherRevenueFact as f'>;
  let rows = facts
    // The names only when grouped by them: the joins cost a third of a two years' aggregate.
    .$if(body.groupBy.includes('WEBSITE'), (query) =>
      query.innerJoin('website as w', 'w.id', 'f.websiteId'),
    )
    .$if(body.groupBy.includes('PLACEMENT'), (query) =>
      query.leftJoin('websitePlacement as p', 'p.id', 'f.placementId'),
    )
    .where('f.day', '>=', body.from)
    .where('f.day', '<=', body.to);
  if (body.websiteIds?.length) rows = rows.where('f.websiteId', 'in', body.websiteIds);
  if (body.deviceCategories?.length) {
    rows = rows.where('f.deviceCategory', 'in', body.deviceCategories);
  }
  if (body.demandSources?.length) rows = rows.where('f.demandSource', 'in', body.demandSources);
  const [found, latest, preparation, finalMonths] = await Promise.all([
    grouped(rows, cuts, measures, sort),
    scope
      .rows('publisherRevenueDay as f')
      .select(sql<string | null>`to_char(max(f.day), 'YYYY-MM-DD')`.as('day'))
      .executeTakeFirst(),
    factPreparation(db),
    approvedMonths(db, scope, body.from, body.to),
  ]);
  const items = found.map((row) => {
    const item: Record<string, unknown> = {};
    for (const { field } of cuts) item[field] = row[field];
    for (const field of Object.keys(sums)) item[field] = Number(row[field]);
    const { impressions, adRequests, clicks, netRevenue } = item as Record<
      keyof typeof sums,
      number
    >;
    return {
      ...item,
      ecpm: ratio(netRevenue, impressions, 1000),
      fillRate: ratio(impressions, adRequests),
      ctr: ratio(clicks, impressions),
    } as RevenueAggregate;
  });
  return { items, dataAsOf: latest?.day ?? null, preparation, finalMonths };
}

export function registerRevenueAggregates({ app, database }: ServiceContext): void {
  const db = database.db as unknown as Db;
  registerEndpoint(app, publisherEndpoints.revenueAggregates, publisherAccess, ({ body, scope }) =>
    aggregateRevenue(db, scope, body),
  );
}
