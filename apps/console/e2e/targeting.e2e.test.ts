import { KEY_VALUE_LIMITS, type SemantiqDomain } from '@adconsole/api';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  bundledText,
  chooseRow,
  german,
  listGrid,
  pageApi,
  realConsole,
  runBulkAction,
  switchLanguage,
  textsOf,
} from './harness.ts';
import { slack } from './slack.ts';

/*
 * Targeting and Semantiq (issue 42) end to end, in Chromium against the real server and its demo
 * publisher site. In German, the contextual persona lands on the keywords, creates a key with
 * values, is refused `Rubrik Sport`, a value with `=` and a 201st key on their fields, and tests
 * a URL against a keyword configuration. In French, the Semantiq persona adds the demo site as a
 * domain, crawls it (robots.txt's disallowed path skipped, "robots"), sees the articles classified
 * and builds a custom audience. The admin approves a crawled article and the queue's count goes
 * down by one.
 */

const app = realConsole();
const french = (key: string, params: Record<string, string> = {}) => bundledText('fr', key, params);

/** The kit's record dialog of the page, once open. */
const dialogNamed = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/**
 * A field's error as the field itself carries it (DOMAIN2 §6.3 check 3: "refused with a field
 * error"): the field is invalid and its description (aria-describedby) says why.
 */
const fieldError = (field: Locator) =>
  field.evaluate((element) =>
    element.getAttribute('aria-invalid') === 'true'
      ? (element.getAttribute('aria-describedby') ?? '')
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
      : '',
  );

describe('targeting', () => {
  it('creates a key with values, refuses `Rubrik Sport`, a value with `=` and the 201st key, and tests a URL', async () => {
    const page = await app.signedIn('contextual@example.com');
    await page.waitForURL(/\/targeting\/keywords$/);
    await listGrid(page).getByRole('row').nth(1).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: german('targeting.keys.actions.create') }).click();
    const dialog = dialogNamed(page, german('targeting.keys.dialog.createTitle'));
    const name = dialog.getByRole('textbox', { name: german('targeting.keys.form.name') });
    const values = dialog.getByRole('textbox', { name: german('targeting.keys.form.values') });
    await name.fill('Rubrik Sport');
    await dialog
      .getByRole('textbox', { name: german('targeting.keys.form.displayName') })
      .fill('Ressort');
    await values.fill('inland\nausland');
    const create = dialog.getByRole('button', { name: german('targeting.keys.dialog.create') });
    await create.click();
    await dialog.getByText(bundledText('de', 'serverErrors.keyValueNoSpaces')).waitFor();
    // DOMAIN2 §6.3: "The key `Rubrik Sport` … refused with a field error": on the name field.
    expect(await fieldError(name)).toContain(bundledText('de', 'serverErrors.keyValueNoSpaces'));

    await name.fill('ressort');
    await values.fill('inland\na=b');
    await create.click();
    await dialog
      .getByText(
        bundledText('de', 'serverErrors.keyValueValueReserved', { value: 'a=b', character: '=' }),
      )
      .waitFor();
    // "… a value containing `=` …": on the values field.
    expect(await fieldError(values)).toContain(
      bundledText('de', 'serverErrors.keyValueValueReserved', { value: 'a=b', character: '=' }),
    );

    await values.fill('inland\nausland\nregion');
    await create.click();
    await page
      .getByText(german('targeting.keys.toast.created', { name: 'ressort' }))
      .first()
      .waitFor();

    // Up to the ad server's 200 keys through the API, then the 201st in the dialog.
    const keys = await pageApi<{ total: number }>(page, 'ws-targeting/keys?limit=1');
    for (let index = keys.total; index < KEY_VALUE_LIMITS.keysPerNetwork; index += 1) {
      await pageApi(page, 'ws-targeting/keys', {
        method: 'POST',
        body: {
          name: `e2e${index}`,
          displayName: `E2E ${index}`,
          keyType: 'FREEFORM',
          values: ['a'],
        },
      });
    }
    await page.getByRole('button', { name: german('targeting.keys.actions.create') }).click();
    await name.fill('key201');
    await dialog
      .getByRole('textbox', { name: german('targeting.keys.form.displayName') })
      .fill('Key 201');
    await values.fill('a');
    await create.click();
    await dialog
      .getByText(bundledText('de', 'serverErrors.keyLimitReached', { max: '200' }))
      .waitFor();
    // "… and a 201st key are each refused with a field error": on the name field.
    expect(await fieldError(name)).toContain(
      bundledText('de', 'serverErrors.keyLimitReached', { max: '200' }),
    );
    await dialog.getByRole('button', { name: textsOf('de').forms('forms.shell.cancel') }).click();
    // The form was typed in: leaving it unsaved is asked once.
    await page
      .getByRole('alertdialog', { name: textsOf('de').forms('forms.unsaved.title') })
      .getByRole('button', { name: textsOf('de').forms('forms.unsaved.yes') })
      .click();
    await dialog.waitFor({ state: 'hidden' });

    // The URL tester of the demo's keyword configuration.
    await page.getByRole('tab', { name: german('targeting.tabs.configs') }).click();
    await page.getByRole('link', { name: 'Kontext News – Rubriken' }).click();
    await page.waitForURL(/\/targeting\/keywords\/config\/\d+$/);
    const tester = page.getByRole('region', { name: german('targeting.tester.title') });
    await tester
      .getByRole('textbox', { name: german('targeting.tester.url') })
      .fill('https://kontextnews.at/sport/fussball/fcb-gewinnt');
    await tester.getByRole('button', { name: german('targeting.tester.test') }).click();
    await tester.getByText(german('targeting.tester.fired_other', { count: '2' })).waitFor();
    await tester.getByText('rubrik=sport; interesse=fussball').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it(
    'in French: adds the demo site, crawls it (robots.txt skipped), sees the articles classified, builds an audience',
    async () => {
      const page = await app.signedIn('semantiq@example.com');
      await page.waitForURL(/\/semantiq$/);
      await switchLanguage(page, 'de', 'fr');
      // The language is the user's once the page shows it (saved with the profile).
      await page.getByRole('button', { name: /: Français$/ }).waitFor();
      await page.getByRole('heading', { name: french('semantiq.articles.title') }).waitFor();
      await page.goto(`${app.url}/semantiq/domains`);
      await page.getByRole('button', { name: french('semantiq.domains.actions.create') }).click();
      const dialog = dialogNamed(page, french('semantiq.domains.dialog.createTitle'));
      await dialog
        .getByRole('textbox', { name: french('semantiq.domains.form.startUrl') })
        .fill(`${app.url}/demo-verlag/`);
      await dialog.getByRole('button', { name: french('semantiq.domains.dialog.create') }).click();
      const domain = `${new URL(app.url).host}/demo-verlag`;
      await page.getByRole('gridcell', { name: domain, exact: true }).waitFor();
      await page
        .getByRole('button', {
          name: french('semantiq.domains.actions.crawlNamed', { name: domain }),
        })
        .click();
      // 300 pages at robots.txt's 0.1 s: the crawl's job ends well within two minutes.
      await expect
        .poll(
          async () => {
            const domains = await pageApi<{ items: SemantiqDomain[] }>(
              page,
              `ws-semantiq/domains?searchQuery=${encodeURIComponent('/demo-verlag')}&limit=50`,
            );
            return domains.items.find((item) => item.domain === domain)?.crawlStatus;
          },
          { timeout: 150_000, interval: 2_000 },
        )
        .toBe('OK');
      await page.reload();
      await page
        .getByRole('button', {
          name: french('semantiq.domains.actions.resultsNamed', { name: domain }),
        })
        .click();
      const results = dialogNamed(page, french('semantiq.crawl.resultsTitle', { name: domain }));
      await results.getByText(`${french('semantiq.outcomes.ROBOTS')}: 10`).waitFor();
      await results.getByText(`${french('semantiq.outcomes.NON_CANONICAL')}: 10`).waitFor();
      // DOMAIN2 §6.3 check 2: "A path disallowed by robots.txt is never fetched; the log says
      // 'skipped: robots'": the newsroom's pages under /intern/ are rows skipped by robots.
      await results
        .getByRole('row')
        .filter({ hasText: '/demo-verlag/intern/' })
        .filter({ hasText: french('semantiq.outcomes.ROBOTS') })
        .first()
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await results.waitFor({ state: 'hidden' });

      // The classified articles on the dashboard: the French ones of the crawl, with categories.
      await page.goto(
        `${app.url}/semantiq/dashboard?searchQuery=${encodeURIComponent('Servette')}`,
      );
      const articles = page.getByRole('grid', { name: french('semantiq.articles.title') });
      await articles.getByRole('row').filter({ hasText: 'Sports' }).first().waitFor();

      // A custom audience from a keyword, its reach shown before saving.
      await page.goto(`${app.url}/semantiq/custom-audiences`);
      await page.getByRole('button', { name: french('semantiq.audiences.actions.create') }).click();
      const builder = dialogNamed(page, french('semantiq.audiences.dialog.createTitle'));
      await builder
        .getByRole('textbox', { name: french('semantiq.audiences.form.name') })
        .fill('Hockey romand');
      await builder
        .getByRole('textbox', { name: french('semantiq.audiences.form.keywords') })
        .fill('hockey');
      await builder
        .getByRole('textbox', { name: french('semantiq.audiences.form.outputValue') })
        .fill('hockey-romand');
      const preview = builder.getByRole('region', {
        name: french('semantiq.audiences.preview.title'),
      });
      await preview
        .getByRole('list', { name: french('semantiq.audiences.preview.samples') })
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await builder
        .getByRole('button', { name: french('semantiq.audiences.dialog.create') })
        .click();
      await page
        .getByText(french('semantiq.audiences.toast.created', { name: 'Hockey romand' }))
        .first()
        .waitFor();
      await page.context().close();
    },
    slack(360_000),
  );

  it('lets the admin approve a crawled article: the waiting count goes down by one', async () => {
    const page = await app.signedIn('admin@example.com');
    await page.goto(`${app.url}/digital-operations/approval/crawler-articles`);
    const waitingTab = page.getByRole('tab', {
      name: new RegExp(`^${german('semantiq.articleStatuses.PENDING_APPROVAL')}`),
    });
    const waiting = async () =>
      Number(/(\d+)\s*$/.exec((await waitingTab.textContent()) ?? '')?.[1]);
    await listGrid(page).getByRole('row').nth(1).waitFor();
    await expect.poll(waiting).toBeGreaterThan(0);
    const before = await waiting();
    expect(await axeViolations(page)).toEqual([]);
    await chooseRow(listGrid(page).getByRole('row').nth(1));
    await runBulkAction(page, german('semantiq.articles.actions.approve'), 1);
    await expect.poll(waiting).toBe(before - 1);
    await page.context().close();
  });
});
