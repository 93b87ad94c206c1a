import type { HeaderTag } from '@adconsole/api';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  bundledText,
  german,
  pageApi,
  pickOption,
  realConsole,
  textsOf,
} from './harness.ts';

/*
 * Header tag (issue 41) end to end, in Chromium against the real server. As an administrator,
 * in German: two bidders on the server's OpenRTB test bidder, a header tag for a demo website
 * with two placements, published; its demo page runs a real Prebid.js auction and renders the
 * winning ad (the 2.37 CHF bid); a new timeout published as version 2, then a rollback to
 * version 1 serves v1's bytes again. In English: the granularity tester (DOMAIN2 §4.4).
 */

const app = realConsole();
const english = (key: string, params: Record<string, string> = {}) =>
  bundledText('en', key, params);
const TEST_BIDDER = '/htag/test-bidder/openrtb2';
const de = textsOf('de');
/** A select of the form by its label: the button whose name ends with it. */
const selectNamed = (page: Page, label: string) =>
  page.getByRole('main').getByRole('button', { name: new RegExp(`${label}$`) });

async function createBidder(page: Page, adapter: string, alias: string) {
  await page.goto(`${app.url}/header-tag/bidders-configs/create`);
  await pickOption(page, selectNamed(page, german('headerTag.bidders.form.bidderCode')), adapter);
  await page.getByLabel(german('headerTag.bidders.form.alias')).fill(alias);
  await page.getByRole('button', { name: german('headerTag.bidders.dialog.create') }).click();
  await page.getByText(german('headerTag.bidders.toast.created')).first().waitFor();
}

async function createPlacement(page: Page, tagId: number, code: string, sizes: string) {
  await page.goto(`${app.url}/header-tag/tags/${tagId}/placement`);
  await page.getByLabel(german('headerTag.placements.form.code')).fill(code);
  await page.getByLabel(german('headerTag.placements.form.name')).fill(code);
  await page.getByLabel(german('headerTag.placements.form.sizes')).fill(sizes);
  for (const [bidder, sid] of [
    ['e2eAlpha', 'alpha-1.85'],
    ['e2eBeta', 'beta-2.37'],
  ] as const) {
    await page
      .getByLabel(german('headerTag.placements.form.params', { bidder }))
      .fill(JSON.stringify({ endpoint: TEST_BIDDER, sid, token: 'e2e' }));
  }
  await page.getByRole('button', { name: german('headerTag.placements.dialog.create') }).click();
  await page.getByText(german('headerTag.placements.toast.created')).first().waitFor();
}

/** The test bidder's ads rendered in any frame of the page. */
async function adTexts(page: Page) {
  const texts: string[] = [];
  for (const frame of page.frames())
    texts.push(
      ...(await frame
        .locator('[data-test-ad]')
        .allTextContents()
        .catch(() => [])),
    );
  return texts;
}

const servedFile = async (page: Page, tag: HeaderTag) => {
  const answer = await page.request.get(`${app.url}${tag.tagPath}`);
  return { status: answer.status(), etag: answer.headers().etag, body: await answer.text() };
};

describe('header tag', () => {
  it('creates a tag with two placements and two bidders, publishes it and the demo page renders the winning ad; v2, rollback to v1 byte for byte', async () => {
    const page = await app.signedIn('admin@example.com');
    await createBidder(page, 'rixengine', 'e2eAlpha');
    await createBidder(page, 'algorix', 'e2eBeta');

    await page.goto(`${app.url}/header-tag/tags/create`);
    await page.getByLabel(german('headerTag.tags.form.name')).fill('E2E Header-Tag');
    await pickOption(page, selectNamed(page, german('headerTag.tags.form.websiteId')), /\(/);
    await page.getByRole('button', { name: german('headerTag.tags.dialog.create') }).click();
    await page.waitForURL(/\/header-tag\/tags\/\d+\/placements$/);
    const tagId = Number(/tags\/(\d+)\//.exec(page.url())?.[1]);
    await createPlacement(page, tagId, 'e2e-top', '994x250, 728x90');
    await createPlacement(page, tagId, 'e2e-side', '300x600, 300x250');

    await page.goto(`${app.url}/header-tag/tags/${tagId}/placements`);
    await page.getByRole('gridcell', { name: 'e2e-side' }).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: german('headerTag.versions.publish') }).click();
    await page
      .getByText(german('headerTag.versions.published', { number: '1' }))
      .first()
      .waitFor();

    const tag = await pageApi<HeaderTag>(page, `ws-header-tag/header-tags/${tagId}`);
    expect(tag.liveVersion).toBe(1);
    const v1 = await servedFile(page, tag);
    expect(v1.status).toBe(200);
    expect(v1.body).toContain('"bidderTimeout":3000');

    // The demo page: a real auction against the test bidder, the highest bid rendered.
    const demo = await page.context().newPage();
    await demo.goto(`${app.url}${tag.demoPath}`);
    for (const code of ['e2e-top', 'e2e-side']) {
      const slot = demo.locator(`#${code}`);
      await expect
        .poll(() => slot.getAttribute('data-htag-bidder'), { timeout: 20_000 })
        .toBe('e2eBeta');
      expect(await slot.getAttribute('data-htag-pb')).toBe('2.30');
    }
    // The ads themselves, in the frames Prebid's renderer made: the 2.37 CHF bid in each slot.
    await expect
      .poll(() => adTexts(demo), { timeout: 20_000 })
      .toEqual(['beta-2.37 · 2.37 CHF', 'beta-2.37 · 2.37 CHF']);
    await demo.close();

    // A new timeout: saved, not served until version 2 is published.
    await page.goto(`${app.url}/header-tag/tags/edit/${tagId}`);
    const timeout = page.getByRole('textbox', {
      name: german('headerTag.tags.form.settings.timeoutMs'),
    });
    await timeout.fill('1500');
    await page.getByRole('button', { name: de.forms('forms.shell.save') }).click();
    await page.waitForURL(/\/header-tag\/tags\/\d+\/placements$/);
    expect((await servedFile(page, tag)).body).toBe(v1.body);
    await page.getByText(german('headerTag.versions.pending_other', { count: '2' })).waitFor();
    await page.getByRole('button', { name: german('headerTag.versions.publish') }).click();
    await page
      .getByText(german('headerTag.versions.published', { number: '2' }))
      .first()
      .waitFor();
    const v2 = await servedFile(page, tag);
    expect(v2.body).toContain('"bidderTimeout":1500');
    expect(v2.etag).not.toBe(v1.etag);

    await page
      .getByRole('button', { name: german('headerTag.versions.rollbackTo', { number: '1' }) })
      .click();
    await page
      .getByText(german('headerTag.versions.rolledBack', { number: '1' }))
      .first()
      .waitFor();
    const rolledBack = await servedFile(page, tag);
    expect(rolledBack.body).toBe(v1.body);
    expect(rolledBack.etag).toBe(v1.etag);
    await page.context().close();
  });

  it('with a consent platform that never answers, starts the auction after the consent timeout', async () => {
    const page = await app.signedIn('admin@example.com');
    const tags = await pageApi<{ items: HeaderTag[] }>(
      page,
      'ws-header-tag/header-tags?searchQuery=E2E',
    );
    const tag = tags.items[0] as HeaderTag;
    await page.goto(`${app.url}/header-tag/tags/edit/${tag.id}`);
    await page
      .getByRole('textbox', { name: german('headerTag.tags.form.settings.consent.timeoutMs') })
      .fill('2500');
    await page.getByRole('button', { name: de.forms('forms.shell.save') }).click();
    await page.waitForURL(/\/header-tag\/tags\/\d+\/placements$/);
    await page.getByRole('button', { name: german('headerTag.versions.publish') }).click();
    await page
      .getByText(german('headerTag.versions.published', { number: '3' }))
      .first()
      .waitFor();
    const served = await servedFile(page, tag);
    expect(served.body).toContain('"consentManagement":{"gdpr":{"cmpApi":"iab","timeout":2500');

    const renderedAfter = async (query: string) => {
      const demo = await page.context().newPage();
      const started = Date.now();
      await demo.goto(`${app.url}${tag.demoPath}${query}`);
      await demo
        .locator('#e2e-top[data-htag-bidder]')
        .waitFor({ state: 'attached', timeout: 30_000 });
      const elapsed = Date.now() - started;
      await demo.close();
      return elapsed;
    };
    // A silent CMP: the auction waits for the consent timeout, then runs without consent.
    expect(await renderedAfter('?cmp=silent')).toBeGreaterThanOrEqual(2500);
    // The answering stub of the demo page: no wait.
    expect(await renderedAfter('')).toBeLessThan(2500);
    await page.context().close();
  });

  it('shows the granularity tester in English: 2.37 is medium 2.30, dense 2.37, auto 2.35; 25.00 is medium 20.00', async () => {
    const page = await app.signedIn('admin@example.com');
    await page.goto(`${app.url}/header-tag/tags/create`);
    await page.getByRole('button', { name: /: Deutsch$/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    const tester = page.getByRole('region', { name: english('headerTag.tester.title') });
    const bucketOf = (preset: string) =>
      tester
        .getByRole('row')
        .filter({ hasText: english(`headerTag.granularity.${preset}`) })
        .getByRole('gridcell')
        .nth(1);
    await expect.poll(() => bucketOf('medium').textContent()).toMatch(/\b2\.30$/);
    expect(await bucketOf('dense').textContent()).toMatch(/\b2\.37$/);
    expect(await bucketOf('auto').textContent()).toMatch(/\b2\.35$/);
    const bid = tester.getByRole('textbox', { name: english('headerTag.tester.bid') });
    await bid.fill('25.00');
    await bid.press('Tab');
    await expect.poll(() => bucketOf('medium').textContent()).toMatch(/\b20\.00$/);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
