import { readFile } from 'node:fs/promises';
import type { Invoice, ReportResult, ReportRunLog, ReportTemplate } from '@adconsole/api';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  bundledText,
  german,
  mailRowsOf,
  pageApi,
  pickOption,
  realConsole,
  switchLanguage,
  toast,
} from './harness.ts';

/*
 * The report builder (issue 43; DOMAIN2 §7.4) on the real server: the controller
 * (controlling@example.com, REPORT_BUILDER) builds "net by sales person by month" for last year,
 * saves it, reopens it, exports CSV and Excel and reads both (their totals are the table's); an
 * impression metric beside an invoice-state dimension is disabled with its reason (in Italian);
 * the open amount of the invoices equals the finance screen's; a weekly Monday 07:00 schedule
 * with a flag condition is sent as of a flagged day and skipped as of another, the run log shows
 * both and the mail is in the outbox. Days are fixed by the runs' "as of", never today's.
 */

const app = realConsole();

const checkbox = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });
const results = (page: Page) =>
  page.getByRole('grid', { name: german('reporting.builder.results') });

/** The CHF total of the table's net column, as the table shows it (CHF 1'234.50). */
const chf = (text: string) => Number(text.replace(/CHF\s?/, '').replace(/['’\s]/g, ''));

describe('reporting', () => {
  let templateId = 0;
  let templateName = '';

  it('builds net by sales person by month, saves and reopens it, exports CSV and Excel with the same totals', async () => {
    const page = await app.signedIn('controlling@example.com');
    await page.goto(`${app.url}/reporting/campaign`);
    await checkbox(page, german('reporting.metrics.gross')).waitFor();
    await checkbox(page, german('reporting.metrics.gross')).uncheck({ force: true });
    await checkbox(page, german('reporting.metrics.net')).check({ force: true });
    // "Netto" says it is the booked value, not the invoiced one (the s13 stranger's point 9).
    await page.getByText(german('reporting.meanings.net')).waitFor();
    await checkbox(page, german('reporting.dimensions.salesPerson')).check({ force: true });
    await pickOption(
      page,
      page.getByRole('button', { name: new RegExp(german('reporting.builder.dateRange')) }),
      german('reporting.dateRanges.LAST_YEAR'),
    );
    await page.getByRole('button', { name: german('reporting.builder.run') }).click();
    const totalRow = page
      .getByRole('grid', { name: german('reporting.builder.total') })
      .getByRole('row')
      .filter({ hasText: 'CHF' });
    await totalRow.waitFor();
    await results(page).getByRole('row').nth(1).waitFor();
    const cells = await totalRow.getByRole('gridcell').allInnerTexts();
    const tableNet = chf(cells.at(-1) ?? '');
    expect(tableNet).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);

    // The table's total is the server's, for the same definition.
    const year = new Date().getFullYear() - 1;
    const definition = {
      dimensions: ['month', 'salesPerson'],
      metrics: ['net'],
      filters: [],
      dateRange: 'LAST_YEAR',
    };
    const answer = await pageApi<ReportResult>(page, 'ws-reporting/report-runs', {
      method: 'POST',
      body: { type: 'campaign', definition },
    });
    expect(answer.from).toBe(`${year}-01-01`);
    const serverNet = answer.totals.find((row) => row.currency === 'CHF')?.values.net ?? 0;
    expect(tableNet).toBeCloseTo(serverNet, 2);

    const name = `Netto nach Verkäufer/in und Monat ${year}`;
    templateName = name;
    await page.getByRole('textbox', { name: german('reporting.builder.name') }).fill(name);
    await page.getByRole('button', { name: german('reporting.builder.save'), exact: true }).click();
    await toast(page, german('reporting.builder.saved', { name }));
    await page.waitForURL(/\/reporting\/campaign\/\d+$/);
    templateId = Number(page.url().split('/').at(-1));

    // Reopened: the same choices, the result at once. The list says the period moves with the
    // day the report runs (a "…{year}" name with "last year": the s13 stranger's point 10).
    await page.goto(`${app.url}/reporting/campaign/list`);
    await page
      .getByRole('row', { name: new RegExp(name) })
      .getByText(
        german('reporting.list.moving', { range: german('reporting.dateRanges.LAST_YEAR') }),
      )
      .waitFor();
    await page.getByRole('link', { name }).click();
    await page.waitForURL(new RegExp(`/reporting/campaign/${templateId}$`));
    await expect
      .poll(() => checkbox(page, german('reporting.dimensions.salesPerson')).isChecked())
      .toBe(true);
    expect(await checkbox(page, german('reporting.metrics.net')).isChecked()).toBe(true);
    await totalRow.waitFor();

    // CSV: every row, its CHF net adding up to the table's total.
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: german('reporting.builder.exportCsv') }).click(),
    ]);
    const text = (await readFile((await csv.path()) as string, 'utf8')).replace(/^\uFEFF/, '');
    const lines = text
      .trim()
      .split(/\r?\n/)
      .map((line) => line.split(';'));
    expect(lines[0]).toEqual([
      german('reporting.dimensions.month'),
      german('reporting.dimensions.salesPerson'),
      german('reporting.currency'),
      german('reporting.metrics.net'),
    ]);
    expect(lines.length - 1).toBe(answer.rowCount);
    const csvNet = lines
      .slice(1)
      .filter((line) => line[2] === 'CHF')
      .reduce((sum, line) => sum + Number(line[3]), 0);
    expect(csvNet).toBeCloseTo(serverNet, 1);

    // Excel: the same rows and total.
    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: german('reporting.builder.exportXlsx') }).click(),
    ]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await xlsx.path()) as string);
    const sheet = book.worksheets[0];
    expect(sheet?.rowCount).toBe(answer.rowCount + 1);
    // Amounts are number cells with a format naming their currency, months date cells.
    expect(sheet?.getRow(2).getCell(4).numFmt).toBe(
      `#,##0.00 "${sheet?.getRow(2).getCell(3).value}"`,
    );
    expect(sheet?.getRow(2).getCell(1).value).toBeInstanceOf(Date);
    let xlsxNet = 0;
    sheet?.eachRow((row, index) => {
      if (index > 1 && row.getCell(3).value === 'CHF') xlsxNet += Number(row.getCell(4).value);
    });
    expect(xlsxNet).toBeCloseTo(serverNet, 1);
  });

  it('equals the finance screen: the open amount of the invoices', async () => {
    const page = await app.signedIn('controlling@example.com');
    const report = await pageApi<ReportResult>(page, 'ws-reporting/report-runs', {
      method: 'POST',
      body: {
        type: 'invoice',
        definition: {
          dimensions: [],
          metrics: ['open'],
          filters: [],
          dateRange: 'CUSTOM',
          from: '2000-01-01',
          to: '2099-12-31',
        },
      },
    });
    let open = 0;
    for (let pageIndex = 0; ; pageIndex += 1) {
      const list = await pageApi<{ items: Invoice[]; total: number }>(
        page,
        `ws-finances/invoices?invoiceState=OPEN&currency=CHF&limit=100&page=${pageIndex}`,
      );
      for (const invoice of list.items) open += invoice.total - invoice.paidTotal;
      if ((pageIndex + 1) * 100 >= list.total) break;
    }
    expect(report.totals.find((row) => row.currency === 'CHF')?.values.open ?? 0).toBeCloseTo(
      open / 100,
      2,
    );
  });

  it('sends a weekly Monday 07:00 report on a flagged week and skips another; the run log shows both', async () => {
    const page = await app.signedIn('controlling@example.com');
    await page.goto(`${app.url}/reporting/campaign/${templateId}`);
    // The schedule's switch may be drawn again while the template loads (ci26: a click that
    // "did not change its state"): clicked until it holds.
    const scheduled = page.getByRole('switch', { name: german('reporting.schedule.enabled') });
    await expect
      .poll(
        async () => {
          if (!(await scheduled.isChecked())) await scheduled.click({ force: true });
          return scheduled.isChecked();
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(true);
    await page
      .getByRole('textbox', { name: german('reporting.schedule.recipients') })
      .fill('controlling@example.com');
    await pickOption(
      page,
      page.getByRole('button', { name: new RegExp(german('reporting.schedule.delivery')) }),
      german('reporting.schedule.WHEN_FLAGGED'),
    );
    await page.getByRole('textbox', { name: german('reporting.schedule.flagValue') }).fill('1000');
    const saves = page.getByRole('button', { name: german('reporting.builder.save'), exact: true });
    await saves.last().click();
    await toast(page, german('reporting.builder.saved', { name: templateName }));
    const template = await pageApi<ReportTemplate>(
      page,
      `ws-reporting/report-templates/${templateId}`,
    );
    expect(template.schedule).toMatchObject({
      frequency: 'WEEKLY',
      weekday: 1,
      time: '07:00',
      delivery: 'WHEN_FLAGGED',
      flagMetric: 'net',
      flagOperator: 'GT',
      flagValue: 1000,
    });
    // Run as of two Mondays: last year has sales above 1000 (flagged); 2091's "last year" none.
    const year = new Date().getFullYear();
    const monday = (y: number) => {
      const day = new Date(Date.UTC(y, 0, 1));
      while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1);
      return day.toISOString().slice(0, 10);
    };
    const sent = await pageApi<ReportRunLog>(
      page,
      `ws-reporting/report-templates/${templateId}/send`,
      {
        method: 'POST',
        body: { asOf: monday(year) },
      },
    );
    expect(sent.outcome).toBe('SENT');
    const skipped = await pageApi<ReportRunLog>(
      page,
      `ws-reporting/report-templates/${templateId}/send`,
      { method: 'POST', body: { asOf: monday(2091) } },
    );
    expect(skipped.outcome).toBe('SKIPPED');
    await page.reload();
    const log = page.getByRole('grid', { name: german('reporting.schedule.runs') });
    await log.getByText(german('reporting.schedule.outcomes.SENT')).waitFor();
    await log.getByText(german('reporting.schedule.outcomes.SKIPPED')).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The mail is in the outbox, to the recipient, with the row count in its body.
    const admin = await app.signedIn('admin@example.com');
    const rows = await mailRowsOf(admin, app.url, 'controlling@example.com');
    await rows.filter({ hasText: template.name }).first().waitFor();
  });

  it('disables an impression metric beside an invoice state, with its reason (in Italian)', async () => {
    const page = await app.signedIn('controlling@example.com');
    await page.goto(`${app.url}/reporting/campaign`);
    await checkbox(page, german('reporting.metrics.gross')).waitFor();
    await switchLanguage(page, 'de', 'it');
    await checkbox(page, bundledText('it', 'reporting.metrics.gross')).uncheck({ force: true });
    const italian = (key: string, params: Record<string, string> = {}) =>
      bundledText('it', key, params);
    await checkbox(page, italian('reporting.dimensions.invoiceState')).check({ force: true });
    const impressions = checkbox(page, italian('reporting.metrics.impressions'));
    await expect.poll(() => impressions.isDisabled()).toBe(true);
    await page
      .getByText(
        italian('reporting.builder.incompatible', {
          other: italian('reporting.dimensions.invoiceState'),
          source: italian('reporting.sources.delivery'),
          dimension: italian('reporting.dimensions.invoiceState'),
        }),
      )
      .first()
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // The templates of the company in Italian: the four demo ones, one a type.
    await page.goto(`${app.url}/reporting/position/list`);
    await page.getByRole('link', { name: 'Produkte unter Listenpreis' }).waitFor();
    await page
      .getByText(
        italian('reporting.list.weeklyOn', {
          weekday: italian('reporting.weekdays.1'),
          time: '07:00',
        }),
      )
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
