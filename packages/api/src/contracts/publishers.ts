import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { serverMessage } from './messages.ts';
import { bodyIdSchema, day } from './primitives.ts';

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
    z.refine((body) => body.from <= body.to, {
      message: serverMessage('endBeforeStart'),
      path: ['to'],
    }),
    z.refine((body) => daysBetween(body.from, body.to) < IMPRESSION_MAX_DAYS, {
      message: serverMessage('rangeTooLong', { max: IMPRESSION_MAX_DAYS }),
      path: ['to'],
    }),
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
  };
}
