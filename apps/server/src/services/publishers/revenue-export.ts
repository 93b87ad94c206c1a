import {
  IMPRESSION_MAX_DAYS,
  publisherEndpoints,
  type RevenueAggregate,
  serverMessage,
  shiftDay,
} from '@adconsole/api/contracts';
import type { Db } from '../../db/database.ts';
import { ValidationError } from '../../http/errors.ts';
import { registerEndpoint } from '../../http/routes.ts';
import { type ExportValue, replyWithSheet } from '../../kit/export.ts';
import { interfaceTexts } from '../../kit/texts.ts';
import type { ServiceContext } from '../context.ts';
import { publisherAccess } from './impressions.ts';
import { aggregateRevenue } from './revenue.ts';

// GET ws-publishers/revenue-aggregates/export (issue 39): what a dashboard shows (the traffic
// dashboard, the payout statistics) as .csv or .xlsx: its range, time cut and website, a row per
// period and currency, the columns it shows in their order. The figures are the call's
// (`aggregateRevenue`), so the file's totals are the screen's. Money in the currency's units
// (CHF 1234.50, not Rappen), ratios as fractions (0.8355): what a spreadsheet computes with.

/** The columns an export may have: the period, the currency, the sums and the ratios. */
const COLUMNS = [
  'timestamp',
  'currency',
  'adRequests',
  'impressions',
  'viewable',
  'clicks',
  'fillRate',
  'ctr',
  'ecpm',
  'grossRevenue',
  'fees',
  'netRevenue',
] as const;
type ExportColumn = (typeof COLUMNS)[number];
const MONEY: readonly ExportColumn[] = ['ecpm', 'grossRevenue', 'fees', 'netRevenue'];

const cellOf = (row: RevenueAggregate, column: ExportColumn): ExportValue => {
  const value = row[column];
  if (typeof value === 'number' && MONEY.includes(column)) return value / 100;
  return value ?? null;
};

export function registerRevenueExport({ app, database }: ServiceContext): void {
  const db = database.db as unknown as Db;
  registerEndpoint(
    app,
    publisherEndpoints.revenueExport,
    publisherAccess,
    async ({ query, scope, reply }) => {
      const { from, to, grouping, websiteId, format, language } = query;
      if (from > to) throw new ValidationError({ to: serverMessage('endBeforeStart') }, []);
      if (shiftDay(from, IMPRESSION_MAX_DAYS) <= to) {
        throw new ValidationError(
          { to: serverMessage('rangeTooLong', { max: IMPRESSION_MAX_DAYS }) },
          [],
        );
      }
      const columns = query.columns.split(',');
      const unknown = columns.find((column) => !(COLUMNS as readonly string[]).includes(column));
      if (unknown) {
        throw new ValidationError({ columns: serverMessage('noSuchColumn') }, []);
      }
      const shown = columns as ExportColumn[];
      const { items } = await aggregateRevenue(db, scope, {
        from,
        to,
        groupBy: [grouping],
        ...(websiteId ? { websiteIds: [websiteId] } : {}),
      });
      const t = await interfaceTexts(db, language, [
        `publishers.traffic.groupings.${grouping}`,
        'publishers.export.currency',
        'publishers.export.title',
        ...shown.map((column) => `publishers.measures.${column}`),
      ]);
      const header = (column: ExportColumn) =>
        column === 'timestamp'
          ? t(`publishers.traffic.groupings.${grouping}`)
          : column === 'currency'
            ? t('publishers.export.currency')
            : t(`publishers.measures.${column}`);
      return replyWithSheet(reply, {
        format,
        language,
        title: t('publishers.export.title'),
        headers: shown.map(header),
        rows: (async function* () {
          for (const row of items) yield shown.map((column) => cellOf(row, column));
        })(),
      });
    },
  );
}
