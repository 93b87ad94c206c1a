import {
  dimensionsOfType,
  incompatibleSource,
  metricsOfType,
  REPORT_DIMENSION_INFO,
  REPORT_METRIC_INFO,
  type ReportDefinition,
  type ReportDimension,
  type ReportMetric,
  type ReportRow,
  type ReportType,
} from '@adconsole/api';
import {
  formatDisplayDate,
  formatMoney,
  formatNumber,
  formatPercent,
  type Language,
} from '@adconsole/i18n';
import type { TFunction } from 'i18next';

// What the report builder's screens share: the texts of the catalogue's ids, why a pair cannot
// be combined, how a cell is shown (a period in words, a code by its label, money with its
// currency), and the pivot of one dimension into columns. No rule of the catalogue lives here:
// the contracts (@adconsole/api reporting) hold them for the server and the console alike.

/** A new report of a type: its first two dimensions and metrics that combine, this year. */
export function defaultDefinition(type: ReportType): ReportDefinition {
  const metrics = metricsOfType(type);
  const first = metrics[0] as ReportMetric;
  return {
    dimensions: ['month'],
    metrics: [first],
    filters: [],
    dateRange: 'THIS_YEAR',
    sort: null,
    pivot: null,
  };
}

/**
 * Why a dimension cannot be chosen with the chosen metrics (or a metric with the chosen
 * dimensions): the first pair that does not combine, in words; undefined when it can.
 */
export function dimensionReason(
  t: TFunction,
  dimension: ReportDimension,
  metrics: readonly ReportMetric[],
): string | undefined {
  for (const metric of metrics) {
    const source = incompatibleSource(metric, dimension);
    if (source) return reason(t, dimension, metric, t(`reporting.metrics.${metric}`), source);
  }
  return undefined;
}

/**
 * What a metric sums, where a name could mislead (the s13 stranger: "Netto" read as invoiced):
 * net and gross are the booked value of the positions by their start day, invoiced the issued
 * invoices by their day (README of services/reporting, decisions). Shown under the metric's
 * name with its additivity.
 */
const MEANINGS: Partial<Record<ReportMetric, string>> = {
  gross: 'reporting.meanings.gross',
  net: 'reporting.meanings.net',
  invoiced: 'reporting.meanings.invoiced',
};

/** A metric's description in the builder: what it sums (when it says) and how it adds up. */
export function metricDescription(t: TFunction, metric: ReportMetric): string {
  const additivity = t('reporting.builder.additivity', {
    kind: t(`reporting.additivity.${REPORT_METRIC_INFO[metric].additivity}`),
  });
  const meaning = MEANINGS[metric];
  return meaning ? `${t(meaning)} ${additivity}` : additivity;
}

export function metricReason(
  t: TFunction,
  metric: ReportMetric,
  dimensions: readonly ReportDimension[],
): string | undefined {
  for (const dimension of dimensions) {
    const source = incompatibleSource(metric, dimension);
    if (source) return reason(t, dimension, metric, t(`reporting.dimensions.${dimension}`), source);
  }
  return undefined;
}

const reason = (
  t: TFunction,
  dimension: ReportDimension,
  _metric: ReportMetric,
  other: string,
  source: string,
) =>
  t('reporting.builder.incompatible', {
    other,
    source: t(`reporting.sources.${source}`),
    dimension: t(`reporting.dimensions.${dimension}`),
  });

/** The dimensions and metrics a type offers, in the catalogue's order. */
export const catalogueOf = (type: ReportType) => ({
  dimensions: dimensionsOfType(type),
  metrics: metricsOfType(type),
});

/** The code dimensions a filter can choose values of (references are filtered by the API). */
export const filterDimensions = (type: ReportType) =>
  dimensionsOfType(type).filter((dimension) => REPORT_DIMENSION_INFO[dimension].kind === 'code');

/** The ISO week of a day (Monday first) and its year. */
function isoWeek(day: string): { week: number; year: number } {
  const date = new Date(`${day}T00:00:00Z`);
  const thursday = new Date(date);
  thursday.setUTCDate(date.getUTCDate() + 3 - ((date.getUTCDay() + 6) % 7));
  const year = thursday.getUTCFullYear();
  const start = Date.UTC(year, 0, 1);
  const week = Math.floor((thursday.getTime() - start) / 86_400_000 / 7) + 1;
  return { week, year };
}

const locales: Record<Language, string> = { de: 'de-CH', en: 'en-GB', fr: 'fr-CH', it: 'it-CH' };

/** A period's first day in words: 12.03.2025, KW 11 2025, März 2025, Q1 2025, 2025. */
export function periodText(
  t: TFunction,
  dimension: ReportDimension,
  key: string,
  language: Language,
): string {
  switch (dimension) {
    case 'day':
      return formatDisplayDate(key);
    case 'week':
      return t('reporting.periods.week', isoWeek(key));
    case 'month':
      return new Date(`${key}T12:00:00Z`).toLocaleDateString(locales[language], {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
    case 'quarter':
      return t('reporting.periods.quarter', {
        quarter: Math.floor(Number(key.slice(5, 7)) / 3) + 1,
        year: key.slice(0, 4),
      });
    default:
      return key.slice(0, 4);
  }
}

/** A dimension's value as shown: a period in words, a name, a code's label, "(none)". */
export function dimensionText(
  t: TFunction,
  dimension: ReportDimension,
  cell: ReportRow['dimensions'][string] | undefined,
  language: Language,
): string {
  if (!cell?.key) return t('reporting.builder.none');
  const kind = REPORT_DIMENSION_INFO[dimension].kind;
  if (kind === 'period') return periodText(t, dimension, cell.key, language);
  if (kind === 'reference') return cell.label ?? t('reporting.builder.none');
  return codeText(t, dimension, cell.key);
}

/**
 * A code's label, from the keys `reportCodeKey` of the contracts names for the server's exports
 * (written out here so that the texts' check sees each prefix asked for).
 */
function codeText(t: TFunction, dimension: ReportDimension, code: string): string {
  switch (dimension) {
    case 'campaignStatus':
    case 'positionStatus':
      return t(`statuses.${code}`);
    case 'mediaType':
      return t(`reporting.mediaTypes.${code}`);
    case 'invoiceState':
      return t(`reporting.invoiceStates.${code}`);
    default:
      return code;
  }
}

/** A metric's value as shown: money with its currency, a percent, a count. */
export function metricText(
  metric: ReportMetric,
  value: number | null | undefined,
  currency: string | null,
  language: Language,
): string {
  if (value === null || value === undefined) return '–';
  switch (REPORT_METRIC_INFO[metric].unit) {
    case 'money':
      return formatMoney(value, language, currency ?? 'CHF');
    case 'percent':
      return formatPercent(value, language);
    case 'count':
      return formatNumber(Math.round(value), language);
    default:
      return formatNumber(value, language, { maximumFractionDigits: 2 });
  }
}

/** A row of the table: its cells by column id, and its currency. */
export interface TableRow extends Record<string, unknown> {
  id: string;
  currency: string | null;
  cells: Record<string, string>;
  total: boolean;
}

/** A column of the table: its id and header. */
export interface TableColumn {
  id: string;
  header: string;
  numeric: boolean;
}

/**
 * The result as a table: a column per dimension, the currency, a column per metric; with a
 * pivot dimension, a column per metric and value of that dimension instead (rows merged over
 * the other dimensions and the currency). The totals close the table.
 */
export function reportTable(
  t: TFunction,
  language: Language,
  definition: ReportDefinition,
  rows: readonly ReportRow[],
  totals: readonly ReportRow[],
): { columns: TableColumn[]; rows: TableRow[] } {
  const pivot =
    definition.pivot && definition.dimensions.includes(definition.pivot) ? definition.pivot : null;
  const kept = definition.dimensions.filter((dimension) => dimension !== pivot);
  const money = rows.some((row) => row.currency) || totals.some((row) => row.currency);
  const metricHeader = (metric: ReportMetric) => t(`reporting.metrics.${metric}`);
  const columns: TableColumn[] = [
    ...kept.map((dimension) => ({
      id: `d:${dimension}`,
      header: t(`reporting.dimensions.${dimension}`),
      numeric: false,
    })),
    ...(money ? [{ id: 'currency', header: t('reporting.currency'), numeric: false }] : []),
  ];
  const pivotValues: { key: string; text: string }[] = [];
  if (pivot) {
    const seen = new Set<string>();
    for (const row of rows) {
      const key = row.dimensions[pivot]?.key ?? '';
      if (seen.has(key)) continue;
      seen.add(key);
      pivotValues.push({ key, text: dimensionText(t, pivot, row.dimensions[pivot], language) });
    }
    for (const value of pivotValues) {
      for (const metric of definition.metrics) {
        columns.push({
          id: `m:${metric}:${value.key}`,
          header: `${value.text} · ${metricHeader(metric)}`,
          numeric: true,
        });
      }
    }
  } else {
    for (const metric of definition.metrics) {
      columns.push({ id: `m:${metric}`, header: metricHeader(metric), numeric: true });
    }
  }
  const byKey = new Map<string, TableRow>();
  for (const row of rows) {
    const key = [
      ...kept.map((dimension) => row.dimensions[dimension]?.key ?? ''),
      row.currency,
    ].join('\u0000');
    let tableRow = byKey.get(key);
    if (!tableRow) {
      tableRow = { id: `r${byKey.size}`, currency: row.currency, cells: {}, total: false };
      for (const dimension of kept) {
        tableRow.cells[`d:${dimension}`] = dimensionText(
          t,
          dimension,
          row.dimensions[dimension],
          language,
        );
      }
      if (money) tableRow.cells.currency = row.currency ?? '';
      byKey.set(key, tableRow);
    }
    for (const metric of definition.metrics) {
      const id = pivot ? `m:${metric}:${row.dimensions[pivot]?.key ?? ''}` : `m:${metric}`;
      tableRow.cells[id] = metricText(metric, row.values[metric], row.currency, language);
    }
  }
  return { columns, rows: [...byKey.values()] };
}

/**
 * The totals of every group as a table of their own (per currency, ratios from the summed parts):
 * always in view above the rows, however many rows there are.
 */
export function totalsTable(
  t: TFunction,
  language: Language,
  definition: ReportDefinition,
  totals: readonly ReportRow[],
): { columns: TableColumn[]; rows: TableRow[] } {
  const money = totals.some((row) => row.currency);
  const columns: TableColumn[] = [
    ...(money ? [{ id: 'currency', header: t('reporting.currency'), numeric: false }] : []),
    ...definition.metrics.map((metric) => ({
      id: `m:${metric}`,
      header: t(`reporting.metrics.${metric}`),
      numeric: true,
    })),
  ];
  const rows = totals.map((row, index) => {
    const cells: Record<string, string> = {};
    if (money) cells.currency = row.currency ?? '';
    for (const metric of definition.metrics) {
      cells[`m:${metric}`] = metricText(metric, row.values[metric], row.currency, language);
    }
    return { id: `total${index}`, currency: row.currency, cells, total: true };
  });
  return { columns, rows };
}
