import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  bundledText,
  german,
  pageApi,
  realConsole,
  switchLanguage,
} from './harness.ts';
import { slack } from './slack.ts';

/*
 * Issue 37: what a stranger found on the demo data and a few screens, end to end against the
 * real server. A task's own sales person is told apart from its account's; a campaign's overview
 * says which net its media column shows when an agency commission makes it differ from the
 * price's; a third-party tag's record page shows its history. German, and French where a text
 * decides it.
 */

const app = realConsole();
const french = (key: string, params: Record<string, string> = {}) => bundledText('fr', key, params);

/** The first page of a list through the API, as the signed-in user. */
const itemsOf = async <T>(page: Page, path: string) =>
  (await pageApi<{ items: T[] }>(page, path)).items;

describe('the task page (issue 37: two sales people side by side)', () => {
  it(
    'shows the task’s own sales person under its label and the account’s as a hint (de, fr)',
    async () => {
      const page = await app.signedIn('sales@example.com');
      type Task = {
        id: number;
        salesPerson: { name: string } | null;
        accountSalesName: string | null;
      };
      const tasks = await itemsOf<Task>(page, 'ws-funnel/tasks?limit=50');
      const task = tasks.find(
        (item) => item.accountSalesName && item.accountSalesName !== item.salesPerson?.name,
      );
      if (!task?.accountSalesName)
        throw new Error('no task whose account has another sales person');
      await page.goto(`${app.url}/sales/tasks/details/${task.id}`);
      const facts = page.getByRole('definition').filter({
        hasText: german('tasks.facts.accountSales', { name: task.accountSalesName }),
      });
      await facts.waitFor();
      // The fact is the task's own ("Verkäufer/in der Aufgabe"); the account's is the hint in it.
      const term = await facts.evaluate((dd) => dd.previousElementSibling?.textContent);
      expect(term).toBe(german('tasks.facts.salesPerson'));
      expect(await facts.textContent()).toContain(
        task.salesPerson?.name ?? german('tasks.facts.noSalesPerson'),
      );
      // No second, unexplained sales person among the facts.
      expect(
        await page
          .getByRole('term')
          .filter({ hasText: /^Verkäufer\/in$/ })
          .count(),
      ).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await switchLanguage(page, 'de', 'fr');
      await page
        .getByText(french('tasks.facts.accountSales', { name: task.accountSalesName }))
        .waitFor();
      await page.context().close();
    },
    slack(120_000),
  );
});

describe('the campaign overview (issue 37: two different "Netto")', () => {
  it(
    'names the media net "before commission" where an agency commission makes it differ',
    async () => {
      const page = await app.signedIn('admin@example.com');
      type Listed = { id: number; agency: { id: number } | null };
      type Overview = {
        totals: { net: number; commission: number; discounts: number };
        media: { net: number }[];
      };
      const listed = await itemsOf<Listed>(page, 'ws-order/campaigns?limit=100');
      let found: { id: number; overview: Overview } | undefined;
      for (const campaign of listed.filter((item) => item.agency)) {
        const overview = await pageApi<Overview>(
          page,
          `ws-order/campaigns/${campaign.id}/overview`,
        );
        if (overview.totals.commission > 0 && overview.totals.discounts > 0) {
          found = { id: campaign.id, overview };
          break;
        }
      }
      if (!found) throw new Error('no campaign with a discount booked by an agency');
      // The two figures differ by the commission and nothing else: the computation agrees.
      const mediaNet = found.overview.media.reduce((sum, medium) => sum + medium.net, 0);
      expect(Math.round(mediaNet * 100)).toBe(
        Math.round((found.overview.totals.net + found.overview.totals.commission) * 100),
      );
      await page.goto(`${app.url}/orders/campaigns/ALL/${found.id}`);
      const media = page.getByRole('region', { name: german('orders.overview.media') });
      await media
        .getByRole('columnheader', { name: german('orders.overview.netBeforeCommission') })
        .waitFor();
      expect(await media.getByRole('columnheader', { name: /^Netto$/ }).count()).toBe(0);
      // The price's own net comes after the commission, which it names.
      const price = page.getByRole('region', { name: german('orders.overview.price') });
      await price.getByText(german('orders.price.commission')).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    },
    slack(120_000),
  );
});

describe('a third-party tag’s history (issue 37: it had none)', () => {
  it(
    'shows the seeded creation and an edit made in the console',
    async () => {
      const page = await app.signedIn('admin@example.com');
      type Tag = { id: number; name: string; version: number };
      const [tag] = await itemsOf<Tag>(page, 'ws-creatives/third-party-tags?limit=1');
      if (!tag) throw new Error('no third-party tag in the demo data');
      await page.goto(`${app.url}/ad-tags/3rd-party/${tag.id}`);
      await page.getByRole('button', { name: german('adTags.thirdParty.history.show') }).click();
      const grid = page.getByRole('grid', { name: german('adTags.thirdParty.history.title') });
      // Its creation: the name it was created with, by the system (the seed).
      await grid.getByRole('row').filter({ hasText: tag.name }).first().waitFor();
      // An edit through the record's edit page writes a row with the old and the new name.
      await page.getByRole('button', { name: german('adTags.thirdParty.record.edit') }).click();
      const name = page.getByRole('textbox', { name: german('adTags.thirdParty.form.name') });
      await name.fill(`${tag.name} (Sommer)`);
      await page.getByRole('button', { name: 'Speichern' }).click();
      await page.getByText(german('adTags.thirdParty.toast.updated')).first().waitFor();
      await page.goto(`${app.url}/ad-tags/3rd-party/${tag.id}`);
      await page.getByRole('button', { name: german('adTags.thirdParty.history.show') }).click();
      const edited = grid.getByRole('row').filter({ hasText: `${tag.name} (Sommer)` });
      await edited.first().waitFor();
      expect(await edited.first().textContent()).toContain(german('adTags.thirdParty.form.name'));
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    },
    slack(120_000),
  );
});
