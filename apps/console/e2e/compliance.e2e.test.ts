import type { CreditNote, Invoice } from '@adconsole/api';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  bundledText,
  german,
  listGrid,
  pageApi,
  realConsole,
  runRowAction,
  toast,
} from './harness.ts';
import { slack } from './slack.ts';

/*
 * Credit notes with four eyes and the compliance views (issue 38 part 4) on the real server
 * with the full demo data: the finance persona cancels an issued invoice by a credit note, cannot
 * approve it herself (the screen offers nothing, the server refuses), the second finance person
 * (controlling@example.com) approves it, and the credit note shows under compliance with its
 * number; the compliance views in French.
 */

const app = realConsole();

/** The list's first row of data (these lists have no bulk actions, so no row checkboxes). */
const dataRow = (page: Page) => listGrid(page).getByRole('row').nth(1);

describe('credit notes and compliance', () => {
  it(
    'cancels an invoice by a credit note that a second person approves',
    async () => {
      const page = await app.signedIn('finance@example.com');
      // An issued invoice without payments and without a credit note.
      const open = await pageApi<{ items: Invoice[] }>(
        page,
        'ws-finances/invoices?invoiceState=OPEN&limit=100&sort=issueDate&order=DESC',
      );
      let invoice: Invoice | undefined;
      for (const candidate of open.items) {
        if (!['ISSUED', 'OVERDUE'].includes(candidate.state) || candidate.paidTotal !== 0) continue;
        const notes = await pageApi<CreditNote[]>(
          page,
          `ws-finances/invoices/${candidate.id}/credit-notes`,
        );
        if (notes.length === 0) {
          invoice = candidate;
          break;
        }
      }
      if (!invoice?.number) throw new Error('the demo data has no issued, unpaid invoice');
      const number = invoice.number;
      await page.goto(`${app.url}/finances/invoice/${invoice.id}`);
      // Its send button: "Versenden", or "Erneut versenden" for one the demo already sent (issue 38).
      const sendButton = (name: string) => page.getByRole('button', { name, exact: true });
      await sendButton(german('finances.actions.send'))
        .or(sendButton(german('finances.actions.sendAgain')))
        .first()
        .waitFor();
      await page
        .getByRole('button', { name: german('compliance.creditNotes.actions.request') })
        .click();
      const dialog = page.getByRole('dialog', {
        name: german('compliance.creditNotes.request.title'),
      });
      await dialog
        .getByRole('textbox', { name: german('compliance.creditNotes.request.reason') })
        .fill('Kampagne vom Kunden storniert');
      expect(await axeViolations(page)).toEqual([]);
      await dialog
        .getByRole('button', { name: german('compliance.creditNotes.request.submit') })
        .click();
      await toast(page, german('compliance.creditNotes.toast.requested'));
      await page.getByText('Franziska Zahl', { exact: false }).first().waitFor();
      // The stranger's "Versenden" while the credit note waits: the reason stands in its place
      // (the server refuses the send too, test/compliance.test.ts).
      await page.getByText(german('finances.sendWaitsForCreditNote')).waitFor();
      expect(await sendButton(german('finances.actions.send')).count()).toBe(0);
      expect(await sendButton(german('finances.actions.sendAgain')).count()).toBe(0);

      // Under compliance the pending credit note shows, without anything for its requester to do.
      await page.goto(`${app.url}/compliance/credit-notes?search=${encodeURIComponent(number)}`);
      await listGrid(page).getByText(number).first().waitFor();
      await expect
        .poll(() =>
          page
            .getByRole('button', { name: german('kit.rowActions.menu', { name: number }) })
            .count(),
        )
        .toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      // The server refuses her approval too.
      const [pending] = (
        await pageApi<{ items: CreditNote[] }>(
          page,
          `ws-compliance/credit-notes?searchFilter=${encodeURIComponent(number)}`,
        )
      ).items;
      if (!pending) throw new Error('no pending credit note');
      const refused = await pageApi<{ translationKey: string }>(
        page,
        `ws-compliance/credit-notes/${pending.id}/approve`,
        { method: 'POST', body: { version: pending.version } },
      );
      expect(refused.translationKey).toBe('CREDIT_NOTE_OWN_REQUEST');

      // The second person approves it.
      const second = await app.signedIn('controlling@example.com');
      await second.goto(`${app.url}/compliance/credit-notes?search=${encodeURIComponent(number)}`);
      await listGrid(second).getByText(number).first().waitFor();
      await runRowAction(second, number, german('compliance.creditNotes.actions.approve'));
      const approve = second.getByRole('dialog', {
        name: german('compliance.creditNotes.decide.approveTitle'),
      });
      await approve
        .getByRole('button', { name: german('compliance.creditNotes.actions.approve') })
        .click();
      await approve.waitFor({ state: 'hidden' });
      // It shows under the approved ones with its number of the credit notes' series.
      await second.goto(
        `${app.url}/compliance/credit-notes?state=APPROVED&search=${encodeURIComponent(number)}`,
      );
      await listGrid(second)
        .getByText(/^GS-\d{4}-\d{6}$/)
        .first()
        .waitFor();
      expect(await axeViolations(second)).toEqual([]);
      const cancelled = await pageApi<Invoice>(second, `ws-finances/invoices/${invoice.id}`);
      expect(cancelled.state).toBe('CANCELLED');
    },
    slack(240_000),
  );

  // Issue 38: "Compliance" opened only the list-price changes; the waiting credit notes were on
  // no home; the invoice did not lead to its credit note, approving hid behind "⋯".
  it(
    'leads a second person from the home and the menu to every compliance view and the waiting credit note',
    async () => {
      const page = await app.signedIn('controlling@example.com');
      // "{{number}} Gutschrift(en) … Freigabe", one or many.
      const waiting = (['one', 'other'] as const).map((form) =>
        german(`home.counts.creditNotesToApprove_${form}`, { number: '#' }).replace('# ', ''),
      );
      const homeLink = page
        .getByRole('link')
        .filter({ hasText: new RegExp(`^\\d+ (${waiting.join('|')})$`) });
      const text = (await homeLink.textContent()) ?? '';
      const count = Number(/^(\d+)/.exec(text)?.[1]);
      expect(count, `${text} ${waiting}`).toBeGreaterThan(0);
      await homeLink.click();
      await page.waitForURL(/\/compliance\/credit-notes/);
      // The count is the list's: its first tab, the waiting notes.
      const pendingLabel = german('compliance.creditNotes.states.PENDING_APPROVAL');
      const pendingTab = page
        .getByRole('tab', { selected: true })
        .filter({ hasText: pendingLabel });
      await pendingTab.waitFor();
      await expect
        .poll(async () => ((await pendingTab.textContent()) ?? '').replace(pendingLabel, '').trim())
        .toBe(String(count));
      // A waiting note has no number yet: the row says when it gets one; the invoice's is whole.
      await listGrid(page)
        .getByText(german('compliance.creditNotes.numberOnApproval'))
        .first()
        .waitFor();

      // The menu's "Compliance" and its sub-navigation reach every view.
      await page
        .getByRole('navigation')
        .getByRole('link', { name: german('routes.compliance'), exact: true })
        .first()
        .click();
      const tabs = page.getByRole('tablist', { name: german('routes.compliance') });
      const views = ['listPriceChanges', 'positionFinancials', 'accountFinancials', 'creditNotes'];
      expect(await tabs.getByRole('tab').allTextContents()).toEqual(
        views.map((key) => german(`routes.${key}`)),
      );
      for (const key of views) {
        await tabs.getByRole('tab', { name: german(`routes.${key}`), exact: true }).click();
        await page.getByRole('heading', { name: german(`routes.${key}`), level: 1 }).waitFor();
        await dataRow(page).waitFor();
        expect(await axeViolations(page), key).toEqual([]);
      }

      // The waiting note's invoice links its credit note and offers the decision as buttons.
      await dataRow(page).click();
      await page.waitForURL(/\/finances\/invoice\//);
      await page
        .getByRole('link', { name: german('compliance.creditNotes.ofInvoice.open_one') })
        .waitFor();
      await page
        .getByRole('button', { name: german('compliance.creditNotes.actions.approve') })
        .waitFor();
      await page
        .getByRole('button', { name: german('compliance.creditNotes.actions.reject') })
        .click();
      const reject = page.getByRole('dialog', {
        name: german('compliance.creditNotes.decide.rejectTitle'),
      });
      await reject.waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await reject.waitFor({ state: 'detached' });
      await page
        .getByRole('link', { name: german('compliance.creditNotes.ofInvoice.open_one') })
        .click();
      await page.waitForURL(/\/compliance\/credit-notes\?/);
      await dataRow(page).waitFor();
      await page.context().close();
    },
    slack(180_000),
  );

  it(
    'shows the compliance views in French',
    async () => {
      const page = await app.signedIn('finance@example.com');
      await page.evaluate(() => localStorage.setItem('language', 'fr'));
      const french = (key: string) => bundledText('fr', key);
      await page.goto(`${app.url}/compliance/credit-notes?state=ALL`);
      await page
        .getByRole('tab', { name: new RegExp(french('compliance.creditNotes.states.APPROVED')) })
        .waitFor();
      await listGrid(page)
        .getByText(french('compliance.creditNotes.states.REJECTED'))
        .first()
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(`${app.url}/compliance/list-price-changes`);
      await listGrid(page).getByText('Carla Kontrolle').first().waitFor();
      await listGrid(page)
        .getByText(french('compliance.listPriceChanges.actions.UPDATE'))
        .first()
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(`${app.url}/compliance/position-financials`);
      await page
        .getByRole('columnheader', {
          name: french('compliance.positionFinancials.columns.deviationPercent'),
        })
        .waitFor();
      await dataRow(page).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(`${app.url}/compliance/account-financials?overdue=true`);
      await page
        .getByRole('columnheader', { name: french('compliance.accountFinancials.columns.overdue') })
        .waitFor();
      await dataRow(page).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      // The s13 stranger (issue 38, finding 11): what "bloqué" means is said above the list, and a
      // row opens its invoicing account's invoices, the account named in the filter.
      await page.getByText(french('compliance.accountFinancials.description')).waitFor();
      // The cell's text after its label (a card shows the label, a table row the name alone).
      const accountName = ((await dataRow(page).getByRole('gridcell').first().textContent()) ?? '')
        .replace(french('compliance.accountFinancials.columns.accountName'), '')
        .trim();
      expect(accountName).not.toBe('');
      await dataRow(page).click();
      await page.waitForURL(/\/finances\/invoices\/ALL\?account=/);
      // The invoices' list (not the previous page's, still shown while the new one loads).
      await page
        .getByRole('columnheader', { name: french('finances.columns.number'), exact: true })
        .waitFor();
      await expect
        .poll(async () => (await dataRow(page).textContent()) ?? '', { timeout: 30_000 })
        .toContain(accountName);
      const rows = listGrid(page).getByRole('row');
      const shown = await rows.count();
      expect(shown).toBeGreaterThan(1);
      for (let index = 1; index < shown; index++) {
        expect(await rows.nth(index).textContent()).toContain(accountName);
      }
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(`${app.url}/compliance/account-financials?overdue=true`);
      await dataRow(page).waitFor();
      // The sub-navigation in French (issue 38).
      const tabs = page.getByRole('tablist', { name: french('routes.compliance') });
      await tabs.getByRole('tab', { name: french('routes.creditNotes') }).click();
      await page.getByRole('heading', { name: french('routes.creditNotes'), level: 1 }).waitFor();
      await listGrid(page)
        .getByText(french('compliance.creditNotes.numberOnApproval'))
        .first()
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);
    },
    slack(180_000),
  );
});
