import type { Invoice } from '@adconsole/api';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { qrReference } from '../../server/src/services/finances/invoice-pdf.ts';
import { camtAmount, camtFile } from '../../server/test/support/camt.ts';
import {
  axeViolations,
  bundledText,
  chooseFile,
  listGrid,
  pageApi,
  realConsole,
} from './harness.ts';
import { slack } from './slack.ts';

/*
 * Payments (issue 38) as the finance persona, in French: a camt.054 with one paid, one partial
 * and one unmatched credit (DOMAIN2 §1.8 check 3) imported from the payments screen, its counts
 * read in the dialog; the same file again adds nothing; the unmatched credit assigned by hand
 * to the partly paid invoice, which is then PAID with both payments on its page. A successful
 * import closes its dialog and shows its counts above the payments (issue 38).
 */

const app = realConsole();
const fr = (key: string, params: Record<string, string> = {}) => bundledText('fr', key, params);
/** The import's counts, label → number, as the page shows them after the import. */
async function importCounts(page: Page): Promise<Record<string, string>> {
  const result = page.getByRole('status', { name: fr('payments.import.result') });
  await result.locator('dd').first().waitFor();
  return result.evaluate((node) => {
    const terms = [...node.querySelectorAll('dt')].map((term) => term.textContent ?? '');
    const values = [...node.querySelectorAll('dd')].map((value) => value.textContent ?? '');
    return Object.fromEntries(terms.map((term, index) => [term, values[index] ?? '']));
  });
}

describe('payments', () => {
  it(
    'imports a camt.054 (paid, partial, unmatched), again without anything new, and assigns the unmatched credit: the invoice is paid (in French)',
    async () => {
      const page = await app.signedIn('finance@example.com');
      await page.evaluate(() => localStorage.setItem('language', 'fr'));
      // Two open CHF invoices of the acting company, oldest first.
      const open = await pageApi<{ items: Invoice[] }>(
        page,
        'ws-finances/invoices?invoiceState=OPEN&sort=createdAt&order=ASC&limit=50',
      );
      const [paid, partial] = open.items.filter(
        (invoice) => invoice.currency === 'CHF' && invoice.total - invoice.paidTotal > 1000,
      ) as [Invoice, Invoice];
      expect(partial).toBeDefined();
      // The QR reference names the issuing company: the finance persona's own.
      const { companyId: company } = await pageApi<{ companyId: number }>(page, 'ws-users/current');
      const openOf = (invoice: Invoice) => invoice.total - invoice.paidTotal;
      const half = Math.floor(openOf(partial) / 2);
      const rest = openOf(partial) - half;
      const file = camtFile({
        FILE: 'E2EPAY',
        BATCH_TOTAL: camtAmount(openOf(paid) + half),
        AMOUNT_PAID: camtAmount(openOf(paid)),
        AMOUNT_PARTIAL: camtAmount(half),
        AMOUNT_UNMATCHED: camtAmount(rest),
        REF_PAID: qrReference(company, paid.id),
        REF_PARTIAL: qrReference(company, partial.id),
        REF_UNMATCHED: qrReference(1, 99_999_999),
      });

      await page.goto(`${app.url}/finances/payments`);
      await listGrid(page).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      const importOnce = async () => {
        await page.getByRole('button', { name: fr('payments.actions.import') }).click();
        const dialog = page.getByRole('dialog', { name: fr('payments.import.title') });
        await chooseFile(page, fr('payments.import.file'), {
          name: 'camt054-e2e.xml',
          mimeType: 'application/xml',
          buffer: Buffer.from(file, 'utf8'),
        });
        await dialog
          .getByRole('button', { name: fr('payments.import.start'), exact: true })
          .click();
        // Issue 38: a successful import closes the dialog; the page says what the file gave.
        await dialog.waitFor({ state: 'hidden' });
        await page.getByText(fr('payments.import.imported', { name: 'camt054-e2e.xml' })).waitFor();
        const counts = await importCounts(page);
        expect(await axeViolations(page)).toEqual([]);
        await page.getByRole('button', { name: fr('payments.import.hide'), exact: true }).click();
        await page.getByRole('status', { name: fr('payments.import.result') }).waitFor({
          state: 'detached',
        });
        return counts;
      };
      const count = (key: string) => fr(`payments.import.counts.${key}`);
      const first = await importOnce();
      expect(first).toMatchObject({
        [fr('payments.import.entries')]: '3',
        [count('matched')]: '1',
        [count('partial')]: '1',
        [count('unmatched')]: '1',
        [count('duplicate')]: '0',
      });
      const second = await importOnce();
      expect(second).toMatchObject({
        [count('matched')]: '0',
        [count('partial')]: '0',
        [count('unmatched')]: '0',
        [count('duplicate')]: '3',
      });

      // The queue: the unmatched credit, assigned to the partly paid invoice by its number.
      await page.goto(`${app.url}/finances/payments?status=UNMATCHED&search=E2EPAY`);
      const row = listGrid(page).getByRole('row').filter({ hasText: 'Unbekannt Handels AG' });
      await row.waitFor();
      await page
        .getByRole('button', {
          name: fr('kit.rowActions.menu', { name: 'E2EPAY-T3' }),
          exact: true,
        })
        .click();
      await page
        .getByRole('menuitem', { name: fr('payments.actions.assign'), exact: true })
        .click();
      const dialog = page.getByRole('dialog').filter({ hasText: fr('payments.assign.invoice') });
      const combo = dialog.getByRole('combobox', { name: fr('payments.assign.invoice') });
      await combo.fill(partial.number ?? '');
      await page
        .getByRole('option', { name: new RegExp(`^${partial.number}`) })
        .first()
        .click();
      await dialog.getByText(fr('payments.assign.facts.open')).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await dialog
        .getByRole('button', { name: fr('payments.actions.assign'), exact: true })
        .click();
      await page
        .getByText(
          fr('payments.toast.assigned', {
            number: partial.number ?? '',
            status: fr('payments.status.MATCHED'),
          }),
        )
        .first()
        .waitFor();

      // The invoice: paid, nothing open, its two payments.
      await page.goto(`${app.url}/finances/invoice/${partial.id}`);
      await page.getByText(fr('finances.states.PAID')).first().waitFor();
      await page.getByRole('tab', { name: fr('payments.invoice.tab') }).click();
      const payments = page.getByRole('grid', { name: fr('payments.invoice.label') });
      // The demo data may have paid a part of it before: its payment is listed too.
      await payments.getByText(fr('payments.status.PARTIAL')).first().waitFor();
      await payments.getByText(fr('payments.status.MATCHED')).first().waitFor();
      expect(await payments.getByRole('row').count()).toBeGreaterThanOrEqual(3);
      expect(await axeViolations(page)).toEqual([]);

      // The assigned credit's own page (/finances/payments/{id}, issue 38: every finances page
      // opened by a test): its facts and the invoice it now pays, linked by number.
      const assigned = (
        await pageApi<{ items: { id: number; name: string }[] }>(
          page,
          'ws-finances/payments?searchFilter=E2EPAY&limit=50',
        )
      ).items.find((payment) => payment.name === 'E2EPAY-T3');
      expect(assigned).toBeDefined();
      await page.goto(`${app.url}/finances/payments/${assigned?.id}`);
      await page
        .getByRole('heading', {
          level: 1,
          name: new RegExp(`^${fr('payments.record.title', { amount: '.+', date: '.+' })}$`),
        })
        .waitFor();
      await page.getByRole('main').getByText(fr('payments.status.MATCHED')).first().waitFor();
      await page
        .getByRole('main')
        .getByRole('link', { name: partial.number ?? '', exact: true })
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);
    },
    slack(240_000),
  );
});
