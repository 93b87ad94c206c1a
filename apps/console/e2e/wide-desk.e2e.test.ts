import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectFits, sharedConsole, switchLanguage } from './harness.ts';

/*
 * Issue 33 at 1440 px, one table of the operations lists: each tab of a list opened in German,
 * French and Italian shows every column without scrolling sideways, its statuses, dates and
 * deadlines whole (expectFits). A list joins the table with its persona, its tabs and what
 * shows once it has rendered.
 */

const app = sharedConsole();

interface WideList {
  list: string;
  persona: string;
  url: (tab: string) => string;
  tabs: string[];
  /** Waits until the tab shows what is measured. */
  shown: (page: Page) => Promise<void>;
}

const lists: WideList[] = [
  {
    list: 'campaign management: statuses and dates whole',
    persona: 'ops@example.com',
    url: (tab) => `/digital-operations/campaign-management/${tab}`,
    tabs: ['READY_TO_PUSH', 'RUNNING', 'ALL'],
    shown: async (page) => {
      await page.getByRole('grid').first().locator('tbody tr').first().waitFor();
      // The counts arrive with the tabs' second render; the widest values after the rows.
      const tabs = page.getByRole('tablist').first().getByRole('tab');
      await expect.poll(() => tabs.first().textContent()).toMatch(/\d\+?$/);
    },
  },
  {
    // A fixed 18rem name and 11rem deadline made the list scroll sideways by 12 px. The s16
    // stranger found the proof tabs and ALL cut at the right edge once the net amount and the
    // proof's approval joined them.
    list: 'print positions: deadlines with their overdue badge, amounts and proof actions whole',
    persona: 'printops@example.com',
    url: (tab) => `/print-operations/print/${tab}`,
    tabs: [
      'READY_TO_PUSH',
      'CREATIVE_PENDING',
      'CREATIVE_RECEIVED',
      'PROOFS',
      'ALL',
      'PHYSICAL_PROOFS',
    ],
    shown: async () => {},
  },
  {
    // Issue 38 part 4: credit note and invoice numbers are read whole.
    list: 'credit notes: numbers, amounts and days whole',
    persona: 'finance@example.com',
    url: (tab) => `/compliance/credit-notes?state=${tab}`,
    tabs: ['ALL'],
    shown: async (page) => {
      await page.getByRole('grid').first().locator('tbody tr').first().waitFor();
    },
  },
  {
    list: 'account financials: the amounts whole',
    persona: 'finance@example.com',
    url: () => '/compliance/account-financials',
    tabs: ['ALL'],
    shown: async (page) => {
      await page.getByRole('grid').first().locator('tbody tr').first().waitFor();
    },
  },
];

describe('the operations lists at 1440 px (issue 33)', () => {
  it.each(lists)(
    '$list, in German, French and Italian',
    async (wide) => {
      const page = await app.signedIn(wide.persona);
      await page.setViewportSize({ width: 1440, height: 900 });
      let current: 'de' | 'fr' | 'it' = 'de';
      for (const language of ['de', 'fr', 'it'] as const) {
        for (const status of wide.tabs) {
          await page.goto(`${app.url}${wide.url(status)}`);
          await switchLanguage(page, current, language);
          current = language;
          await wide.shown(page);
          await expectFits(page, { language, status });
        }
      }
      await page.context().close();
    },
    120_000,
  );
});
