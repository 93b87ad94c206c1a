import {
  REPORT_DIMENSION_INFO,
  REPORT_METRIC_INFO,
  type ReportDimension,
  type ReportMetric,
  type ReportRow,
  reportCodeKey,
} from '@adconsole/api/contracts';
import { type ExportValue, exportMoney } from '../../kit/export.ts';
import type { CompiledReport } from './query.ts';

// A report as a sheet (the builder's export and the schedule's attachment): a column per
// dimension (a period as its first day, a reference by its name, a code by its label in the
// reader's language), the currency when money is asked, a column per metric.

/** The i18n keys the sheet's headers and cells need. */
export function sheetKeys(compiled: CompiledReport): string[] {
  return [
    'reporting.title',
    'reporting.currency',
    ...compiled.dimensions.map((dimension) => `reporting.dimensions.${dimension}`),
    ...compiled.metrics.map((metric) => `reporting.metrics.${metric}`),
  ];
}

export function sheetHeaders(compiled: CompiledReport, t: (key: string) => string): string[] {
  return [
    ...compiled.dimensions.map((dimension) => t(`reporting.dimensions.${dimension}`)),
    ...(compiled.money ? [t('reporting.currency')] : []),
    ...compiled.metrics.map((metric: ReportMetric) => t(`reporting.metrics.${metric}`)),
  ];
}

/** A dimension's cell: a period's first day (a date cell), a name, a code's label. */
function dimensionCell(
  dimension: ReportDimension,
  cell: ReportRow['dimensions'][string] | undefined,
  t: (key: string) => string,
): ExportValue {
  if (!cell?.key) return null;
  const info = REPORT_DIMENSION_INFO[dimension];
  if (info.kind === 'reference') return cell.label;
  if (info.kind === 'period') return cell.key;
  const key = reportCodeKey(dimension, cell.key);
  return key ? t(key) : cell.key;
}

export function sheetCells(
  row: ReportRow,
  compiled: CompiledReport,
  t: (key: string) => string,
): ExportValue[] {
  return [
    ...compiled.dimensions.map((dimension) =>
      dimensionCell(dimension, row.dimensions[dimension], t),
    ),
    ...(compiled.money ? [row.currency] : []),
    // Money as money cells (a number format with the row's currency in .xlsx), the rest as
    // numbers rounded to hundredths.
    ...compiled.metrics.map((metric) => {
      const value = row.values[metric];
      if (value === null || value === undefined) return null;
      const rounded = Math.round(value * 100) / 100;
      return REPORT_METRIC_INFO[metric].unit === 'money'
        ? exportMoney(rounded, row.currency)
        : rounded;
    }),
  ];
}

/** The language keys every sheet needs for its code cells. */
export function codeKeys(compiled: CompiledReport): string[] {
  return compiled.dimensions.flatMap(
    (dimension) =>
      REPORT_DIMENSION_INFO[dimension].codes?.flatMap(
        (code) => reportCodeKey(dimension, code) ?? [],
      ) ?? [],
  );
}
