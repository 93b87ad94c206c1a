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
  it('cancels an invoice by a credit note that a second person approves', async () => {
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

    // Under compliance the pending credit note shows, without anything for its requester to do.
    await page.goto(`${app.url}/compliance/credit-notes?search=${encodeURIComponent(number)}`);
    await listGrid(page).getByText(number).first().waitFor();
    await expect
      .poll(() =>
        page.getByRole('button', { name: german('kit.rowActions.menu', { name: number }) }).count(),
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
  }, 240_000);

  it('shows the compliance views in French', async () => {
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
  }, 180_000);
});
