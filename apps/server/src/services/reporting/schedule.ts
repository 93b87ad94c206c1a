import { buffer } from 'node:stream/consumers';
import {
  REPORT_TIME_ZONE,
  REPORT_TOO_MANY_ROWS,
  REPORT_XLSX_MAX_ROWS,
  type ReportMetric,
  type ReportRow,
  type ReportRunLog,
  type ReportTemplate,
  reportingEndpoints,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { registerEndpoint } from '../../http/routes.ts';
import type { JobKind } from '../../jobs/queue.ts';
import { exportContentTypes, exportStream } from '../../kit/export.ts';
import { type Scope, scopeOf } from '../../kit/scope.ts';
import { interfaceTexts } from '../../kit/texts.ts';
import { announceMail, writeMail } from '../../mail/outbox.ts';
import { formatMailDate, interpolate, mailLanguage } from '../../mail/texts.ts';
import type { ServiceContext } from '../context.ts';
import { reportingAccess } from './access.ts';
import {
  type Definition,
  rangeOf,
  reportQuery,
  reportSettings,
  toReportRow,
  withReportTimeout,
} from './query.ts';
import { nextRunAfter, zurichDay } from './schedule-time.ts';
import { codeKeys, sheetColumns, sheetHeaders, sheetKeys } from './sheet.ts';
import { rowCells } from './sheet-cells.ts';
import { templateOf } from './templates.ts';

// Scheduled reports (DOMAIN2 §7.1, §7.3): a job every quarter hour in Zurich finds the templates
// whose next mail is due, runs each as of its Zurich day and mails the file (with the row count
// in the body) to every recipient in their language (a user's setting, German otherwise) through
// the outbox, or skips it when its flag does not hold (no row above / below the threshold). Each
// run, sent or skipped, is written to the template's run log; the next mail is set after it.
// "Send now" (`POST …/{id}/send`, an `asOf` day for a run as of another day) does the same at once.

export const REPORT_SCHEDULE_JOB = 'reporting.schedules';
const REPORT_SCHEDULE_CRON = '*/15 * * * *';

/** A stored template's definition as the report's query takes it (its filters always a list). */
const definitionOf = (template: ReportTemplate): Definition => ({
  ...template.definition,
  filters: template.definition.filters ?? [],
});

/**
 * Whether the flag holds: some row's metric is above (GT) or below (LT) the threshold. Read
 * from the rows the run has anyway (one query per run, not a second one for the flag).
 */
function flagged(template: ReportTemplate, rows: readonly ReportRow[]) {
  const schedule = template.schedule;
  if (!schedule || schedule.delivery === 'ALWAYS') return true;
  const threshold = schedule.flagValue ?? 0;
  return rows.some((row) => {
    const value = row.values[schedule.flagMetric as ReportMetric];
    if (value === null || value === undefined) return false;
    return schedule.flagOperator === 'LT' ? value < threshold : value > threshold;
  });
}

/**
 * Runs a template's schedule as of a Zurich day in the transaction: the mails written (or the
 * run skipped), the run log's entry. The caller announces the mails after the commit.
 */
export async function deliverReport(
  trx: Db,
  scope: Scope,
  templateId: number,
  asOf: string,
): Promise<ReportRunLog> {
  await reportSettings(trx);
  const template = await templateOf(scope, templateId, trx);
  const schedule = template.schedule;
  const recipients = schedule?.recipients ?? [];
  const definition = definitionOf(template);
  const range = rangeOf(definition, asOf);
  const { query, compiled } = reportQuery(scope, definition, range);
  const found = (await query.execute(trx)).rows;
  const rows = found.map((row) => toReportRow(row, compiled));
  const format = schedule?.format ?? 'xlsx';
  let outcome: ReportRunLog['outcome'] = 'SENT';
  let message: string | null = null;
  const mailIds: number[] = [];
  if (!flagged(template, rows)) outcome = 'SKIPPED';
  else if (format === 'xlsx' && rows.length > REPORT_XLSX_MAX_ROWS) {
    outcome = 'FAILED';
    message = REPORT_TOO_MANY_ROWS;
  } else {
    const users = await scope
      .rows('appUser', trx)
      .select(['email', 'language'])
      .where(sql<boolean>`lower(email) in (${sql.join(recipients.map((r) => r.toLowerCase()))})`)
      .execute();
    const languageOf = new Map(users.map((user) => [user.email.toLowerCase(), user.language]));
    for (const recipient of recipients) {
      const language = mailLanguage(languageOf.get(recipient.toLowerCase()));
      const t = await interfaceTexts(trx, language, [
        ...sheetKeys(compiled),
        ...codeKeys(compiled),
        'reporting.mail.subject',
        'reporting.mail.body',
        `reporting.types.${template.type}`,
      ]);
      const title = `${t('reporting.title')} ${t(`reporting.types.${template.type}`)}`;
      const file = await buffer(
        exportStream({
          format,
          language,
          title,
          headers: sheetHeaders(compiled, t),
          rows: (async function* () {
            const columns = sheetColumns(compiled, t);
            for (const row of found) yield rowCells(row, columns);
          })(),
        }),
      );
      const params = {
        name: template.name,
        rows: rows.length,
        from: formatMailDate(new Date(`${range.from}T12:00:00Z`), { dateOnly: true }),
        to: formatMailDate(new Date(`${range.to}T12:00:00Z`), { dateOnly: true }),
      };
      mailIds.push(
        await writeMail(trx, {
          recipient,
          template: 'report-schedule',
          subject: interpolate(t('reporting.mail.subject'), params),
          text: interpolate(t('reporting.mail.body'), params),
          language,
          related: { type: 'REPORT_TEMPLATE', id: template.id },
          attachments: [
            {
              fileName: `${template.name.replace(/[^\p{L}\p{N} ._-]/gu, '_')}-${asOf}.${format}`,
              contentType: exportContentTypes[format],
              content: new Uint8Array(file),
            },
          ],
        }),
      );
    }
  }
  const run = await scope
    .insert(
      'reportRun',
      { templateId, asOf, outcome, rowCount: rows.length, recipients, mailIds, message },
      trx,
    )
    .returning(['id', 'at'])
    .executeTakeFirstOrThrow();
  return {
    id: run.id,
    at: run.at.toISOString(),
    asOf,
    outcome,
    rowCount: rows.length,
    recipients,
    mailIds,
  };
}

/** The quarter-hour job; `clock` is the tests' fixed time. */
export function reportScheduleJob(clock: () => Date = () => new Date()): JobKind {
  return {
    kind: REPORT_SCHEDULE_JOB,
    policy: 'stately',
    plan: async ({ db }) => {
      const due = await (db as unknown as Db)
        .selectFrom('reportTemplate')
        .select(['id', 'companyId', 'nextRunAt'])
        .where('nextRunAt', '<=', clock())
        .orderBy('nextRunAt')
        .execute();
      return due.map((row) => ({
        key: `${row.companyId}/${row.id}/${row.nextRunAt?.toISOString()}`,
        label: `Report template ${row.id} due ${row.nextRunAt?.toISOString()}`,
      }));
    },
    runItem: async (trx, key) => {
      const [company, id, due] = key.split('/') as [string, string, string];
      const db = trx as unknown as Db;
      const scope = scopeOf(db, Number(company));
      const row = await scope
        .lockedRows('reportTemplate', db)
        .select(['schedule', 'nextRunAt'])
        .where('id', '=', Number(id))
        .executeTakeFirst();
      // Deleted, or done by an earlier attempt: nothing to do.
      if (!row?.nextRunAt || row.nextRunAt.toISOString() !== due) return 'Already done';
      const run = await deliverReport(db, scope, Number(id), zurichDay(new Date(due)));
      const template = await templateOf(scope, Number(id), db);
      await scope
        .update('reportTemplate', db)
        .set({
          nextRunAt: template.schedule ? nextRunAfter(template.schedule, clock()) : null,
        })
        .where('id', '=', Number(id))
        .execute();
      setImmediate(announceMail);
      return `${run.outcome}: ${run.rowCount} rows`;
    },
  };
}

export function registerReportSchedules({ app, database, jobs }: ServiceContext): void {
  const db = database.db as unknown as Db;
  jobs.define(reportScheduleJob());
  jobs.schedule(REPORT_SCHEDULE_JOB, REPORT_SCHEDULE_CRON, REPORT_TIME_ZONE);
  registerEndpoint(
    app,
    reportingEndpoints.send,
    reportingAccess,
    async ({ params, body, scope }) => {
      const asOf = body.asOf ?? zurichDay(new Date());
      const run = await withReportTimeout(db, (trx) =>
        deliverReport(trx as unknown as Db, scope, params.id, asOf),
      );
      announceMail();
      return run;
    },
  );
  registerEndpoint(app, reportingEndpoints.runs, reportingAccess, async ({ params, scope }) => {
    await templateOf(scope, params.id);
    const rows = await scope
      .rows('reportRun')
      .selectAll()
      .where('templateId', '=', params.id)
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(100)
      .execute();
    return {
      items: rows.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        asOf: typeof row.asOf === 'string' ? row.asOf : row.asOf.toISOString().slice(0, 10),
        outcome: row.outcome as ReportRunLog['outcome'],
        rowCount: row.rowCount,
        recipients: row.recipients,
        mailIds: row.mailIds,
      })),
    };
  });
}
