import {
  REPORT_TOO_MANY_ROWS,
  REPORT_XLSX_MAX_ROWS,
  reportingEndpoints,
} from '@adconsole/api/contracts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { registerEndpoint } from '../../http/routes.ts';
import { replyWithSheet } from '../../kit/export.ts';
import { interfaceTexts } from '../../kit/texts.ts';
import type { ServiceContext } from '../context.ts';
import { reportingAccess } from './access.ts';
import { countReportRows, rangeOf, reportQuery, reportRows, runReport } from './query.ts';
import { codeKeys, sheetCells, sheetHeaders, sheetKeys } from './sheet.ts';

// POST ws-reporting/report-runs (the builder's table, chart and totals) and
// POST ws-reporting/report-exports (every row as .csv or .xlsx, streamed from a cursor), on the
// acting company's rows, REPORT_BUILDER only.

export function registerReports({ app, database }: ServiceContext): void {
  const db = database.db as unknown as Db;
  registerEndpoint(app, reportingEndpoints.run, reportingAccess, async ({ body, scope }) =>
    runReport(db, scope, body.definition),
  );
  registerEndpoint(
    app,
    reportingEndpoints.export,
    reportingAccess,
    async ({ body, query, scope, reply }) => {
      const definition = body.definition;
      if (query.format === 'xlsx') {
        const count = await countReportRows(db, scope, definition);
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
      const title = `${t('reporting.title')} ${t(`reporting.types.${body.type}`)}`;
      async function* cells() {
        for await (const row of reportRows(db, scope, definition)) {
          yield sheetCells(row, compiled, t);
        }
      }
      return replyWithSheet(reply, {
        format: query.format,
        language: query.language,
        title,
        headers: sheetHeaders(compiled, t),
        rows: cells(),
      });
    },
  );
}
