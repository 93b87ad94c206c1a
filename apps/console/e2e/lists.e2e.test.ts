import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { german, pageApi, sharedConsole, textsOf } from './harness.ts';

/*
 * The list kit's behaviour for every list (issue 33), on campaign management and the digital
 * orders: a loading state until the first page is there, one list call per opening and none
 * from a list being left, and a search that finds its rows only in another tab says where.
 */

const app = sharedConsole();
const ui = textsOf('de').ui;
const management = '/digital-operations/campaign-management';
const managementCall = /\/api\/ws-operations\/campaigns\/[A-Z_]+\?/;
const ordersCall = /\/api\/ws-order\/positions\/digital-positions\/[A-Z_]+\?/;

/** Follows a link of the navigation, as a user does (no reload). */
const openFromNavigation = (page: Page, name: string) =>
  page.getByRole('navigation').getByRole('link', { name, exact: true }).first().click();

describe('the lists of the kit', () => {
  it('show a loading state until the first page is there: no "0 of 0" and no "no entries" before the answer', async () => {
    const page = await app.signedIn('ops@example.com');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let heard = false;
    await page.route(managementCall, async (route: Route) => {
      heard = true;
      await held;
      await route.continue();
    });
    await page.goto(`${app.url}${management}/READY_TO_PUSH`);
    await expect.poll(() => heard).toBe(true);
    const main = page.getByRole('main');
    await main.getByRole('status', { name: ui('ui.loading') }).waitFor();
    expect(await main.getByText(/^0–0 /).count()).toBe(0);
    expect(await main.getByText(ui('ui.empty')).count()).toBe(0);
    expect(await main.getByRole('navigation', { name: ui('ui.pagination.label') }).count()).toBe(0);
    release();
    await page.getByRole('grid').first().locator('tbody tr').first().waitFor();
    await main.getByRole('navigation', { name: ui('ui.pagination.label') }).waitFor();
    await page.context().close();
  });

  it('asks for a list once per opening, and a list being left asks for nothing', async () => {
    const page = await app.signedIn('ops@example.com');
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (managementCall.test(url) || ordersCall.test(url)) calls.push(new URL(url).pathname);
    });
    const answered = (call: RegExp) =>
      page.waitForResponse((response) => call.test(response.url()));
    const orders = answered(ordersCall);
    await page.goto(`${app.url}/orders/digital/RUNNING`);
    await orders;
    await page.getByRole('grid').first().locator('tbody tr').first().waitFor();
    // Whatever else the opening would ask for has been asked by now.
    await page.waitForTimeout(1500);
    expect(calls).toEqual(['/api/ws-order/positions/digital-positions/RUNNING']);
    calls.length = 0;
    const positions = answered(managementCall);
    await openFromNavigation(page, german('routes.campaignManagement'));
    await page.waitForURL(/campaign-management\/READY_TO_PUSH/);
    await positions;
    await page.getByRole('grid').first().locator('tbody tr').first().waitFor();
    await page.waitForTimeout(1500);
    expect(calls).toEqual(['/api/ws-operations/campaigns/READY_TO_PUSH']);
    await page.context().close();
  });

  it('says in which tab a search found its rows, with a link there, instead of "no entries"', async () => {
    const page = await app.signedIn('ops@example.com');
    // A campaign whose positions run, none of them ready to push.
    const running = await pageApi<{ items: { campaign: { name: string } }[] }>(
      page,
      'ws-operations/campaigns/RUNNING?page=0&limit=50',
    );
    let found: { name: string; count: number } | undefined;
    for (const { name } of running.items.map((row) => row.campaign)) {
      const counts = await pageApi<Record<string, number>>(
        page,
        `ws-operations/campaign-positions/counts?searchQuery=${encodeURIComponent(name)}`,
      );
      if ((counts.READY_TO_PUSH ?? 0) === 0 && (counts.RUNNING ?? 0) > 0) {
        found = { name, count: counts.RUNNING ?? 0 };
        break;
      }
    }
    if (!found) throw new Error('no running campaign without positions ready to push');
    await page.goto(
      `${app.url}${management}/READY_TO_PUSH?searchQuery=${encodeURIComponent(found.name)}`,
    );
    const main = page.getByRole('main');
    await main.getByText(german('kit.list.otherTabs')).waitFor();
    const link = main.getByRole('link', {
      name: `${german('statuses.RUNNING')} (${found.count})`,
    });
    await link.click();
    await page.waitForURL(/campaign-management\/RUNNING\?searchQuery=/);
    await page.getByRole('grid').first().locator('tbody tr').first().waitFor();
    await page.context().close();
  });
});
