import type { CrawlerConfig } from '@adconsole/api';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  bundledText,
  german,
  listGrid,
  pageApi,
  pickOption,
  realConsole,
  switchLanguage,
} from './harness.ts';
import { slack } from './slack.ts';

/*
 * Yaleo (issue 42) end to end, in Chromium against the real server and its demo publisher site.
 * Verlag Alpenblick's Yaleo user (yaleo@example.com) lands on the publisher's overview, opens
 * Yaleo on its placements, creates a placement and sees what it would recommend, is refused a
 * v2 placement with more sponsored slots than articles and a mixed algorithm without weights,
 * adds the demo site as a crawler configuration without its German part, crawls it (robots.txt's
 * path "robots", the German pages never planned), reads the collected clicks and, in French,
 * saves the settings. Every page without axe violations.
 */

const app = realConsole();
const french = (key: string, params: Record<string, string> = {}) => bundledText('fr', key, params);
const dialogNamed = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Picks an option of a form's select, named by its label. */
const choose = (
  page: Page,
  scope: ReturnType<Page['getByRole']>,
  label: string,
  option: string | RegExp,
) =>
  pickOption(page, scope.getByRole('button', { name: new RegExp(`${escaped(label)}$`) }), option);

describe('Yaleo', () => {
  it(
    'creates placements with their preview, refuses bad ones, crawls a site and reads the collected clicks',
    async () => {
      const page = await app.signedIn('yaleo@example.com');
      await page.waitForURL(/\/publishers$/);
      await page.goto(`${app.url}/yaleo`);
      await page.waitForURL(/\/yaleo\/placements$/);
      await listGrid(page)
        .getByRole('row', { name: /Artikelende – Mehr zum Thema/ })
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);

      // A placement v1 and what it would show now.
      await page.getByRole('button', { name: german('yaleo.placements.actions.create') }).click();
      const dialog = dialogNamed(page, german('yaleo.placements.dialog.createTitle'));
      await dialog
        .getByRole('textbox', { name: german('yaleo.placements.form.name') })
        .fill('Kultur – Artikelende');
      await choose(page, dialog, german('yaleo.placements.form.domainId'), /\/demo-verlag\/de$/);
      await choose(page, dialog, german('yaleo.placements.form.algorithmId'), 'Neueste zuerst');
      await dialog
        .getByRole('textbox', { name: german('yaleo.placements.form.selector') })
        .fill('#kultur-ende');
      const preview = dialog.getByRole('list', { name: german('yaleo.preview.title') });
      await expect.poll(() => preview.getByRole('listitem').count()).toBe(4);
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: german('yaleo.placements.dialog.create') }).click();
      await page
        .getByText(german('yaleo.placements.toast.created', { name: 'Kultur – Artikelende' }))
        .first()
        .waitFor();

      // A v2 placement with more sponsored slots than articles is refused on its field.
      await page.goto(`${app.url}/yaleo/placements-v2`);
      await listGrid(page)
        .getByRole('row', { name: /Sport – Seitenleiste/ })
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: german('yaleo.placementsV2.actions.create') }).click();
      const v2 = dialogNamed(page, german('yaleo.placementsV2.dialog.createTitle'));
      await v2
        .getByRole('textbox', { name: german('yaleo.placementsV2.form.name') })
        .fill('Reisen – Seitenende');
      await choose(page, v2, german('yaleo.placementsV2.form.domainId'), /\/demo-verlag\/de$/);
      await choose(page, v2, german('yaleo.placementsV2.form.algorithmId'), 'Mix Artikelende');
      await v2
        .getByRole('textbox', { name: german('yaleo.placementsV2.form.pathPattern') })
        .fill('/demo-verlag/de/reisen/');
      const items = v2.getByRole('textbox', { name: german('yaleo.placementsV2.form.itemCount') });
      await items.fill('3');
      const sponsored = v2.getByRole('textbox', {
        name: german('yaleo.placementsV2.form.sponsoredSlots'),
      });
      await sponsored.fill('4');
      await v2.getByRole('button', { name: german('yaleo.placementsV2.dialog.create') }).click();
      await v2
        .getByText(bundledText('de', 'serverErrors.sponsoredSlotsTooMany', { max: '3' }))
        .waitFor();
      await sponsored.fill('1');
      await v2.getByRole('button', { name: german('yaleo.placementsV2.dialog.create') }).click();
      await page
        .getByText(german('yaleo.placementsV2.toast.created', { name: 'Reisen – Seitenende' }))
        .first()
        .waitFor();

      // A mixed algorithm needs a weight.
      await page.goto(`${app.url}/yaleo/algorithms-config`);
      await listGrid(page)
        .getByRole('row', { name: /Verwandte Artikel/ })
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: german('yaleo.algorithms.actions.create') }).click();
      const algorithm = dialogNamed(page, german('yaleo.algorithms.dialog.createTitle'));
      await algorithm
        .getByRole('textbox', { name: german('yaleo.algorithms.form.name') })
        .fill('Ohne Gewicht');
      for (const field of ['recencyWeight', 'popularityWeight', 'contextualWeight'])
        await algorithm
          .getByRole('textbox', { name: german(`yaleo.algorithms.form.${field}`) })
          .fill('0');
      await algorithm
        .getByRole('button', { name: german('yaleo.algorithms.dialog.create') })
        .click();
      await algorithm.getByText(bundledText('de', 'serverErrors.yaleoWeightsZero')).waitFor();

      // The demo site without its German part, crawled by the Semantiq crawler.
      await page.goto(`${app.url}/yaleo/crawler-configuration`);
      await listGrid(page).getByRole('row').nth(1).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: german('yaleo.crawler.actions.create') }).click();
      const config = dialogNamed(page, german('yaleo.crawler.dialog.createTitle'));
      await config
        .getByRole('textbox', { name: german('yaleo.crawler.form.startUrl') })
        .fill(`${app.url}/demo-verlag/`);
      await config
        .getByRole('textbox', { name: german('yaleo.crawler.form.excludes') })
        .fill('/demo-verlag/de/');
      await config.getByRole('button', { name: german('yaleo.crawler.dialog.create') }).click();
      const site = `${new URL(app.url).host}/demo-verlag`;
      await page.getByRole('gridcell', { name: site, exact: true }).waitFor();
      await page
        .getByRole('button', {
          name: german('semantiq.domains.actions.crawlNamed', { name: site }),
        })
        .click();
      await expect
        .poll(
          async () => {
            const configs = await pageApi<{ items: CrawlerConfig[] }>(
              page,
              `ws-yaleo/crawler-configs?searchQuery=${encodeURIComponent('/demo-verlag')}&limit=50`,
            );
            return configs.items.find((item) => item.name === site)?.crawlStatus;
          },
          { timeout: 150_000, interval: 2_000 },
        )
        .toBe('OK');
      await page.reload();
      await page
        .getByRole('button', {
          name: german('semantiq.domains.actions.resultsNamed', { name: site }),
        })
        .click();
      const results = dialogNamed(page, german('semantiq.crawl.resultsTitle', { name: site }));
      await results.getByText(`${german('semantiq.outcomes.ROBOTS')}: 10`).waitFor();
      // The German part was never planned: every page of the run is French or robots'.
      expect(await results.getByRole('row').filter({ hasText: '/demo-verlag/de/' }).count()).toBe(
        0,
      );
      await results.getByRole('row').filter({ hasText: '/demo-verlag/fr/' }).first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await results.waitFor({ state: 'hidden' });

      // The BTA feed's first page, its sponsored places marked.
      await page.goto(`${app.url}/yaleo/bta-feed`);
      await page
        .getByRole('button', {
          name: german('yaleo.feeds.actions.editNamed', { name: 'BTA-Feed Deutsch' }),
        })
        .click();
      const feed = dialogNamed(
        page,
        german('yaleo.feeds.dialog.editTitle', { name: 'BTA-Feed Deutsch' }),
      );
      const feedPreview = feed.getByRole('list', { name: german('yaleo.preview.title') });
      await expect.poll(() => feedPreview.getByRole('listitem').count()).toBe(10);
      await feedPreview
        .getByText(german('yaleo.preview.sponsored'), { exact: false })
        .first()
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');

      // The collected clicks: the summary and the list filtered by kind.
      await page.goto(`${app.url}/yaleo/collect?kind=CLICK`);
      await page.getByRole('grid', { name: german('yaleo.collect.topTitle') }).waitFor();
      const events = page.getByRole('grid', { name: german('yaleo.collect.eventsTitle') });
      await events.getByRole('row').nth(1).waitFor();
      // Each cell says its column's name first on small screens: the kind ends the cell.
      const kinds = await events.locator('tbody tr td:nth-child(2)').allTextContents();
      expect(kinds.length).toBeGreaterThan(0);
      expect(kinds.every((kind) => kind.trim().endsWith(german('yaleo.eventKinds.CLICK')))).toBe(
        true,
      );
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    },
    slack(360_000),
  );

  it('in French: saves the settings, and a second save of the old version is refused', async () => {
    const page = await app.signedIn('yaleo@example.com');
    await page.waitForURL(/\/publishers$/);
    await page.goto(`${app.url}/yaleo/settings`);
    await page.getByRole('textbox', { name: german('yaleo.settings.form.utmSource') }).waitFor();
    await switchLanguage(page, 'de', 'fr');
    await page.getByRole('button', { name: /: Français$/ }).waitFor();
    const utm = page.getByRole('textbox', { name: french('yaleo.settings.form.utmSource') });
    await utm.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await utm.fill('alpenblick-fr');
    await page.getByRole('button', { name: /^Enregistrer$/ }).click();
    await page.getByText(french('yaleo.settings.toast.saved')).first().waitFor();
    const saved = await pageApi<{ utmSource: string; version: number }>(page, 'ws-yaleo/settings');
    expect(saved.utmSource).toBe('alpenblick-fr');
    await page.context().close();
  });
});
