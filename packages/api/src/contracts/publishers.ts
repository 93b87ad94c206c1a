import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { serverMessage } from './messages.ts';
import { bodyIdSchema, day, idSchema } from './primitives.ts';
import { exportEndpoint } from './resource.ts';

// Publishers (issue 39; DOMAIN2 §2; spec 2 "Impression aggregate"): the page impressions of the
// publishers' websites, grouped and sorted as spec 2 lists. Page impressions are pages shown,
// counted apart from the ad impressions of the revenue facts.

/** Spec 2 §3: the groupings of an impression aggregate. */
export const IMPRESSION_GROUPINGS = [
  'DAY',
  'WEEK',
  'MONTH',
  'PAGE_DOMAIN',
  'COUNTRY_CODE',
  'DEVICE_CATEGORY',
] as const;
export type ImpressionGrouping = (typeof IMPRESSION_GROUPINGS)[number];
/** The groupings that cut time; at most one of them per call. WEEK is the ISO week (Monday). */
export const IMPRESSION_TIME_GROUPINGS = ['DAY', 'WEEK', 'MONTH'] as const;

/** Spec 2 §3: the device categories. */
export const DEVICE_CATEGORIES = ['DESKTOP', 'MOBILE', 'TABLET', 'OTHER'] as const;
export type DeviceCategory = (typeof DEVICE_CATEGORIES)[number];

/** Spec 2 §3: the sort fields of an impression aggregate, and its orders. */
export const IMPRESSION_SORT_FIELDS = [
  'TIMESTAMP',
  'PAGE_DOMAIN',
  'COUNTRY_CODE',
  'DEVICE_CATEGORY',
  'PAGE_IMPRESSION_COUNT',
] as const;
export type ImpressionSortField = (typeof IMPRESSION_SORT_FIELDS)[number];
export const IMPRESSION_SORT_ORDERS = ['ASC', 'DESC'] as const;

/** The longest range one call aggregates (days): two years and a leap day. */
export const IMPRESSION_MAX_DAYS = 731;

/** The grouping a sort field needs (PAGE_IMPRESSION_COUNT needs none). */
const groupingOfSort: Record<ImpressionSortField, readonly ImpressionGrouping[]> = {
  TIMESTAMP: IMPRESSION_TIME_GROUPINGS,
  PAGE_DOMAIN: ['PAGE_DOMAIN'],
  COUNTRY_CODE: ['COUNTRY_CODE'],
  DEVICE_CATEGORY: ['DEVICE_CATEGORY'],
  PAGE_IMPRESSION_COUNT: [],
};
/** Whether a sort field is one the groupings give a value to. */
export const sortsOnGrouping = (
  field: ImpressionSortField,
  groupBy: readonly ImpressionGrouping[],
) => groupingOfSort[field].length === 0 || groupingOfSort[field].some((g) => groupBy.includes(g));

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

type Range = { from: string; to: string };
/** The range of an aggregate: from before to, at most IMPRESSION_MAX_DAYS days. */
const rangeChecks = [
  z.refine<Range>((body) => body.from <= body.to, {
    message: serverMessage('endBeforeStart'),
    path: ['to'],
  }),
  z.refine<Range>((body) => daysBetween(body.from, body.to) < IMPRESSION_MAX_DAYS, {
    message: serverMessage('rangeTooLong', { max: IMPRESSION_MAX_DAYS }),
    path: ['to'],
  }),
] as const;

/**
 * The body of POST impression-aggregates: the Zurich days from and to (both included), the
 * groupings (each once, at most one of DAY, WEEK, MONTH), optional filters, and the sort (a list
 * of fields with their order, applied in turn; each on a grouped field or the count).
 */
export const impressionAggregateRequestSchema = z
  .strictObject({
    from: day(),
    to: day(),
    groupBy: z.array(z.enum(IMPRESSION_GROUPINGS)).check(
      z.minLength(1),
      z.maxLength(IMPRESSION_GROUPINGS.length),
      z.refine((list) => new Set(list).size === list.length, serverMessage('eachOnce')),
      z.refine(
        (list) =>
          list.filter((g) => (IMPRESSION_TIME_GROUPINGS as readonly string[]).includes(g)).length <=
          1,
        serverMessage('oneTimeGrouping'),
      ),
    ),
    websiteIds: z.optional(z.array(bodyIdSchema).check(z.maxLength(100))),
    deviceCategories: z.optional(z.array(z.enum(DEVICE_CATEGORIES)).check(z.maxLength(4))),
    countryCodes: z.optional(
      z.array(z.string().check(z.regex(/^[A-Z]{2}$/))).check(z.maxLength(250)),
    ),
    sort: z.optional(
      z
        .array(
          z.strictObject({
            field: z.enum(IMPRESSION_SORT_FIELDS),
            order: z.enum(IMPRESSION_SORT_ORDERS),
          }),
        )
        .check(z.maxLength(IMPRESSION_SORT_FIELDS.length)),
    ),
  })
  .check(
    ...rangeChecks,
    z.refine(
      (body) => (body.sort ?? []).every((sort) => sortsOnGrouping(sort.field, body.groupBy)),
      { message: serverMessage('sortNotGrouped'), path: ['sort'] },
    ),
  );
export type ImpressionAggregateRequest = z.input<typeof impressionAggregateRequestSchema>;

/**
 * One group of page impressions: the grouped values only (the others are absent). `timestamp`
 * is the first Zurich day of the DAY, WEEK or MONTH.
 */
export const impressionAggregateSchema = z.object({
  timestamp: z.optional(z.string()),
  pageDomain: z.optional(z.string()),
  countryCode: z.optional(z.string()),
  deviceCategory: z.optional(z.enum(DEVICE_CATEGORIES)),
  pageImpressionCount: z.number(),
});
export type ImpressionAggregate = z.infer<typeof impressionAggregateSchema>;

export const impressionAggregatesSchema = z.object({
  items: z.array(impressionAggregateSchema),
  /** The page impressions of every group together. */
  totalPageImpressionCount: z.number(),
});
export type ImpressionAggregates = z.infer<typeof impressionAggregatesSchema>;

/** DOMAIN2 §2.1: the groupings of the revenue facts (the traffic dashboard, the overview). */
export const REVENUE_GROUPINGS = [
  'DAY',
  'WEEK',
  'MONTH',
  'WEBSITE',
  'PLACEMENT',
  'AD_UNIT',
  'DEVICE_CATEGORY',
  'COUNTRY_CODE',
  'DEMAND_SOURCE',
] as const;
export type RevenueGrouping = (typeof REVENUE_GROUPINGS)[number];
/** DOMAIN2 §2.1: where an ad impression's demand came from. */
export const DEMAND_SOURCES = ['DIRECT', 'PROGRAMMATIC', 'HOUSE'] as const;
/** The measures of the revenue facts; ratios are computed from the sums, never averaged. */
export const REVENUE_MEASURES = [
  'AD_REQUESTS',
  'IMPRESSIONS',
  'VIEWABLE',
  'CLICKS',
  'GROSS_REVENUE',
  'FEES',
  'NET_REVENUE',
] as const;
/** The sort fields of a revenue aggregate: TIMESTAMP, a grouping, or a measure. */
export const REVENUE_SORT_FIELDS = [
  'TIMESTAMP',
  'WEBSITE',
  'PLACEMENT',
  'AD_UNIT',
  'DEVICE_CATEGORY',
  'COUNTRY_CODE',
  'DEMAND_SOURCE',
  ...REVENUE_MEASURES,
] as const;
export type RevenueSortField = (typeof REVENUE_SORT_FIELDS)[number];

/** Whether a revenue sort field is a measure or one the groupings give a value to. */
export const revenueSortsOnGrouping = (
  field: RevenueSortField,
  groupBy: readonly RevenueGrouping[],
) =>
  (REVENUE_MEASURES as readonly string[]).includes(field) ||
  (field === 'TIMESTAMP'
    ? groupBy.some((g) => (IMPRESSION_TIME_GROUPINGS as readonly string[]).includes(g))
    : groupBy.includes(field as RevenueGrouping));

/**
 * The body of POST revenue-aggregates: the Zurich days, the groupings (each once, at most one
 * time cut), optional filters, the sort. Every group is also cut by currency: CHF and EUR are
 * never added up.
 */
export const revenueAggregateRequestSchema = z
  .strictObject({
    from: day(),
    to: day(),
    groupBy: z.array(z.enum(REVENUE_GROUPINGS)).check(
      z.maxLength(REVENUE_GROUPINGS.length),
      z.refine((list) => new Set(list).size === list.length, serverMessage('eachOnce')),
      z.refine(
        (list) =>
          list.filter((g) => (IMPRESSION_TIME_GROUPINGS as readonly string[]).includes(g)).length <=
          1,
        serverMessage('oneTimeGrouping'),
      ),
    ),
    websiteIds: z.optional(z.array(bodyIdSchema).check(z.maxLength(100))),
    demandSources: z.optional(z.array(z.enum(DEMAND_SOURCES)).check(z.maxLength(3))),
    deviceCategories: z.optional(z.array(z.enum(DEVICE_CATEGORIES)).check(z.maxLength(4))),
    sort: z.optional(
      z
        .array(
          z.strictObject({
            field: z.enum(REVENUE_SORT_FIELDS),
            order: z.enum(IMPRESSION_SORT_ORDERS),
          }),
        )
        .check(z.maxLength(REVENUE_SORT_FIELDS.length)),
    ),
  })
  .check(
    ...rangeChecks,
    z.refine(
      (body) => (body.sort ?? []).every((sort) => revenueSortsOnGrouping(sort.field, body.groupBy)),
      { message: serverMessage('sortNotGrouped'), path: ['sort'] },
    ),
  );
export type RevenueAggregateRequest = z.input<typeof revenueAggregateRequestSchema>;

/** One group of the revenue facts: the grouped values, the sums (money in minor units), the ratios. */
export const revenueAggregateSchema = z.object({
  timestamp: z.optional(z.string()),
  websiteId: z.optional(z.number()),
  websiteName: z.optional(z.string()),
  /** The website's domain: two sites may share a name. */
  websiteDomain: z.optional(z.string()),
  placementId: z.optional(z.nullable(z.number())),
  placementName: z.optional(z.nullable(z.string())),
  adUnitCode: z.optional(z.string()),
  deviceCategory: z.optional(z.enum(DEVICE_CATEGORIES)),
  countryCode: z.optional(z.string()),
  demandSource: z.optional(z.enum(DEMAND_SOURCES)),
  currency: z.enum(['CHF', 'EUR']),
  adRequests: z.number(),
  impressions: z.number(),
  viewable: z.number(),
  clicks: z.number(),
  grossRevenue: z.number(),
  fees: z.number(),
  netRevenue: z.number(),
  /** Net revenue per thousand impressions (minor units); null without impressions. */
  ecpm: z.nullable(z.number()),
  /** Impressions per ad request (0–1); null without requests. */
  fillRate: z.nullable(z.number()),
  /** Clicks per impression (0–1); null without impressions. */
  ctr: z.nullable(z.number()),
});
export type RevenueAggregate = z.infer<typeof revenueAggregateSchema>;

/**
 * The demo's facts being generated in the background after the first start (issue 39): the
 * months done of all; null when nothing is being prepared.
 */
export const factPreparationSchema = z.object({
  state: z.enum(['QUEUED', 'RUNNING', 'RETRYING', 'FAILED']),
  monthsDone: z.number(),
  monthsTotal: z.number(),
});
export type FactPreparation = z.infer<typeof factPreparationSchema>;

/** The background job that generates the demo's publisher facts, a month an item. */
export const PUBLISHER_FACTS_JOB = 'publishers.facts';

export const revenueAggregatesSchema = z.object({
  items: z.array(revenueAggregateSchema),
  /** The last Zurich day the facts hold ("data as of"); null without facts. */
  dataAsOf: z.nullable(z.string()),
  /** The facts still being generated (the answer holds what is done so far); else null. */
  preparation: z.nullable(factPreparationSchema),
  /**
   * The months of the range (YYYY-MM) whose payout is approved: final; every other month is
   * preliminary (DOMAIN2 §2.1 isFinal).
   */
  finalMonths: z.array(z.string()),
});
export type RevenueAggregates = z.infer<typeof revenueAggregatesSchema>;

/** The time cuts of the traffic dashboard and the payout statistics. */
export const REVENUE_TIME_GROUPINGS = ['DAY', 'WEEK', 'MONTH'] as const;

/**
 * The export of a dashboard (issue 39): what the dashboard shows, its range, time cut and
 * website, a row per period and currency; the columns are the measures shown (`timestamp`,
 * `currency`, any of the sums and ratios of a revenue aggregate).
 */
export const revenueExportFiltersSchema = z.strictObject({
  from: day(),
  to: day(),
  grouping: z.enum(REVENUE_TIME_GROUPINGS),
  websiteId: z.optional(idSchema),
});

export const publisherEndpoints = /* @__PURE__ */ publisherCalls();

function publisherCalls() {
  return {
    impressionAggregates: endpoint({
      method: 'POST',
      path: 'ws-clickstream-analytics/impression-aggregates',
      summary:
        "Page impressions of the caller's websites by Zurich day, ISO week or month, domain, country and device",
      body: impressionAggregateRequestSchema,
      response: impressionAggregatesSchema,
    }),
    revenueExport: exportEndpoint({
      path: 'ws-publishers/revenue-aggregates',
      noun: 'period of the revenue facts shown on a dashboard',
      filters: revenueExportFiltersSchema,
    }),
    revenueAggregates: endpoint({
      method: 'POST',
      path: 'ws-publishers/revenue-aggregates',
      summary:
        "Ad requests, impressions and revenue of the caller's websites by Zurich day, week or month, site, placement, ad unit, device, country and demand source",
      body: revenueAggregateRequestSchema,
      response: revenueAggregatesSchema,
    }),
  };
}
