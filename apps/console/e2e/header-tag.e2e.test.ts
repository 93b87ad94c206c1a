import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Deal, HeaderTag } from '@adconsole/api';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  bundledText,
  german,
  pageApi,
  pickOption,
  realConsole,
  switchLanguage,
  textsOf,
} from './harness.ts';

/*
 * Header tag (issue 41) end to end, in Chromium against the real server. As an administrator,
 * in German: two bidders on the server's OpenRTB test bidder, a header tag for a demo website
 * with two placements, published; its demo page runs a real Prebid.js auction and renders the
 * winning ad (the 2.37 CHF bid); a new timeout published as version 2, then a rollback to
 * version 1 serves v1's bytes again. In English: the granularity tester (DOMAIN2 §4.4).
 * Programmatic deals: a PMP deal on a placement goes into the published tag, and the demo page's
 * auction is won under it; Xandr credentials: a password set is shown as set, never shown, and
 * the connection tested against a local fake of Xandr; custom price buckets in German and French.
 */

/**
 * Xandr's /auth and /user as far as "test connection" uses them (no network in tests): the
 * password `e2e-Geheim` signs in to member 1234.
 */
const fakeXandr = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    response.setHeader('content-type', 'application/json');
    if (request.url === '/auth') {
      const ok =
        (JSON.parse(body) as { auth: { password: string } }).auth.password === 'e2e-Geheim';
      response.statusCode = ok ? 200 : 401;
      response.end(
        JSON.stringify({ response: ok ? { status: 'OK', token: 'e2e' } : { error_id: 'NOAUTH' } }),
      );
      return;
    }
    const signedIn = request.headers.authorization === 'e2e';
    response.statusCode = signedIn ? 200 : 401;
    response.end(JSON.stringify({ response: { status: 'OK', user: { member_id: 1234 } } }));
  });
});
await new Promise<void>((done) => fakeXandr.listen(0, '127.0.0.1', done));
afterAll(() => new Promise<void>((done) => fakeXandr.close(() => done())));

const app = realConsole({
  XANDR_API_URL: `http://127.0.0.1:${(fakeXandr.address() as AddressInfo).port}`,
});
const french = (key: string, params: Record<string, string> = {}) => bundledText('fr', key, params);
const english = (key: string, params: Record<string, string> = {}) =>
  bundledText('en', key, params);
const TEST_BIDDER = '/htag/test-bidder/openrtb2';
const de = textsOf('de');
/** A select of the form by its label: the button whose name ends with it. */
const selectNamed = (page: Page, label: string) =>
  page
    .getByRole('main')
    .getByRole('button', { name: new RegExp(`${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });

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

/**
 * Types a bid into the granularity tester until it holds it: under load the form's texts of a
 * newly chosen language may arrive after the first keys and draw the tester anew.
 */
async function typeBid(bid: Locator, value: string) {
  // 25, 25.00 and the French 25,00 are the same bid.
  const number = (text: string) => Number(text.replace(',', '.').replace(/[^\d.]/g, ''));
  await expect
    .poll(async () => {
      if (number(await bid.inputValue()) !== number(value)) {
        await bid.fill(value);
        await bid.press('Tab');
      }
      return number(await bid.inputValue());
    })
    .toBe(number(value));
}

/** The header tag the first test made. */
const e2eTag = async (page: Page) =>
  (await pageApi<{ items: HeaderTag[] }>(page, 'ws-header-tag/header-tags?searchQuery=E2E'))
    .items[0] as HeaderTag;

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
    // One setting changed is one change (a stranger saw this edit counted as two).
    await page.getByText(german('headerTag.versions.pending_one', { count: '1' })).waitFor();
    await page.getByRole('button', { name: german('headerTag.versions.publish') }).click();
    await page
      .getByText(german('headerTag.versions.published', { number: '2' }))
      .first()
      .waitFor();
    const v2 = await servedFile(page, tag);
    expect(v2.body).toContain('"bidderTimeout":1500');
    expect(v2.etag).not.toBe(v1.etag);

    // Version 2's change in words, not as the configuration's path (a stranger found the raw
    // path): "Bieter-Timeout (ms): 3'000 → 1'500".
    const versionsTable = page.getByRole('grid', { name: german('headerTag.versions.title') });
    await versionsTable
      .getByText(german('headerTag.tags.form.settings.timeoutMs'), { exact: false })
      .first()
      .waitFor();
    expect(await versionsTable.textContent()).not.toContain('prebid.bidderTimeout');

    // The rollback asks first (cancelled: nothing changes), then serves v1 and restores its
    // settings: nothing is pending afterwards.
    const rollback = page.getByRole('button', {
      name: german('headerTag.versions.rollbackTo', { number: '1' }),
    });
    await rollback.click();
    const question = page.getByRole('alertdialog');
    await question
      .getByText(german('headerTag.versions.rollbackConfirm.title', { number: '1' }))
      .waitFor();
    await question.getByRole('button', { name: de.ui('ui.confirm.cancel') }).click();
    expect((await servedFile(page, tag)).etag).toBe(v2.etag);
    await rollback.click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: german('headerTag.versions.rollbackConfirm.confirm') })
      .click();
    await page
      .getByText(german('headerTag.versions.rolledBack', { number: '1' }))
      .first()
      .waitFor();
    const rolledBack = await servedFile(page, tag);
    expect(rolledBack.body).toBe(v1.body);
    expect(rolledBack.etag).toBe(v1.etag);
    await page.getByText(german('headerTag.versions.pending_other', { count: '0' })).waitFor();
    const restored = await pageApi<HeaderTag>(page, `ws-header-tag/header-tags/${tagId}`);
    expect(restored.settings.timeoutMs).toBe(3000);

    // A placement's form under the tag names the tag in its crumbs, not "Header-Tag 7".
    await page.goto(`${app.url}/header-tag/tags/${tagId}/placement`);
    await page
      .getByRole('navigation', { name: de.ui('ui.breadcrumbs') })
      .getByRole('link', { name: 'E2E Header-Tag' })
      .waitFor();
    await page.context().close();
  });

  it('with a consent platform that never answers, starts the auction after the consent timeout', async () => {
    const page = await app.signedIn('admin@example.com');
    const tag = await e2eTag(page);
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
    await typeBid(bid, '25.00');
    await expect.poll(() => bucketOf('medium').textContent()).toMatch(/\b20\.00$/);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
  it('puts an active deal into the published tag, and the demo page’s auction is won under it', async () => {
    const page = await app.signedIn('admin@example.com');
    const tag = await e2eTag(page);
    await page.goto(`${app.url}/orders/programmatic-deals/create`);
    await page.getByLabel(german('programmatic.deals.form.dealId')).fill('E2E-PMP-1');
    await page.getByLabel(german('programmatic.deals.form.name')).fill('E2E Premium PMP');
    await pickOption(
      page,
      selectNamed(page, german('programmatic.deals.form.status')),
      german('programmatic.deals.status.ACTIVE'),
    );
    await pickOption(
      page,
      selectNamed(page, german('programmatic.deals.form.headerTagId')),
      /^E2E Header-Tag/,
    );
    const placements = page.getByRole('combobox', {
      name: german('programmatic.deals.form.placementIds'),
    });
    await placements.fill('e2e-top');
    await page.getByRole('option', { name: /e2e-top/ }).click();
    await page.getByLabel(german('programmatic.deals.form.seats')).fill('beta-2.37, brand-7');
    await page.getByRole('textbox', { name: german('programmatic.deals.form.floor') }).fill('2');
    // From a day long past, without an end: running whatever day the test runs.
    const start = page.getByRole('group', {
      name: new RegExp(`^${german('programmatic.deals.form.startDate')}`),
    });
    await start.getByRole('spinbutton').first().click();
    await page.keyboard.type('01012020');
    await page.getByRole('button', { name: german('programmatic.deals.dialog.create') }).click();
    await page.waitForURL(/\/orders\/programmatic-deals\/\d+$/);
    await page.getByText(german('programmatic.deals.published.no')).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${app.url}/header-tag/tags/${tag.id}/placements`);
    await page.getByRole('button', { name: german('headerTag.versions.publish') }).click();
    await page
      .getByText(german('headerTag.versions.published', { number: '4' }))
      .first()
      .waitFor();
    const served = await servedFile(page, tag);
    expect(served.body).toContain(
      '"ortb2Imp":{"pmp":{"private_auction":0,"deals":[{"id":"E2E-PMP-1","bidfloor":2,"bidfloorcur":"CHF","at":1,"wseat":["beta-2.37","brand-7"],"ext":{"start":"2020-01-01","end":null}}]}}',
    );
    const deals = await pageApi<{ items: Deal[] }>(
      page,
      'ws-header-tag/deals?searchQuery=E2E-PMP-1',
    );
    expect(deals.items.map((deal) => [deal.dealId, deal.published])).toEqual([['E2E-PMP-1', true]]);

    // The demo page: the beta seat (2.37 CHF, over the floor of 2) bids under the deal.
    const demo = await page.context().newPage();
    await demo.goto(`${app.url}${tag.demoPath}`);
    await expect
      .poll(() => demo.locator('#e2e-top').getAttribute('data-htag-deal'), { timeout: 20_000 })
      .toBe('E2E-PMP-1');
    await expect
      .poll(() => demo.locator('#e2e-side').getAttribute('data-htag-bidder'), { timeout: 20_000 })
      .toBe('e2eBeta');
    expect(await demo.locator('#e2e-side').getAttribute('data-htag-deal')).toBeNull();
    await demo.close();

    await page.goto(`${app.url}/orders/programmatic-deals`);
    await page.getByRole('gridcell', { name: 'E2E-PMP-1' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('keeps a Xandr password write-only: shown as set, never sent back, and tests the connection', async () => {
    const page = await app.signedIn('admin@example.com');
    await page.goto(`${app.url}/admin/xandr-credentials`);
    await page.getByRole('button', { name: german('programmatic.xandr.actions.create') }).click();
    const dialog = page.getByRole('dialog');
    const environment = dialog.getByRole('button', {
      name: new RegExp(`${german('programmatic.xandr.form.environment')}$`),
    });
    // The dialog's fields load with it on demand: under a loaded CI that took over 25 s once.
    await environment.waitFor({ timeout: 60_000 });
    await pickOption(page, environment, german('programmatic.xandr.environments.PROD'));
    await dialog
      .getByRole('textbox', { name: german('programmatic.xandr.form.memberId') })
      .fill('1234');
    await dialog.getByLabel(german('programmatic.xandr.form.username')).fill('e2e-api');
    await dialog.getByLabel(german('programmatic.xandr.form.secret')).fill('e2e-Geheim');
    await dialog.getByRole('button', { name: german('programmatic.xandr.dialog.create') }).click();
    await page.getByText(german('programmatic.xandr.toast.created')).first().waitFor();
    const row = page.getByRole('row').filter({ hasText: 'e2e-api' });
    await row.getByText(german('programmatic.xandr.secret.set')).waitFor();
    expect(await page.content()).not.toContain('e2e-Geheim');
    const answer = await pageApi<{ items: Record<string, unknown>[] }>(
      page,
      'ws-header-tag/xandr-credentials',
    );
    expect(JSON.stringify(answer)).not.toContain('e2e-Geheim');
    expect(answer.items[0]).toMatchObject({ username: 'e2e-api', secretSet: true });

    await row
      .getByRole('button', {
        name: german('programmatic.xandr.actions.testNamed', { name: 'e2e-api' }),
      })
      .click();
    await page
      .getByText(german('programmatic.xandr.toast.testOk', { name: 'e2e-api' }))
      .first()
      .waitFor();
    await expect.poll(() => row.getByText(german('programmatic.xandr.never')).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('edits custom price buckets with field errors in German, and tests them in French', async () => {
    const page = await app.signedIn('admin@example.com');
    const tag = await e2eTag(page);
    await page.goto(`${app.url}/header-tag/tags/edit/${tag.id}`);
    await pickOption(
      page,
      selectNamed(page, german('headerTag.tags.form.settings.granularity.preset')),
      german('headerTag.granularity.custom'),
    );
    const bucket = (number: number) =>
      page.getByRole('group', {
        name: german('headerTag.buckets.row', { number: String(number) }),
      });
    const cell = (number: number, part: string) =>
      bucket(number).getByRole('textbox', { name: german(`headerTag.buckets.${part}`) });
    await page.getByRole('button', { name: german('headerTag.buckets.add') }).click();
    await cell(1, 'max').fill('5');
    await cell(1, 'increment').fill('0.05');
    await cell(1, 'increment').press('Tab');
    await page.getByRole('button', { name: german('headerTag.buckets.add') }).click();
    // The new bucket starts where the one before ends; 4 overlaps it.
    await expect.poll(() => cell(2, 'min').inputValue()).toMatch(/^5\.00$/);
    await cell(2, 'min').fill('4');
    await cell(2, 'max').fill('30');
    await cell(2, 'increment').fill('0.5');
    await page.getByRole('button', { name: de.forms('forms.shell.save') }).click();
    await bucket(2)
      .getByText(german('serverErrors.priceBucketsOverlap'))
      .waitFor({ timeout: 20_000 });
    expect(await axeViolations(page)).toEqual([]);
    await cell(2, 'min').fill('5');
    await cell(2, 'min').press('Tab');
    const put = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' && /header-tags\/\d+$/.test(response.url()),
      { timeout: 30_000 },
    );
    await page.getByRole('button', { name: de.forms('forms.shell.save') }).click();
    const answer = await put;
    expect(`${answer.status()} ${answer.status() === 200 ? '' : await answer.text()}`).toBe('200 ');
    await page.waitForURL(/\/header-tag\/tags\/\d+\/placements$/, { timeout: 30_000 });
    const saved = await pageApi<HeaderTag>(page, `ws-header-tag/header-tags/${tag.id}`);
    expect(saved.settings.granularity).toEqual({
      preset: 'custom',
      buckets: [
        { min: 0, max: 5, increment: 0.05, precision: 2 },
        { min: 5, max: 30, increment: 0.5, precision: 2 },
      ],
    });

    // In French: the buckets' rows and the tester's own row for them (2.37 → 2.35; 25 → 25.00).
    await page.goto(`${app.url}/header-tag/tags/edit/${tag.id}`);
    await switchLanguage(page, 'de', 'fr');
    await page
      .getByRole('group', { name: french('headerTag.buckets.row', { number: '2' }) })
      .getByRole('textbox', { name: french('headerTag.buckets.max') })
      .waitFor();
    const tester = page.getByRole('region', { name: french('headerTag.tester.title') });
    const customRow = tester
      .getByRole('row')
      .filter({ hasText: french('headerTag.granularity.custom') })
      .getByRole('gridcell')
      .nth(1);
    await expect.poll(() => customRow.textContent()).toMatch(/\b2[.,]35$/);
    const bid = tester.getByRole('textbox', { name: french('headerTag.tester.bid') });
    await typeBid(bid, '25');
    await expect.poll(() => customRow.textContent()).toMatch(/\b25[.,]00$/);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('opens every header-tag, deal and Xandr page on a screen of its own, never the area frame, and axe finds nothing', async () => {
    // The pages of routes/headerTagScreens.test.ts, each with ids of the demo data and of the
    // tests above: the screen's own content (a grid, a form, the record's facts) and not the
    // frame's "follows with views of its own".
    const page = await app.signedIn('admin@example.com');
    const tag = await e2eTag(page);
    const firstOf = async (path: string) =>
      (await pageApi<{ items: { id: number }[] }>(page, `ws-header-tag/${path}`)).items[0]?.id;
    const placementId = await firstOf(`placements?headerTagId=${tag.id}`);
    const floorRuleId = await firstOf('floor-rules');
    const tagFloorRuleId = await firstOf(`floor-rules?headerTagId=${tag.id}`);
    const bidderId = await firstOf('bidders');
    const dealId = await firstOf('deals');
    const tagPath = `/header-tag/tags/${tag.id}`;
    const paths = [
      '/header-tag/tags',
      '/header-tag/tags/create',
      `/header-tag/tags/edit/${tag.id}`,
      ...['placements', 'raw-scripts', 'disable-rules', 'dynamic-placements', 'floor-rule'].map(
        (tab) => `${tagPath}/${tab}`,
      ),
      `${tagPath}/floor-rule/create`,
      ...(tagFloorRuleId ? [`${tagPath}/floor-rule/edit/${tagFloorRuleId}`] : []),
      `${tagPath}/bidders-assign`,
      `${tagPath}/placement`,
      `${tagPath}/placement/${placementId}`,
      `${tagPath}/placement?cloneId=${placementId}`,
      '/header-tag/raw-scripts',
      '/header-tag/floor-rules',
      '/header-tag/floor-rules/create',
      `/header-tag/floor-rules/edit/${floorRuleId}`,
      '/header-tag/bidders-configs',
      '/header-tag/bidders-configs/create',
      `/header-tag/bidders-configs/edit/${bidderId}`,
      '/orders/programmatic-deals',
      '/orders/programmatic-deals/create',
      `/orders/programmatic-deals/${dealId}`,
      `/orders/programmatic-deals/edit/${dealId}`,
      '/admin/xandr-credentials',
    ];
    expect([placementId, floorRuleId, bidderId, dealId].every(Boolean)).toBe(true);
    const framed: string[] = [];
    const violations: string[] = [];
    for (const path of paths) {
      await page.goto(`${app.url}${path}`);
      // The screen's own content: a grid, a form, the record's facts, a tab, or a list's empty
      // state (the raw scripts of all tags are none in the demo data); the frame has none.
      const shown = await page
        .getByRole('main')
        .locator('[role="grid"], form, dl, [role="tabpanel"], [role="status"], p')
        .first()
        .waitFor({ timeout: 30_000 })
        .then(() => page.waitForLoadState('networkidle'))
        .then(
          () => true,
          () => false,
        );
      if (!shown || (await page.getByText(german('shell.areaPending')).count())) framed.push(path);
      violations.push(...(await axeViolations(page)).map((violation) => `${path}: ${violation}`));
    }
    expect(framed).toEqual([]);
    expect(violations).toEqual([]);
    await page.context().close();
  });
});
