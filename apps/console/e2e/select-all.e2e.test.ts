import { formatNumber } from '@adconsole/i18n';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  bulkBar,
  bulkSummaryText,
  bundledText,
  german,
  germanUi,
  listGrid,
  pageApi,
  pressBulkAction,
  realConsole,
  selectableRows,
  textsOf,
} from './harness.ts';
import { slack } from './slack.ts';

/*
 * "Select all N" (issue 38, (4b)): the finance user wanted to issue all of the month's drafts at
 * once and could choose only a page. Choosing the page's rows offers every row of the list's
 * filter ("Alle N auswählen"); the dry run and run then take them all, and the drafts
 * tab counts 0 afterwards. A run of more than a page goes through the job queue, whose progress
 * the dialog shows.
 */

const app = realConsole();

/** The count a status tab's badge shows ("Anzahl Einträge: 1'235"). */
async function tabCount(page: Page, tab: string, language: 'de' | 'fr' = 'de') {
  const label = bundledText(language, `finances.tabs.${tab}`);
  const link = page.getByRole('tab', { name: new RegExp(`^${label}`) });
  const prefix = (language === 'de' ? germanUi : frenchUi)('ui.tabs.count', { count: '' });
  const badge = link.getByLabel(new RegExp(`^${prefix}[\\d']+$`));
  await badge.waitFor({ timeout: 60_000 });
  return Number((await badge.textContent())?.replace(/\D/g, ''));
}

const frenchUi = textsOf('fr').ui;

/**
 * Runs the invoicing of ended months, newest first, until the drafts are more than a page
 * (20): the small demo has a few drafts, the finance user met 1,235 (the run is the finances
 * e2e's subject; here it only makes the drafts).
 */
async function moreDraftsThanAPage(page: Page) {
  const drafts = async () =>
    (await pageApi<Record<string, number>>(page, 'ws-finances/invoices/counts')).DRAFT ?? 0;
  const today = new Date();
  for (let back = 1; back <= 24 && (await drafts()) <= 20; back += 1) {
    const month = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1))
      .toISOString()
      .slice(0, 7);
    const { jobId } = await pageApi<{ jobId: number }>(page, 'ws-finances/invoice-runs', {
      method: 'POST',
      body: { month },
    });
    await expect
      .poll(
        async () =>
          (await pageApi<{ state: string }>(page, `ws-batch/jobs/${jobId}/progress`)).state,
        { timeout: 120_000, interval: 500 },
      )
      .toMatch(/^(COMPLETED|FAILED)$/);
  }
  return drafts();
}

describe('select all N', () => {
  it(
    'chooses every draft of the drafts tab, issues them all, and the tab counts 0',
    async () => {
      const page = await app.signedIn('finance@example.com');
      expect(await moreDraftsThanAPage(page)).toBeGreaterThan(20);
      await page.goto(`${app.url}/finances/invoices/DRAFT`);
      // The machine's load (2 cores, shared) can hold the first page up past 10 s.
      await listGrid(page).waitFor({ timeout: 60_000 });
      await expect.poll(() => selectableRows(page).count()).toBeGreaterThan(0);
      const drafts = await tabCount(page, 'DRAFT');
      const shown = await selectableRows(page).count();
      // More drafts than the page shows: the case the finance user met (1,235 of them).
      expect(drafts).toBeGreaterThan(shown);
      await page
        .getByRole('checkbox', { name: germanUi('ui.table.selectAll') })
        .check({ force: true });
      const bar = bulkBar(page);
      await bar.getByText(germanUi('ui.table.selected', { count: String(shown) })).waitFor();
      const total = formatNumber(drafts, 'de');
      await page
        .getByRole('button', { name: german('kit.bulk.chooseAll_other', { total }) })
        .click();
      // Written as the offer beside it writes it (issue 46: "1235 ausgewählt" beside "Alle 1'235").
      await bar.getByText(germanUi('ui.table.selected', { count: total })).waitFor();
      await page.getByText(german('kit.bulk.allChosen_other', { total })).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      const action = german('finances.actions.issue');
      await pressBulkAction(page, action);
      const preview = page.getByRole('dialog', {
        name: german('kit.bulk.previewTitle', { action }),
      });
      // Every draft of the filter, not the page's: the dry run by the list's filter.
      await preview
        .getByText(bulkSummaryText('de', false, drafts, 0, 'finances.bulk.issue'))
        .waitFor({ timeout: 60_000 });
      expect(await axeViolations(page)).toEqual([]);
      await preview.getByRole('button', { name: german('kit.bulk.run', { action }) }).click();
      const result = page.getByRole('dialog', { name: german('kit.bulk.resultTitle', { action }) });
      await result
        .getByText(bulkSummaryText('de', true, drafts, 0, 'finances.bulk.issue'))
        .waitFor({ timeout: 600_000 });
      expect(await axeViolations(page)).toEqual([]);
      await result.getByRole('button', { name: german('kit.bulk.close') }).click();

      // The drafts tab counts 0, and the issued invoices are open with their numbers.
      await expect.poll(() => tabCount(page, 'DRAFT'), { timeout: 60_000 }).toBe(0);
      await page.goto(`${app.url}/finances/invoices/OPEN`);
      await listGrid(page)
        .getByText(/^RE-\d{4}-\d{6}$/)
        .first()
        .waitFor({ timeout: 60_000 });
    },
    slack(900_000),
  );

  it(
    'offers every row of the filter in French, and a change of the chosen rows ends it',
    async () => {
      const page = await app.signedIn('finance@example.com');
      await page.evaluate(() => localStorage.setItem('language', 'fr'));
      await page.goto(`${app.url}/finances/invoices/ALL`);
      await listGrid(page).waitFor({ timeout: 60_000 });
      const rows = listGrid(page)
        .getByRole('row')
        .filter({ has: page.getByRole('checkbox', { name: frenchUi('ui.table.selectRow') }) });
      await expect.poll(() => rows.count(), { timeout: 60_000 }).toBeGreaterThan(0);
      const all = await tabCount(page, 'ALL', 'fr');
      await page
        .getByRole('checkbox', { name: frenchUi('ui.table.selectAll') })
        .check({ force: true });
      const bar = page.getByRole('region', { name: frenchUi('ui.table.bulkActions') });
      const total = formatNumber(all, 'fr');
      await page
        .getByRole('button', { name: bundledText('fr', 'kit.bulk.chooseAll_other', { total }) })
        .click();
      await page.getByText(bundledText('fr', 'kit.bulk.allChosen_other', { total })).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      // Unchoosing a row leaves the page's other rows chosen, not every row of the filter.
      const shown = await rows.count();
      await rows
        .first()
        .getByRole('checkbox', { name: frenchUi('ui.table.selectRow') })
        .uncheck({ force: true });
      await bar.getByText(frenchUi('ui.table.selected', { count: String(shown - 1) })).waitFor();
      expect(
        await page.getByText(bundledText('fr', 'kit.bulk.allChosen_other', { total })).count(),
      ).toBe(0);
    },
    slack(300_000),
  );
});
