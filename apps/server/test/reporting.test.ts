import type {
  Invoice,
  ReportDefinition,
  ReportResult,
  ReportRunLog,
  ReportSchedule,
  ReportTemplate,
  ReportTemplateWrite,
} from '@adconsole/api/contracts';
import { sql } from 'kysely';
import { parse } from 'papaparse';
import { expect, it } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { scopeOf } from '../src/kit/scope.ts';
import { runReport } from '../src/services/reporting/query.ts';
import { reportScheduleJob } from '../src/services/reporting/schedule.ts';
import { nextRunAfter } from '../src/services/reporting/schedule-time.ts';
import { answerOf, callsAs } from './support/calls.ts';
import { describeOnLanes, seededCompany } from './support/lane-server.ts';
import { expectErrorBody } from './support/sales.ts';

// The report builder (issue 43; DOMAIN2 §7): roles and company, the catalogue's whitelist
// refusing what it does not name, totals that agree with the tables they come from, ratios from
// summed parts, templates, exports and the schedule's mails (with fixed days, never today's).

const runs = '/api/ws-reporting/report-runs';
const exports = '/api/ws-reporting/report-exports';
const templates = '/api/ws-reporting/report-templates';

const netByMonth: ReportDefinition = {
  dimensions: ['month', 'salesPerson'],
  metrics: ['net', 'positions'],
  filters: [],
  dateRange: 'CUSTOM',
  from: '2025-01-01',
  to: '2026-12-31',
};

describeOnLanes('reporting', ['controlling', 'finance', 'admin'], ({ server, tokens }) => {
  const sales = seededCompany(server, 'Adconsole Sales');
  const call = callsAs(server, () => tokens.controlling);
  const db = () => server.database.db as unknown as Db;
  const run = (type: string, definition: ReportDefinition) =>
    answerOf<ReportResult>(call('POST', runs, { type, definition }));

  it('is REPORT_BUILDER’s: finance without it is refused, anonymous callers too', async () => {
    const body = { type: 'campaign', definition: netByMonth };
    expectErrorBody(await call('POST', runs, body, tokens.finance), 403);
    expectErrorBody(await server.send('POST', runs, undefined, body), 401);
    expectErrorBody(
      await call('GET', `${templates}?type=campaign`, undefined, tokens.finance),
      403,
    );
  });

  it('refuses what the catalogue does not name: an unknown dimension, SQL in a filter, a pair that cannot combine', async () => {
    const refused = async (type: string, definition: unknown) =>
      expectErrorBody(await call('POST', runs, { type, definition }), 422);
    await refused('campaign', { ...netByMonth, dimensions: ['month', 'c.name'] });
    await refused('campaign', { ...netByMonth, dimensions: ['password'] });
    await refused('campaign', { ...netByMonth, metrics: ['net; drop table campaign'] });
    await refused('campaign', {
      ...netByMonth,
      filters: [{ dimension: 'campaignStatus', values: ["BOOKED') or 1=1 --"] }],
    });
    await refused('campaign', {
      ...netByMonth,
      filters: [{ dimension: 'salesPerson', values: ['1 or true'] }],
    });
    // DOMAIN2 §7.4 check 2: impressions by invoice state cannot be combined.
    await refused('position', {
      ...netByMonth,
      dimensions: ['invoiceState'],
      metrics: ['impressions'],
    });
    // A metric of another report type.
    await refused('invoice', { ...netByMonth, metrics: ['impressions'] });
    // Two periods at once, a custom range without its days.
    await refused('campaign', { ...netByMonth, dimensions: ['month', 'year'] });
    await refused('campaign', { ...netByMonth, from: null });
  });

  // Session 16: an industry is a code list (migration 0078): its row reads in the reader's language.
  it('names an industry in the reader’s language, as a campaign type', async () => {
    const response = await server.request({
      method: 'POST',
      url: runs,
      token: tokens.controlling,
      payload: { type: 'campaign', definition: { ...netByMonth, dimensions: ['industry'] } },
      headers: { 'accept-language': 'fr' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const labels = (response.json() as ReportResult).rows.flatMap(
      (row) => row.dimensions.industry?.label ?? [],
    );
    const stored = (
      await sql<{ name: string; nameFr: string | null }>`select name, name_fr as "nameFr"
        from industry where company_id = ${sales.id}`.execute(db())
    ).rows;
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) {
      expect(stored.map((row) => row.nameFr ?? row.name)).toContain(label);
    }
    expect(labels.some((label) => !stored.some((row) => row.name === label))).toBe(true);
  });

  it('answers totals that agree with the positions and invoices they sum', async () => {
    const positions = await run('campaign', netByMonth);
    const [expected] = (
      await sql<{ net: string; count: string }>`select sum(net_amount) as net, count(*) as count
        from campaign_position where company_id = ${sales.id} and currency = 'CHF'
        and status not in ('DELETED', 'DECLINED')
        and start_date between '2025-01-01' and '2026-12-31'`.execute(db())
    ).rows;
    const chf = positions.totals.find((row) => row.currency === 'CHF');
    expect(Number(expected?.count)).toBeGreaterThan(0);
    expect(chf?.values.net).toBeCloseTo(Number(expected?.net), 2);
    expect(chf?.values.positions).toBe(Number(expected?.count));
    // The rows add up to the totals (the preview holds every row here).
    expect(positions.rowCount).toBe(positions.rows.length);
    const rowsNet = positions.rows
      .filter((row) => row.currency === 'CHF')
      .reduce((sum, row) => sum + (row.values.net ?? 0), 0);
    expect(rowsNet).toBeCloseTo(Number(expected?.net), 2);

    const invoices = await run('invoice', {
      dimensions: ['invoiceState'],
      metrics: ['invoiced', 'paid', 'open', 'invoices'],
      filters: [],
      dateRange: 'CUSTOM',
      from: '2020-01-01',
      to: '2030-12-31',
    });
    const [issued] = (
      await sql<{ net: string; paid: string; count: string }>`select sum(net_total) as net,
        sum(paid_total) as paid, count(*) as count from invoice
        where company_id = ${sales.id} and currency = 'CHF' and state not in ('DRAFT', 'CANCELLED')
        and doc_type in ('INVOICE', 'MANUAL')`.execute(db())
    ).rows;
    const invoiced = invoices.totals.find((row) => row.currency === 'CHF');
    expect(invoiced?.values.invoiced).toBeCloseTo(Number(issued?.net) / 100, 2);
    expect(invoiced?.values.paid).toBeCloseTo(Number(issued?.paid) / 100, 2);
    expect(invoiced?.values.invoices).toBe(Number(issued?.count));
    // Another company's figures never come in: the admin acting for Adconsole AG sees none of these.
    const other = await answerOf<ReportResult>(
      call('POST', runs, { type: 'campaign', definition: netByMonth }, tokens.admin),
    );
    expect(other.totals.find((row) => row.currency === 'CHF')?.values.net ?? 0).not.toBeCloseTo(
      Number(expected?.net),
      2,
    );
  });

  it('equals the finance screen month by month: the invoiced net of each month is the invoices list’s', async () => {
    // DOMAIN2 §7.4 check 1: "The totals equal the finance and compliance screens." Reporting's
    // "Netto" is the booked value (positions by their start day, no finance screen shows it);
    // what the finance screen lists is the invoices: their net by issue month is reporting's
    // "invoiced" by month. The list is read as finance reads it (every tab, sorted by issue
    // day), its drafts and cancelled ones left out as a finance user adds them up.
    const report = await run('invoice', {
      dimensions: ['month'],
      metrics: ['invoiced', 'invoices'],
      filters: [],
      dateRange: 'CUSTOM',
      from: '2000-01-01',
      to: '2099-12-31',
    });
    const listed = new Map<string, { net: number; count: number }>();
    for (let page = 0; ; page += 1) {
      const list = await answerOf<{ items: Invoice[]; total: number }>(
        call(
          'GET',
          `/api/ws-finances/invoices?invoiceState=ALL&currency=CHF&sort=issueDate&order=ASC&limit=100&page=${page}`,
          undefined,
          tokens.finance,
        ),
      );
      for (const invoice of list.items) {
        if (!invoice.issueDate || ['DRAFT', 'CANCELLED'].includes(invoice.state)) continue;
        const month = `${invoice.issueDate.slice(0, 7)}-01`;
        const sum = listed.get(month) ?? { net: 0, count: 0 };
        listed.set(month, { net: sum.net + invoice.netTotal, count: sum.count + 1 });
      }
      if ((page + 1) * 100 >= list.total) break;
    }
    const reported = report.rows.filter((row) => row.currency === 'CHF');
    expect(listed.size).toBeGreaterThan(1);
    expect(reported.map((row) => row.dimensions.month?.key).sort()).toEqual(
      [...listed.keys()].sort(),
    );
    for (const row of reported) {
      const month = listed.get(row.dimensions.month?.key ?? '');
      expect(row.values.invoiced).toBeCloseTo((month?.net ?? Number.NaN) / 100, 2);
      expect(row.values.invoices).toBe(month?.count);
    }
  });

  it('rolls a ratio up from its parts: the ratio of the sums, never the average of ratios', async () => {
    const result = await run('position', {
      dimensions: ['product'],
      metrics: ['gross', 'discounts', 'underList'],
      filters: [],
      dateRange: 'CUSTOM',
      from: '2020-01-01',
      to: '2030-12-31',
    });
    const chfRows = result.rows.filter((row) => row.currency === 'CHF');
    expect(chfRows.length).toBeGreaterThan(1);
    for (const row of chfRows) {
      const { gross, discounts, underList } = row.values;
      if (gross) expect(underList).toBeCloseTo(((discounts ?? 0) * 100) / gross, 6);
    }
    const gross = chfRows.reduce((sum, row) => sum + (row.values.gross ?? 0), 0);
    const discounts = chfRows.reduce((sum, row) => sum + (row.values.discounts ?? 0), 0);
    const total = result.totals.find((row) => row.currency === 'CHF');
    expect(total?.values.underList).toBeCloseTo((discounts * 100) / gross, 6);
  });

  it('cuts the preview, counts every group and totals them all from the same pass', async () => {
    // Rows and totals come from one grouping (grouping sets, query.ts): the totals are of every
    // group, not of the preview's, and the count is the groups' (the totals rows not counted).
    // The preview cut at 100 rows here (1,000 in the builder: the small demo data has fewer).
    const definition: ReportDefinition = {
      dimensions: ['day', 'account', 'product'],
      metrics: ['net', 'positions'],
      filters: [],
      dateRange: 'CUSTOM',
      from: '2000-01-01',
      to: '2099-12-31',
    };
    const result = await runReport(
      db(),
      scopeOf(db(), sales.id),
      { ...definition, filters: [] },
      '2026-06-01',
      100,
    );
    const [expected] = (
      await sql<{ groups: string; net: string; count: string }>`select
        (select count(*) from (select distinct p.start_date, c.advertiser_account_id, p.product_id,
          p.currency from campaign_position p join campaign c on c.id = p.campaign_id
          where p.company_id = ${sales.id} and p.status not in ('DELETED', 'DECLINED')) as g) as groups,
        sum(net_amount) filter (where currency = 'CHF') as net,
        count(*) filter (where currency = 'CHF') as count
        from campaign_position where company_id = ${sales.id}
        and status not in ('DELETED', 'DECLINED')`.execute(db())
    ).rows;
    expect(Number(expected?.groups)).toBeGreaterThan(100);
    expect(result.rowCount).toBe(Number(expected?.groups));
    expect(result.rows).toHaveLength(100);
    expect(result.rows.every((row) => row.dimensions.day?.key && row.currency)).toBe(true);
    const chf = result.totals.find((row) => row.currency === 'CHF');
    expect(chf?.dimensions).toEqual({});
    expect(chf?.values.net).toBeCloseTo(Number(expected?.net), 2);
    expect(chf?.values.positions).toBe(Number(expected?.count));
    // The builder's call: the same count and totals, 1,000 rows at most.
    const answer = await run('position', definition);
    expect(answer.rowCount).toBe(result.rowCount);
    expect(answer.rows).toHaveLength(Math.min(1000, result.rowCount));
    expect(answer.totals).toEqual(result.totals);
  });

  it('saves, reopens, copies and deletes templates of the company, 412 on a stale edit, 404 to another company', async () => {
    const write: ReportTemplateWrite = {
      type: 'campaign',
      name: 'Netto nach Verkäufer/in und Monat 2025',
      definition: netByMonth,
    };
    const saved = await answerOf<ReportTemplate>(call('POST', templates, write));
    expect(saved.definition.dimensions).toEqual(['month', 'salesPerson']);
    expectErrorBody(await call('POST', templates, write), 422);
    const reopened = await answerOf<ReportTemplate>(call('GET', `${templates}/${saved.id}`));
    expect(reopened.name).toBe(write.name);
    const changed = await answerOf<ReportTemplate>(
      call('PUT', `${templates}/${saved.id}`, { ...write, name: 'Netto 2025', version: 0 }),
    );
    expect(changed.version).toBe(1);
    expectErrorBody(await call('PUT', `${templates}/${saved.id}`, { ...write, version: 0 }), 412);
    const copy = await answerOf<ReportTemplate>(call('POST', `${templates}/${saved.id}/copy`));
    expect(copy.name).toBe('Netto 2025 (1)');
    const list = await answerOf<{ items: ReportTemplate[] }>(
      call('GET', `${templates}?type=campaign`),
    );
    expect(list.items.map((item) => item.name)).toEqual(
      expect.arrayContaining(['Netto 2025', 'Netto 2025 (1)']),
    );
    // The admin acting for their own company does not reach the Sales company's templates.
    expectErrorBody(await call('GET', `${templates}/${saved.id}`, undefined, tokens.admin), 404);
    expectErrorBody(await call('DELETE', `${templates}/${saved.id}`, undefined, tokens.admin), 404);
    const theirs = await answerOf<{ items: ReportTemplate[] }>(
      call('GET', `${templates}?type=campaign`, undefined, tokens.admin),
    );
    expect(theirs.items.some((item) => item.id === saved.id)).toBe(false);
    expect((await call('DELETE', `${templates}/${copy.id}`)).statusCode).toBe(204);
    expectErrorBody(await call('GET', `${templates}/${copy.id}`), 404);
  });

  it('exports every row as CSV with the totals of the run', async () => {
    const body = { type: 'campaign', definition: netByMonth };
    const response = await call('POST', `${exports}?format=csv&language=en`, body);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = parse<string[]>(response.body.replace(/^\uFEFF/, ''), {
      skipEmptyLines: true,
    });
    expect(data[0]).toEqual(['Month', 'Sales person', 'Currency', 'Net', 'Positions']);
    const result = await run('campaign', netByMonth);
    expect(data.length - 1).toBe(result.rowCount);
    const csvNet = data
      .slice(1)
      .filter((row) => row[2] === 'CHF')
      .reduce((sum, row) => sum + Number(row[3]), 0);
    expect(csvNet).toBeCloseTo(
      result.totals.find((row) => row.currency === 'CHF')?.values.net ?? 0,
      1,
    );
  });

  it('mails a flagged week and skips another, into the outbox with the file and the row count', async () => {
    // A Monday whose last week has a position sold more than 20 % under list.
    const [week] = (
      await sql<{
        monday: string;
      }>`select to_char(date_trunc('week', start_date) + interval '7 days', 'YYYY-MM-DD') as monday
        from campaign_position where company_id = ${sales.id} and status not in ('DELETED', 'DECLINED')
        and unit_list_price > 0 and net_amount < quantity * unit_list_price * 0.8
        order by start_date limit 1`.execute(db())
    ).rows;
    expect(week).toBeDefined();
    const template = await answerOf<ReportTemplate>(
      call('POST', templates, {
        type: 'position',
        name: 'Unter Liste (Test)',
        definition: {
          dimensions: ['product'],
          metrics: ['gross', 'net', 'underList'],
          filters: [],
          dateRange: 'LAST_WEEK',
        },
        schedule: {
          frequency: 'WEEKLY',
          weekday: 1,
          monthDay: 1,
          time: '07:00',
          recipients: ['controlling@example.com', 'extern@example.org'],
          format: 'csv',
          delivery: 'WHEN_FLAGGED',
          flagMetric: 'underList',
          flagOperator: 'GT',
          flagValue: 20,
        },
      } satisfies ReportTemplateWrite),
    );
    const sent = await answerOf<ReportRunLog>(
      call('POST', `${templates}/${template.id}/send`, { asOf: week?.monday }),
    );
    expect(sent.outcome).toBe('SENT');
    expect(sent.mailIds).toHaveLength(2);
    const skipped = await answerOf<ReportRunLog>(
      call('POST', `${templates}/${template.id}/send`, { asOf: '2090-01-09' }),
    );
    expect(skipped).toMatchObject({ outcome: 'SKIPPED', rowCount: 0, mailIds: [] });
    const mails = await db()
      .selectFrom('mailOutbox')
      .select(['id', 'recipient', 'subject', 'body', 'language'])
      .where('id', 'in', sent.mailIds)
      .orderBy('id')
      .execute();
    expect(mails.map((mail) => mail.recipient)).toEqual([
      'controlling@example.com',
      'extern@example.org',
    ]);
    expect(mails[0]?.body).toContain(`${sent.rowCount} Zeilen`);
    const attachment = await db()
      .selectFrom('mailAttachment')
      .select(['fileName', 'content'])
      .where('mailId', '=', sent.mailIds[0] as number)
      .executeTakeFirstOrThrow();
    expect(attachment.fileName).toMatch(/\.csv$/);
    expect(Buffer.from(attachment.content).toString('utf8')).toContain('Produkt');
    const log = await answerOf<{ items: ReportRunLog[] }>(
      call('GET', `${templates}/${template.id}/runs`),
    );
    expect(log.items.map((item) => item.outcome)).toEqual(['SKIPPED', 'SENT']);
    // Another company's caller neither sends it nor reads its log.
    expectErrorBody(await call('POST', `${templates}/${template.id}/send`, {}, tokens.admin), 404);
  });

  it('runs due schedules from the job with a fixed clock, once, and sets the next mail', async () => {
    const template = await answerOf<ReportTemplate>(
      call('POST', templates, {
        type: 'campaign',
        name: 'Wöchentlich (Job)',
        definition: { ...netByMonth, dateRange: 'LAST_WEEK' },
        schedule: {
          frequency: 'WEEKLY',
          weekday: 1,
          monthDay: 1,
          time: '07:00',
          recipients: ['controlling@example.com'],
          format: 'xlsx',
          delivery: 'ALWAYS',
        },
      } satisfies ReportTemplateWrite),
    );
    const due = new Date('2026-03-30T05:00:00Z');
    await db()
      .updateTable('reportTemplate')
      .set({ nextRunAt: due })
      .where('id', '=', template.id)
      .execute();
    const job = reportScheduleJob(() => new Date('2026-03-30T05:10:00Z'));
    const context = {
      db: db(),
      runId: 0,
      attempt: 1,
      maxAttempts: 1,
      parameters: {},
      log: async () => {},
    };
    const items = (await job.plan(context)).filter((item) => item.key.includes(`/${template.id}/`));
    expect(items).toHaveLength(1);
    const key = items[0]?.key as string;
    await db()
      .transaction()
      .execute((trx) => job.runItem(trx, key, context));
    // Done once: a retry of the same item changes nothing.
    expect(
      await db()
        .transaction()
        .execute((trx) => job.runItem(trx, key, context)),
    ).toBe('Already done');
    const log = await answerOf<{ items: ReportRunLog[] }>(
      call('GET', `${templates}/${template.id}/runs`),
    );
    expect(log.items).toHaveLength(1);
    expect(log.items[0]).toMatchObject({ outcome: 'SENT', asOf: '2026-03-30' });
    const after = await answerOf<ReportTemplate>(call('GET', `${templates}/${template.id}`));
    // The next Monday 07:00 in Zurich after the clock: 6 April 2026, summer time (05:00 UTC).
    expect(after.nextRunAt).toBe('2026-04-06T05:00:00.000Z');
  });
});

it('keeps 07:00 in Zurich at 07:00 across daylight saving', () => {
  const weekly: ReportSchedule = {
    frequency: 'WEEKLY',
    weekday: 1,
    monthDay: 1,
    time: '07:00',
    recipients: ['a@example.com'],
    format: 'csv',
    delivery: 'ALWAYS',
  };
  expect(nextRunAfter(weekly, new Date('2026-03-20T12:00:00Z')).toISOString()).toBe(
    '2026-03-23T06:00:00.000Z',
  );
  expect(nextRunAfter(weekly, new Date('2026-03-27T12:00:00Z')).toISOString()).toBe(
    '2026-03-30T05:00:00.000Z',
  );
  expect(nextRunAfter(weekly, new Date('2026-10-23T12:00:00Z')).toISOString()).toBe(
    '2026-10-26T06:00:00.000Z',
  );
  const monthly: ReportSchedule = { ...weekly, frequency: 'MONTHLY', monthDay: 28 };
  expect(nextRunAfter(monthly, new Date('2026-02-28T06:00:00Z')).toISOString()).toBe(
    '2026-03-28T06:00:00.000Z',
  );
});
