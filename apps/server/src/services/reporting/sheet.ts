import {
  REPORT_DIMENSION_INFO,
  REPORT_METRIC_INFO,
  type ReportMetric,
  reportCodeKey,
} from '@adconsole/api/contracts';
import type { CompiledReport } from './query.ts';
import type { SheetColumn } from './sheet-cells.ts';

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

/**
 * The plan of a report's sheet, a column per header (`rowCells` writes a row by it): a period
 * as its first day (a date cell), a reference by its name, a code by its label in the reader's
 * language, the currency when money is asked, each metric (money as money cells).
 */
export function sheetColumns(compiled: CompiledReport, t: (key: string) => string): SheetColumn[] {
  return [
    ...compiled.dimensions.map((dimension, index): SheetColumn => {
      const info = REPORT_DIMENSION_INFO[dimension];
      const key = `k${index}`;
      if (info.kind === 'reference') return { kind: 'reference', key, label: `l${index}` };
      if (info.kind === 'period') return { kind: 'period', key };
      const labels: Record<string, string> = {};
      for (const code of info.codes ?? []) {
        const label = reportCodeKey(dimension, code);
        if (label) labels[code] = t(label);
      }
      return { kind: 'code', key, labels };
    }),
    ...(compiled.money ? [{ kind: 'currency' } as const] : []),
    ...compiled.metrics.map(
      (metric, index): SheetColumn => ({
        kind: REPORT_METRIC_INFO[metric].unit === 'money' ? 'money' : 'number',
        value: `m${index}`,
      }),
    ),
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
