import { z } from 'zod/mini';
import { BUSINESS_TIME_ZONE, businessDay, shiftDay } from './business-day.ts';
import { POSITION_TYPES, PRINT_POSITION_STATUSES } from './campaigns.ts';
import { CANTONS } from './crm-records.ts';
import { endpoint } from './endpoint.ts';
import { FINANCE_INVOICE_STATES } from './finance-states.ts';
import { serverMessage } from './messages.ts';
import { pageOf, pageQueryShape } from './paging.ts';
import { countInt, day, requiredText } from './primitives.ts';
import { idParamsSchema, versionSchema } from './resource.ts';
import {
  CAMPAIGN_STATUSES,
  DIGITAL_POSITION_STATUSES,
  REPORT_TYPES,
  type ReportType,
} from './values.ts';

// Business intelligence (issue 43; spec 1 §2.12, DOMAIN §10, DOMAIN2 §7): the report builder's
// catalogue, shared by the console (what to offer, which pairs cannot be combined and why) and
// the server (the whitelist its SQL is compiled from: a report names catalogue ids only, never a
// column or an expression).
//
// The facts a report reads come from four sources, each with the day it is dated by:
// - campaigns: a campaign's totals (commission lives on the campaign only), by its start day;
// - positions: a position's snapshot prices, by its start day (booked revenue, also ahead);
// - invoices: issued invoices (no drafts, no cancelled ones), by their issue day;
// - delivery: the ad server's impressions and clicks per position and day.
// A dimension exists on some sources; a metric is read from one or two. A metric and a
// dimension combine only when every source of the metric knows the dimension.

export { REPORT_TYPES, type ReportType };

export const REPORT_SOURCES = ['campaigns', 'positions', 'invoices', 'delivery'] as const;
export type ReportSource = (typeof REPORT_SOURCES)[number];

/** The sources a report type offers metrics of. */
export const REPORT_TYPE_SOURCES: Record<ReportType, readonly ReportSource[]> = {
  campaign: ['campaigns', 'positions', 'invoices', 'delivery'],
  position: ['positions', 'delivery'],
  invoice: ['invoices'],
  delivery: ['delivery', 'positions'],
};

const ALL: readonly ReportSource[] = REPORT_SOURCES;
const POSITION_LEVEL: readonly ReportSource[] = ['positions', 'delivery'];

export const REPORT_PERIODS = ['day', 'week', 'month', 'quarter', 'year'] as const;

export const REPORT_DIMENSIONS = [
  ...REPORT_PERIODS,
  'salesPerson',
  'account',
  'agency',
  'industry',
  'canton',
  'campaignType',
  'campaignStatus',
  'mediaType',
  'adMedium',
  'product',
  'positionStatus',
  'invoiceState',
] as const;
export type ReportDimension = (typeof REPORT_DIMENSIONS)[number];

/** A dimension: the sources that know it; a code dimension's values, a reference's table. */
export interface ReportDimensionInfo {
  sources: readonly ReportSource[];
  kind: 'period' | 'reference' | 'code';
  /** A code dimension's values (the filter's choices, checked by the server). */
  codes?: readonly string[];
}

const period: ReportDimensionInfo = { sources: ALL, kind: 'period' };
export const REPORT_DIMENSION_INFO: Record<ReportDimension, ReportDimensionInfo> = {
  day: period,
  week: period,
  month: period,
  quarter: period,
  year: period,
  salesPerson: { sources: ALL, kind: 'reference' },
  account: { sources: ALL, kind: 'reference' },
  agency: { sources: ALL, kind: 'reference' },
  industry: { sources: ALL, kind: 'reference' },
  canton: { sources: ALL, kind: 'code', codes: CANTONS },
  campaignType: { sources: ALL, kind: 'reference' },
  campaignStatus: { sources: ALL, kind: 'code', codes: CAMPAIGN_STATUSES },
  mediaType: { sources: POSITION_LEVEL, kind: 'code', codes: POSITION_TYPES },
  adMedium: { sources: POSITION_LEVEL, kind: 'reference' },
  product: { sources: POSITION_LEVEL, kind: 'reference' },
  positionStatus: {
    sources: POSITION_LEVEL,
    kind: 'code',
    codes: [...new Set([...DIGITAL_POSITION_STATUSES, ...PRINT_POSITION_STATUSES])],
  },
  invoiceState: {
    sources: ['invoices'],
    kind: 'code',
    codes: FINANCE_INVOICE_STATES.filter((state) => state !== 'DRAFT'),
  },
};

export const REPORT_METRICS = [
  'gross',
  'discounts',
  'net',
  'vat',
  'commission',
  'underList',
  'campaigns',
  'positions',
  'quantity',
  'invoiced',
  'credited',
  'paid',
  'open',
  'overdue',
  'invoices',
  'impressions',
  'clicks',
  'ctr',
  'ecpm',
  'deliveryRate',
] as const;
export type ReportMetric = (typeof REPORT_METRICS)[number];

/** What a ratio is computed from: a summed metric, or a position's impression goal. */
export type ReportBase = ReportMetric | 'goalImpressions';

/**
 * A metric's additivity (DOMAIN2 §7.2): `sum` adds up across groups; `ratio` is computed from
 * the groups' summed parts (never an average of ratios); `distinct` counts records once.
 * `unit`: how it is shown (money in the row's currency, a count, a percent).
 */
export interface ReportMetricInfo {
  additivity: 'sum' | 'ratio' | 'distinct';
  unit: 'money' | 'count' | 'percent' | 'number';
  /** The sources its parts come from. */
  sources: readonly ReportSource[];
  /** A ratio's parts: numerator and denominator metrics, and the factor (100 for percent). */
  ratio?: { of: ReportBase; per: ReportBase; times: number };
}

const money = (source: ReportSource): ReportMetricInfo => ({
  additivity: 'sum',
  unit: 'money',
  sources: [source],
});
export const REPORT_METRIC_INFO: Record<ReportMetric, ReportMetricInfo> = {
  gross: money('positions'),
  discounts: money('positions'),
  net: money('positions'),
  vat: money('positions'),
  commission: money('campaigns'),
  underList: {
    additivity: 'ratio',
    unit: 'percent',
    sources: ['positions'],
    ratio: { of: 'discounts', per: 'gross', times: 100 },
  },
  campaigns: { additivity: 'distinct', unit: 'count', sources: ['campaigns'] },
  positions: { additivity: 'distinct', unit: 'count', sources: ['positions'] },
  quantity: { additivity: 'sum', unit: 'number', sources: ['positions'] },
  invoiced: money('invoices'),
  credited: money('invoices'),
  paid: money('invoices'),
  open: money('invoices'),
  overdue: money('invoices'),
  invoices: { additivity: 'distinct', unit: 'count', sources: ['invoices'] },
  impressions: { additivity: 'sum', unit: 'count', sources: ['delivery'] },
  clicks: { additivity: 'sum', unit: 'count', sources: ['delivery'] },
  ctr: {
    additivity: 'ratio',
    unit: 'percent',
    sources: ['delivery'],
    ratio: { of: 'clicks', per: 'impressions', times: 100 },
  },
  ecpm: {
    additivity: 'ratio',
    unit: 'money',
    sources: ['positions', 'delivery'],
    ratio: { of: 'net', per: 'impressions', times: 1000 },
  },
  deliveryRate: {
    additivity: 'ratio',
    unit: 'percent',
    sources: ['delivery', 'positions'],
    ratio: { of: 'impressions', per: 'goalImpressions', times: 100 },
  },
};

/** The metrics a report type offers: those whose every source is one of the type's. */
export const metricsOfType = (type: ReportType): ReportMetric[] =>
  REPORT_METRICS.filter((metric) =>
    REPORT_METRIC_INFO[metric].sources.every((source) =>
      REPORT_TYPE_SOURCES[type].includes(source),
    ),
  );

/** The dimensions a report type offers: those one of its sources knows. */
export const dimensionsOfType = (type: ReportType): ReportDimension[] =>
  REPORT_DIMENSIONS.filter((dimension) =>
    REPORT_DIMENSION_INFO[dimension].sources.some((source) =>
      REPORT_TYPE_SOURCES[type].includes(source),
    ),
  );

/**
 * Why a metric cannot be broken down by a dimension: the source of the metric that does not
 * know the dimension (impressions by invoice state: delivery has no invoice); undefined when
 * they combine.
 */
export function incompatibleSource(
  metric: ReportMetric,
  dimension: ReportDimension,
): ReportSource | undefined {
  const known = REPORT_DIMENSION_INFO[dimension].sources;
  return REPORT_METRIC_INFO[metric].sources.find((source) => !known.includes(source));
}

/**
 * The i18n key of a code dimension's value (campaign and position statuses are the frame's
 * statuses); a canton is shown as its abbreviation.
 */
export function reportCodeKey(dimension: ReportDimension, code: string): string | undefined {
  switch (dimension) {
    case 'campaignStatus':
    case 'positionStatus':
      return `statuses.${code}`;
    case 'mediaType':
      return `reporting.mediaTypes.${code}`;
    case 'invoiceState':
      return `reporting.invoiceStates.${code}`;
    default:
      return undefined;
  }
}

// --- Date ranges (DOMAIN2 §7.1, the ad server's list; Europe/Zurich days) ---

export const REPORT_DATE_RANGES = [
  'TODAY',
  'YESTERDAY',
  'LAST_WEEK',
  'LAST_MONTH',
  'LAST_3_MONTHS',
  'THIS_YEAR',
  'LAST_YEAR',
  'NEXT_WEEK',
  'NEXT_MONTH',
  'NEXT_90_DAYS',
  'CURRENT_AND_NEXT_MONTH',
  'CUSTOM',
] as const;
export type ReportDateRange = (typeof REPORT_DATE_RANGES)[number];

const monthStart = (dayText: string, months: number) => {
  const [year, month] = dayText.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, month - 1 + months, 1));
  return date.toISOString().slice(0, 10);
};
const weekday = (dayText: string) => (new Date(`${dayText}T00:00:00Z`).getUTCDay() + 6) % 7;

/**
 * The days of a relative range as of a Zurich day (`today`): last week is Monday to Sunday, last
 * 3 months the three whole months before this one; CUSTOM answers the given days.
 */
export function resolveDateRange(
  range: ReportDateRange,
  today: string,
  custom?: { from?: string | null; to?: string | null },
): { from: string; to: string } {
  const monday = shiftDay(today, -weekday(today));
  switch (range) {
    case 'TODAY':
      return { from: today, to: today };
    case 'YESTERDAY':
      return { from: shiftDay(today, -1), to: shiftDay(today, -1) };
    case 'LAST_WEEK':
      return { from: shiftDay(monday, -7), to: shiftDay(monday, -1) };
    case 'LAST_MONTH':
      return { from: monthStart(today, -1), to: shiftDay(monthStart(today, 0), -1) };
    case 'LAST_3_MONTHS':
      return { from: monthStart(today, -3), to: shiftDay(monthStart(today, 0), -1) };
    case 'THIS_YEAR':
      return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
    case 'LAST_YEAR': {
      const year = Number(today.slice(0, 4)) - 1;
      return { from: `${year}-01-01`, to: `${year}-12-31` };
    }
    case 'NEXT_WEEK':
      return { from: shiftDay(monday, 7), to: shiftDay(monday, 13) };
    case 'NEXT_MONTH':
      return { from: monthStart(today, 1), to: shiftDay(monthStart(today, 2), -1) };
    case 'NEXT_90_DAYS':
      return { from: shiftDay(today, 1), to: shiftDay(today, 90) };
    case 'CURRENT_AND_NEXT_MONTH':
      return { from: monthStart(today, 0), to: shiftDay(monthStart(today, 2), -1) };
    case 'CUSTOM':
      return { from: custom?.from ?? today, to: custom?.to ?? today };
  }
}

/** The Zurich day of a moment: what relative ranges are resolved from. */
export const reportDay = (moment: Date = new Date()) => businessDay(moment);
export const REPORT_TIME_ZONE = BUSINESS_TIME_ZONE;

// --- The definition of a report ---

export const REPORT_MAX_DIMENSIONS = 4;
/** The rows the builder shows; an export has every row (up to the .xlsx limit). */
export const REPORT_PREVIEW_ROWS = 1000;
/** DOMAIN2 §7.3: a spreadsheet's last row, the header aside. */
export const REPORT_XLSX_MAX_ROWS = 1_048_575;
export const REPORT_TOO_MANY_ROWS = 'The report has more rows than a spreadsheet holds';
export const REPORT_NAME_MAX = 120;

const codeValue = z.string().check(z.regex(/^[A-Z_]{1,40}$/));
const idValue = z.string().check(z.regex(/^[1-9]\d{0,9}$/));

/** A filter: a dimension and the values it keeps (codes, or record ids as text). */
export const reportFilterSchema = z.strictObject({
  dimension: z.enum(REPORT_DIMENSIONS),
  values: z.array(z.union([codeValue, idValue])).check(z.minLength(1), z.maxLength(100)),
});
export type ReportFilter = z.infer<typeof reportFilterSchema>;

export const reportSortSchema = z.strictObject({
  field: z.enum([...REPORT_DIMENSIONS, ...REPORT_METRICS]),
  order: z.enum(['ASC', 'DESC']),
});

export const reportDefinitionSchema = z
  .strictObject({
    dimensions: z.array(z.enum(REPORT_DIMENSIONS)).check(z.maxLength(REPORT_MAX_DIMENSIONS)),
    metrics: z.array(z.enum(REPORT_METRICS)).check(z.minLength(1), z.maxLength(20)),
    filters: z._default(z.array(reportFilterSchema).check(z.maxLength(10)), []),
    dateRange: z.enum(REPORT_DATE_RANGES),
    from: z.optional(z.nullable(day())),
    to: z.optional(z.nullable(day())),
    sort: z.optional(z.nullable(reportSortSchema)),
    /** A dimension shown as columns (the console's pivot). */
    pivot: z.optional(z.nullable(z.enum(REPORT_DIMENSIONS))),
  })
  .check(
    z.refine((definition) => new Set(definition.dimensions).size === definition.dimensions.length, {
      message: serverMessage('eachOnce'),
      path: ['dimensions'],
    }),
    z.refine((definition) => new Set(definition.metrics).size === definition.metrics.length, {
      message: serverMessage('eachOnce'),
      path: ['metrics'],
    }),
    z.refine(
      (definition) =>
        definition.dimensions.filter((dimension) =>
          (REPORT_PERIODS as readonly string[]).includes(dimension),
        ).length <= 1,
      { message: serverMessage('reportOnePeriod'), path: ['dimensions'] },
    ),
    z.refine(
      (definition) =>
        definition.metrics.every((metric) =>
          [...definition.dimensions, ...definition.filters.map((filter) => filter.dimension)].every(
            (dimension) => !incompatibleSource(metric, dimension),
          ),
        ),
      { message: serverMessage('reportIncompatible'), path: ['metrics'] },
    ),
    z.refine(
      (definition) =>
        definition.dateRange !== 'CUSTOM' ||
        (!!definition.from && !!definition.to && definition.from <= definition.to),
      { message: serverMessage('reportCustomRange'), path: ['from'] },
    ),
    z.refine(
      (definition) =>
        definition.filters.every((filter) => {
          const info = REPORT_DIMENSION_INFO[filter.dimension];
          if (info.kind === 'period') return false;
          return info.kind === 'code'
            ? filter.values.every((value) => info.codes?.includes(value))
            : filter.values.every((value) => /^\d+$/.test(value));
        }),
      { message: serverMessage('reportFilterValues'), path: ['filters'] },
    ),
    z.refine(
      (definition) =>
        !definition.sort ||
        (definition.dimensions as readonly string[]).includes(definition.sort.field) ||
        (definition.metrics as readonly string[]).includes(definition.sort.field),
      { message: serverMessage('reportSortChosen'), path: ['sort'] },
    ),
    z.refine(
      (definition) => !definition.pivot || definition.dimensions.includes(definition.pivot),
      { message: serverMessage('reportPivotChosen'), path: ['pivot'] },
    ),
  );
export type ReportDefinition = z.input<typeof reportDefinitionSchema>;

/** The run of a report: its type and definition (the type limits its metrics). */
export const reportRunRequestSchema = z
  .strictObject({
    type: z.enum(REPORT_TYPES),
    definition: reportDefinitionSchema,
  })
  .check(
    z.refine(
      (run) => run.definition.metrics.every((metric) => metricsOfType(run.type).includes(metric)),
      { message: serverMessage('reportMetricOfType'), path: ['definition', 'metrics'] },
    ),
  );
export type ReportRunRequest = z.input<typeof reportRunRequestSchema>;

/** A dimension's value in a row: its key (a code, an id, a period's first day) and its name. */
export const reportCellSchema = z.object({
  key: z.nullable(z.string()),
  label: z.nullable(z.string()),
});

export const reportRowSchema = z.object({
  dimensions: z.record(z.string(), reportCellSchema),
  /** CHF and EUR are never added up: money is per currency (null: no money metric). */
  currency: z.nullable(z.string()),
  /** Each metric's value; a ratio without a denominator is null. */
  values: z.record(z.string(), z.nullable(z.number())),
});
export type ReportRow = z.infer<typeof reportRowSchema>;

export const reportResultSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(reportRowSchema),
  /** The rows of every group, of which `rows` holds the first REPORT_PREVIEW_ROWS. */
  rowCount: countInt(),
  /** The totals of all groups, per currency (ratios from the summed parts). */
  totals: z.array(reportRowSchema),
  /** How long the database took, in milliseconds. */
  milliseconds: z.number(),
});
export type ReportResult = z.infer<typeof reportResultSchema>;

// --- Templates and schedules ---

export const REPORT_FREQUENCIES = ['WEEKLY', 'MONTHLY'] as const;
export const REPORT_DELIVERY = ['ALWAYS', 'WHEN_FLAGGED'] as const;
export const REPORT_FLAG_OPERATORS = ['GT', 'LT'] as const;
export const REPORT_FORMATS = ['csv', 'xlsx'] as const;

/**
 * A schedule (DOMAIN2 §7.1): weekly on a weekday (1 Monday … 7 Sunday) or monthly on a day
 * (1–28), at a time of day in Europe/Zurich; mailed always, or only when a row's metric is above
 * or below a threshold (the flag: "under list by more than 20 %" is underList GT 20).
 */
export const reportScheduleSchema = z.strictObject({
  frequency: z.enum(REPORT_FREQUENCIES),
  weekday: z.int().check(z.minimum(1), z.maximum(7)),
  monthDay: z.int().check(z.minimum(1), z.maximum(28)),
  /** A quarter hour (the schedules' job runs every 15 minutes in Zurich). */
  time: z.string().check(z.regex(/^([01]\d|2[0-3]):(00|15|30|45)$/)),
  recipients: z.array(z.email().check(z.maxLength(200))).check(z.minLength(1), z.maxLength(20)),
  format: z.enum(REPORT_FORMATS),
  delivery: z.enum(REPORT_DELIVERY),
  flagMetric: z.optional(z.nullable(z.enum(REPORT_METRICS))),
  flagOperator: z.optional(z.nullable(z.enum(REPORT_FLAG_OPERATORS))),
  flagValue: z.optional(z.nullable(z.number().check(z.minimum(-1e12), z.maximum(1e12)))),
});
export type ReportSchedule = z.infer<typeof reportScheduleSchema>;

export const reportTemplateWriteSchema = z
  .strictObject({
    type: z.enum(REPORT_TYPES),
    name: requiredText(REPORT_NAME_MAX),
    definition: reportDefinitionSchema,
    schedule: z.optional(z.nullable(reportScheduleSchema)),
    version: z.optional(versionSchema),
  })
  .check(
    z.refine(
      (write) =>
        write.definition.metrics.every((metric) => metricsOfType(write.type).includes(metric)),
      { message: serverMessage('reportMetricOfType'), path: ['definition', 'metrics'] },
    ),
    z.refine(
      (write) =>
        !write.schedule ||
        write.schedule.delivery === 'ALWAYS' ||
        (!!write.schedule.flagMetric &&
          !!write.schedule.flagOperator &&
          typeof write.schedule.flagValue === 'number' &&
          write.definition.metrics.includes(write.schedule.flagMetric)),
      { message: serverMessage('reportFlag'), path: ['schedule'] },
    ),
  );
export type ReportTemplateWrite = z.input<typeof reportTemplateWriteSchema>;

export const reportTemplateSchema = z.object({
  id: z.number(),
  type: z.enum(REPORT_TYPES),
  name: z.string(),
  definition: reportDefinitionSchema,
  schedule: z.nullable(reportScheduleSchema),
  /** The next mail of the schedule (ISO moment); null without one. */
  nextRunAt: z.nullable(z.string()),
  ownerName: z.nullable(z.string()),
  version: z.number(),
  updatedAt: z.string(),
});
export type ReportTemplate = z.infer<typeof reportTemplateSchema>;

export const REPORT_TEMPLATE_SORT_FIELDS = ['name', 'updatedAt'] as const;
export const reportTemplateListQuerySchema = z.strictObject({
  ...pageQueryShape(50),
  type: z.enum(REPORT_TYPES),
  sort: z._default(z.enum(REPORT_TEMPLATE_SORT_FIELDS), 'name'),
  order: z._default(z.enum(['ASC', 'DESC']), 'ASC'),
});

export const REPORT_RUN_OUTCOMES = ['SENT', 'SKIPPED', 'FAILED'] as const;
export const reportRunLogSchema = z.object({
  id: z.number(),
  at: z.string(),
  /** The Zurich day the report was run as of (its relative range resolved from it). */
  asOf: z.string(),
  outcome: z.enum(REPORT_RUN_OUTCOMES),
  rowCount: countInt(),
  recipients: z.array(z.string()),
  mailIds: z.array(z.number()),
});
export type ReportRunLog = z.infer<typeof reportRunLogSchema>;

export const reportExportQuerySchema = z.strictObject({
  format: z.enum(REPORT_FORMATS),
  language: z._default(z.enum(['de', 'en', 'fr', 'it']), 'de'),
});

export const reportSendSchema = z.strictObject({
  /** Run as of this Zurich day (its relative range resolved from it); today by default. */
  asOf: z.optional(day()),
});

const templatePath = 'ws-reporting/report-templates';
export const reportingEndpoints = /* @__PURE__ */ reportingCalls();

function reportingCalls() {
  return {
    run: endpoint({
      method: 'POST',
      path: 'ws-reporting/report-runs',
      summary: 'Runs a report of the catalogue on the acting company: its rows and totals',
      body: reportRunRequestSchema,
      response: reportResultSchema,
    }),
    export: endpoint({
      method: 'POST',
      path: 'ws-reporting/report-exports',
      summary: "A report's every row as .csv or .xlsx, streamed",
      query: reportExportQuerySchema,
      body: reportRunRequestSchema,
    }),
    list: endpoint({
      method: 'GET',
      path: templatePath,
      summary: "The company's report templates of a type",
      query: reportTemplateListQuerySchema,
      response: pageOf(reportTemplateSchema),
    }),
    get: endpoint({
      method: 'GET',
      path: `${templatePath}/{id}`,
      summary: 'A report template',
      params: idParamsSchema,
      response: reportTemplateSchema,
    }),
    create: endpoint({
      method: 'POST',
      path: templatePath,
      summary: 'Saves a report template, shared in the company',
      body: reportTemplateWriteSchema,
      response: reportTemplateSchema,
    }),
    update: endpoint({
      method: 'PUT',
      path: `${templatePath}/{id}`,
      summary: 'Changes a report template (412 when stale)',
      params: idParamsSchema,
      body: reportTemplateWriteSchema,
      response: reportTemplateSchema,
    }),
    remove: endpoint({
      method: 'DELETE',
      path: `${templatePath}/{id}`,
      summary: 'Deletes a report template and its schedule',
      params: idParamsSchema,
    }),
    copy: endpoint({
      method: 'POST',
      path: `${templatePath}/{id}/copy`,
      summary: 'Copies a report template (without its schedule)',
      params: idParamsSchema,
      response: reportTemplateSchema,
    }),
    send: endpoint({
      method: 'POST',
      path: `${templatePath}/{id}/send`,
      summary:
        "Runs a template's schedule now (as of a day): mailed to its recipients, or skipped when its flag does not hold",
      params: idParamsSchema,
      body: reportSendSchema,
      response: reportRunLogSchema,
    }),
    runs: endpoint({
      method: 'GET',
      path: `${templatePath}/{id}/runs`,
      summary: "The run log of a template's schedule, newest first",
      params: idParamsSchema,
      response: z.object({ items: z.array(reportRunLogSchema) }),
    }),
  };
}
