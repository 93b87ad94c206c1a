import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../server/test/support/pdf-text.ts';
import { qrCodeOf } from '../../server/test/support/qr-code.ts';
import {
  axeViolations,
  bundledText,
  chooseRow,
  german,
  listGrid,
  pageApi,
  realConsole,
  runBulkAction,
  selectableRows,
  toast,
} from './harness.ts';
import { slack } from './slack.ts';

/*
 * Finances (issue 38 part 1) as the finance persona (ADMIN_INVOICE): the invoices list by
 * state, the month's invoice run as a job, a bulk issue that numbers the drafts, the invoice of
 * the campaign of 15.12.2023–15.01.2024 cut at the VAT change into 7.7 % and 8.1 % lines
 * (DOMAIN2 §1.8 check 1), and the list in French.
 */

const app = realConsole();

async function openInvoices(page: Page, tab: string, search = '') {
  await page.goto(`${app.url}/finances/invoices/${tab}${search}`);
  await listGrid(page).waitFor();
}

describe('invoices', () => {
  it(
    'runs the month’s invoicing, issues the drafts in bulk and finds them open',
    async () => {
      const page = await app.signedIn('finance@example.com');
      await openInvoices(page, 'DRAFT');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: german('finances.actions.run') }).click();
      const dialog = page.getByRole('dialog', { name: german('finances.run.title') });
      await dialog.getByRole('button', { name: german('finances.run.start') }).click();
      await page
        .getByText(german('finances.run.toast.completed'), { exact: false })
        .first()
        .waitFor({ timeout: 60_000 });
      await page.reload();
      await listGrid(page).waitFor();
      const drafts = await selectableRows(page).count();
      expect(drafts).toBeGreaterThan(0);
      await chooseRow(selectableRows(page).first());
      await runBulkAction(page, german('finances.actions.issue'), 1, false, 'finances.bulk.issue');
      await openInvoices(page, 'OPEN');
      await expect.poll(() => selectableRows(page).count()).toBeGreaterThan(0);
      await listGrid(page)
        .getByText(/^RE-\d{4}-\d{6}$/)
        .first()
        .waitFor();
    },
    slack(180_000),
  );

  it(
    'shows the winter campaign’s invoice with its 17 days at 7.7 % and 15 days at 8.1 %',
    async () => {
      const page = await app.signedIn('finance@example.com');
      await openInvoices(page, 'ALL', `?search=${encodeURIComponent('Winter 2023/24')}`);
      const row = selectableRows(page).first();
      await row.waitFor().catch(async (error) => {
        await page.screenshot({ path: '/tmp/fin-e2e-winter.png' });
        throw error;
      });
      await row.getByRole('link').first().click();
      await page.getByRole('tab', { name: german('finances.record.lines') }).waitFor();
      const lines = page.getByRole('grid', { name: german('finances.record.linesLabel') });
      await lines.getByText('15.12.2023 – 31.12.2023').first().waitFor();
      await lines.getByText('01.01.2024 – 15.01.2024').first().waitFor();
      await lines.getByText('7.7 %').first().waitFor();
      await lines.getByText('8.1 %').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      // The keyboard reaches the history tab and opens it.
      await page.getByRole('tab', { name: german('finances.record.lines') }).focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await page
        .getByRole('grid', { name: german('finances.record.historyLabel') })
        .getByText(german('finances.history.actions.CREATED'))
        .waitFor();
    },
    slack(120_000),
  );

  it(
    'downloads the winter invoice’s PDF: the lines at 7.7 % and 8.1 %, and the QR-bill with QR-IBAN, QR reference, amount and the structured addresses with umlauts',
    async () => {
      const page = await app.signedIn('finance@example.com');
      await openInvoices(page, 'ALL', `?search=${encodeURIComponent('Winter 2023/24')}`);
      await selectableRows(page).first().getByRole('link').first().click();
      // The PDF is made only when its tab is opened, never with the page.
      const pdfTab = page.getByRole('tab', { name: german('finances.record.pdf') });
      await pdfTab.waitFor();
      const made: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/pdf')) made.push(request.url());
      });
      await page.getByRole('tab', { name: german('finances.record.lines') }).waitFor();
      expect(made).toEqual([]);
      await pdfTab.click();
      // Headless Chromium hands the framed preview over as a download of its own (a blob's
      // name): the one the button gives carries the invoice's number.
      const download = page.waitForEvent('download', {
        predicate: (started) => started.suggestedFilename().startsWith('RE-'),
      });
      await page.getByRole('button', { name: german('finances.pdf.download') }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^RE-\d{4}-\d{6}\.pdf$/);
      const bytes = new Uint8Array(await readFile((await file.path()) as string));
      const text = await pdfText(bytes.slice());
      expect(text).toContain('15.12.2023 – 31.12.2023');
      expect(text).toContain('01.01.2024 – 15.01.2024');
      expect(text).toContain('MWST 7.7 %');
      expect(text).toContain('MWST 8.1 %');
      const payload = (await qrCodeOf(bytes))?.split('\n') ?? [];
      expect(payload.slice(0, 4)).toEqual(['SPC', '0200', '1', 'CH4431999123000889012']);
      expect(payload[27]).toBe('QRR');
      expect(payload[28]).toMatch(/^\d{27}$/);
      expect(payload[18]).toMatch(/^\d+\.\d{2}$/);
      expect(text).toContain(payload[18]?.replace(/\B(?=(\d{3})+(?!\d))/g, "'") ?? '-');
      // Structured addresses only (QR-bill v2.3, type S: street and building number apart), in
      // UTF-8 with their umlauts: the issuer of the company config (Adconsole Sales, Hardturmstrasse
      // 161, Zürich) and the debtor, the campaign's invoicing account (Limmatstrasse 152, Zürich).
      const creditor = payload.slice(4, 11);
      expect([
        creditor[0],
        creditor[1],
        creditor[2],
        creditor[3],
        creditor[5],
        creditor[6],
      ]).toEqual(['S', 'Adconsole Sales', 'Hardturmstrasse', '161', 'Zürich', 'CH']);
      expect(creditor[4]).toMatch(/^\d{4}$/);
      const debtor = payload.slice(20, 27);
      expect([debtor[0], debtor[2], debtor[3], debtor[5], debtor[6]]).toEqual([
        'S',
        'Limmatstrasse',
        '152',
        'Zürich',
        'CH',
      ]);
      expect(debtor[1]).toMatch(/\S/);
      expect(debtor[4]).toMatch(/^\d{4}$/);
      // The payment part prints what the code holds.
      expect(text).toContain(`${debtor[4]} Zürich`);
      expect(await axeViolations(page)).toEqual([]);
    },
    slack(120_000),
  );

  it(
    'lists the invoices in French',
    async () => {
      const page = await app.signedIn('finance@example.com');
      await page.evaluate(() => localStorage.setItem('language', 'fr'));
      await openInvoices(page, 'OPEN');
      const french = (key: string) => bundledText('fr', key);
      await page.getByRole('tab', { name: new RegExp(french('finances.tabs.OPEN')) }).waitFor();
      await page.getByRole('button', { name: french('finances.actions.run') }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    },
    slack(120_000),
  );

  it(
    'does a new finance user’s day in French: home counts, send from the record, the run’s preview, a draft corrected and discarded',
    async () => {
      const page = await app.signedIn('finance@example.com');
      await page.evaluate(() => localStorage.setItem('language', 'fr'));
      const french = (key: string, params: Record<string, string> = {}) =>
        bundledText('fr', key, params);
      const plural = (key: string, count: number) =>
        french(`${key}_${new Intl.PluralRules('fr').select(count)}`, { number: String(count) });
      // The home says what waits: the overdue invoices, linked to their list's tab.
      await page.goto(`${app.url}/sales`);
      const overdue = page.getByRole('link', { name: /factures? en retard/ });
      await overdue.waitFor();
      const count = Number((await overdue.textContent())?.match(/\d+/)?.[0]);
      expect(await overdue.textContent()).toBe(plural('home.counts.overdueInvoices', count));
      expect(await axeViolations(page)).toEqual([]);
      await overdue.click();
      await listGrid(page).waitFor();
      // On overdue invoices the list offers to send them, not to issue them.
      // The first row (the grid's header row aside), by its checkbox named in French.
      const firstRow = () => listGrid(page).getByRole('row').nth(1);
      await firstRow().getByRole('checkbox').check({ force: true });
      await page
        .getByRole('button', { name: french('finances.actions.send'), exact: true })
        .waitFor();
      expect(
        await page
          .getByRole('button', { name: french('finances.actions.issue'), exact: true })
          .count(),
      ).toBe(0);
      // An overdue invoice whose account has an address (the send's dry run says to whom).
      const overdueIds = (
        await pageApi<{ items: { id: number }[] }>(
          page,
          'ws-finances/invoices?invoiceState=OVERDUE&limit=50',
        )
      ).items.map((invoice) => invoice.id);
      const dryRun = await pageApi<{ results: { id: number; outcome: string }[] }>(
        page,
        'ws-finances/invoices/bulk/send',
        { method: 'POST', body: { ids: overdueIds, dryRun: true } },
      );
      const sendable = dryRun.results.find((row) => row.outcome === 'DONE');
      expect(sendable).toBeDefined();
      await page.goto(`${app.url}/finances/invoice/${sendable?.id}`);
      // The record's crumbs lead back to the invoices.
      await page
        .getByRole('main')
        .getByRole('navigation')
        .getByRole('link', { name: french('routes.invoices'), exact: true })
        .waitFor();
      // The demo data sent it when it was issued (its history's SENT entry): sending again.
      const send = page
        .getByRole('button', { name: french('finances.actions.send'), exact: true })
        .or(page.getByRole('button', { name: french('finances.actions.sendAgain'), exact: true }));
      await send.click();
      const confirmDialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
      await confirmDialog.getByText(/^La facture part avec son PDF à .+@.+\.$/).waitFor();
      await confirmDialog
        .getByRole('button', { name: french('finances.actions.send'), exact: true })
        .click();
      await page
        .getByText(/est dans la boîte d’envoi\.$/)
        .first()
        .waitFor();
      await page.getByRole('tab', { name: french('finances.record.history') }).click();
      await page
        .getByRole('grid', { name: french('finances.record.historyLabel') })
        .getByText(french('finances.history.actions.SENT'))
        .first()
        .waitFor();

      // The run offers ended months only and says first what it will bill.
      await openInvoices(page, 'DRAFT');
      await page.getByRole('button', { name: french('finances.actions.run') }).click();
      const run = page.getByRole('dialog', { name: french('finances.run.title') });
      await run
        .getByText(
          new RegExp(
            `${french('finances.run.previewNone').replace(/[.?]/g, '\\$&')}|campagnes? (sera|seront) facturées?`,
          ),
        )
        .first()
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await run.getByRole('button', { name: french('finances.run.cancel') }).click();

      // A draft's texts corrected, then the draft discarded.
      await firstRow().getByRole('link').first().click();
      await page.getByRole('button', { name: french('finances.editLines.open') }).click();
      const edit = page.getByRole('dialog');
      const first = edit.getByRole('textbox').first();
      await first.fill('Bannière corrigée');
      await edit.getByRole('button', { name: french('finances.editLines.save') }).click();
      const lines = page.getByRole('grid', { name: french('finances.record.linesLabel') });
      await lines.getByText('Bannière corrigée').first().waitFor();
      await page.getByRole('button', { name: french('finances.discard.open') }).click();
      await page
        .getByRole('alertdialog')
        .or(page.getByRole('dialog'))
        .getByRole('button', { name: french('finances.discard.confirm') })
        .click();
      await page.waitForURL(/\/finances\/invoices\/DRAFT/);
      await listGrid(page).waitFor();
    },
    slack(180_000),
  );

  it(
    'writes a manual invoice of two free lines: the one across the VAT change becomes two lines',
    async () => {
      const page = await app.signedIn('finance@example.com');
      await openInvoices(page, 'ALL', `?search=${encodeURIComponent('Winter 2023/24')}`);
      await selectableRows(page).first().getByRole('link').first().click();
      await page.getByRole('link', { name: german('finances.actions.manualInvoice') }).click();
      const line = (number: number) =>
        page.getByRole('group', {
          name: german('manualInvoice.lineLabel', { number: String(number) }),
        });
      await line(1).locator('input[name="lines.0.description"]').fill('Produktion Werbemittel');
      await line(1)
        .getByLabel(/^Einzelpreis/)
        .and(page.locator('input'))
        .fill('1500');
      await page.getByRole('button', { name: german('manualInvoice.addLine') }).click();
      await line(2).locator('input[name="lines.1.description"]').fill('Betreuung');
      await line(2)
        .getByLabel(/^Einzelpreis/)
        .and(page.locator('input'))
        .fill('320');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: german('manualInvoice.create') }).click();
      await toast(page, german('manualInvoice.toast.created'));
      const lines = page.getByRole('grid', { name: german('finances.record.linesLabel') });
      // The campaign runs 15.12.2023–15.01.2024: each line is cut at the rate change.
      await expect.poll(() => lines.getByText('15.12.2023 – 31.12.2023').count()).toBe(2);
      await expect.poll(() => lines.getByText('01.01.2024 – 15.01.2024').count()).toBe(2);
      await page.getByText(german('finances.docTypes.MANUAL'), { exact: true }).waitFor();
    },
    slack(120_000),
  );

  it(
    'refuses a company config with a bad IBAN with the spec’s field message',
    async () => {
      const page = await app.signedIn('admin@example.com');
      await page.goto(`${app.url}/finances/company-configs`);
      await listGrid(page).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      // No bulk action, so no row checkboxes: the issuer's link opens the configuration.
      await listGrid(page).getByRole('link').first().click();
      // The form page is a chunk apart from the list (issue 36): wait for it, or the list's IBAN
      // column header answers the label.
      await page.waitForURL((url) => /\/finances\/company-configs\/\d+$/.test(url.pathname));
      const iban = page.getByRole('textbox', {
        name: german('companyConfigs.form.iban'),
        exact: true,
      });
      await iban.fill('CH93 0076 2011 6238 5295 8');
      await page.getByRole('button', { name: 'Speichern' }).click();
      await page.getByText(german('serverErrors.ibanInvalid')).first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
    },
    slack(120_000),
  );
});
