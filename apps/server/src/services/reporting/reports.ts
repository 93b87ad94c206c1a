import {
  REPORT_TOO_MANY_ROWS,
  REPORT_XLSX_MAX_ROWS,
  reportingEndpoints,
} from '@adconsole/api/contracts';
import { type Db, POSTGRES_OPTIONS } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { registerEndpoint } from '../../http/routes.ts';
import { replyWithSheet, replyWithSheetBytes } from '../../kit/export.ts';
import { interfaceTexts } from '../../kit/texts.ts';
import { workerStream } from '../../kit/worker-stream.ts';
import type { ServiceContext } from '../context.ts';
import { reportingAccess } from './access.ts';
import { EXPORT_IN_PROCESS_ROWS, EXPORT_WORKER_LIMITS } from './export-settings.ts';
import type { ExportWorkerData } from './export-worker.ts';
import {
  countReportRows,
  rangeOf,
  reportExportStatements,
  reportQuery,
  reportRows,
  runReport,
} from './query.ts';
import { codeKeys, sheetColumns, sheetHeaders, sheetKeys } from './sheet.ts';
import { rowCells } from './sheet-cells.ts';

// POST ws-reporting/report-runs (the builder's table, chart and totals) and
// POST ws-reporting/report-exports (every row as .csv or .xlsx, streamed from a cursor), on the
// acting company's rows, REPORT_BUILDER only.

/**
 * The export worker (README, "Exports"): beside this file in the source, bundled as
 * `dist/report-export-worker.js` beside `dist/main.js` (build.mjs).
 */
const exportWorkerFile = import.meta.url.endsWith('.ts')
  ? new URL('./export-worker.ts', import.meta.url)
  : new URL('./report-export-worker.js', import.meta.url);

export function registerReports({ app, database }: ServiceContext): void {
  const db = database.db as unknown as Db;
  // PostgreSQL: the export runs in a worker on a connection of its own. PGlite (the tests'
  // lane) has one connection in this thread, which a worker cannot reach: the export runs here.
  const workerConnection =
    database.queue.kind === 'postgres'
      ? { connectionString: database.queue.url, options: POSTGRES_OPTIONS }
      : undefined;
  registerEndpoint(app, reportingEndpoints.run, reportingAccess, async ({ body, scope }) =>
    runReport(db, scope, body.definition),
  );
  registerEndpoint(
    app,
    reportingEndpoints.export,
    reportingAccess,
    async ({ body, query, scope, reply }) => {
      const definition = body.definition;
      let count: number | undefined;
      if (query.format === 'xlsx') {
        count = await countReportRows(db, scope, definition);
        if (count > REPORT_XLSX_MAX_ROWS) {
          throw new HttpError(422, REPORT_TOO_MANY_ROWS, 'REPORT_TOO_MANY_ROWS');
        }
      }
      const { compiled } = reportQuery(scope, definition, rangeOf(definition));
      const t = await interfaceTexts(db, query.language, [
        ...sheetKeys(compiled),
        ...codeKeys(compiled),
        `reporting.types.${body.type}`,
      ]);
      const sheet = {
        format: query.format,
        language: query.language,
        title: `${t('reporting.title')} ${t(`reporting.types.${body.type}`)}`,
        headers: sheetHeaders(compiled, t),
      };
      const columns = sheetColumns(compiled, t);
      const small = count !== undefined && count <= EXPORT_IN_PROCESS_ROWS;
      if (workerConnection && !small) {
        const workerData: ExportWorkerData = {
          connection: workerConnection,
          statements: reportExportStatements(db, scope, definition),
          sheet,
          columns,
        };
        return replyWithSheetBytes(
          reply,
          sheet,
          workerStream(exportWorkerFile, { workerData, resourceLimits: EXPORT_WORKER_LIMITS }),
        );
      }
      async function* cells() {
        for await (const row of reportRows(db, scope, definition)) yield rowCells(row, columns);
      }
      return replyWithSheet(reply, { ...sheet, rows: cells() });
    },
  );
}
