import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { german, journeyConsole } from '../harness.ts';

const app = journeyConsole();

/** The list calls (not the tab counts) a page makes to `path` while `action` runs. */
async function listCalls(page: Page, path: string, action: () => Promise<void>) {
  const calls: string[] = [];
  const onRequest = (request: { url: () => string }) => {
    const url = new URL(request.url());
    if (url.pathname === path) calls.push(url.search);
  };
  page.on('request', onRequest);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  return calls;
}

// Issue 33, points 17 and 21, on the full demo data: the lists of a staff user's day.
describe('lists on the full demo data', () => {
  it('fetches a list once when its first-visit filter applies (tasks: assigned to me)', async () => {
    const page = await app.signedIn('sales@example.com');
    await page.waitForURL((url) => url.pathname === '/sales');
    const calls = await listCalls(page, '/api/ws-funnel/tasks', async () => {
      await page.goto(`${app.url}/sales/tasks`);
      // The rows, not only the heading: on a busy machine the network was idle while the
      // list's own code still loaded, and no call had been made yet (stop 57's CI).
      await page.getByRole('grid').getByRole('row').nth(1).waitFor();
    });
    // Before the fix: once with the defaults, then again with assigneeId once the URL was
    // rewritten.
    expect(calls).toHaveLength(1);
    expect(calls[0]).toContain('assigneeId=');
    await page.context().close();
  });

  it('says in which tabs a search found rows, and offers to reset remembered filters', async () => {
    const page = await app.signedIn('admin@example.com');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    const grid = page.getByRole('grid');
    // An archived campaign: the running tab (where the list opens) does not hold it.
    await page.goto(`${app.url}/orders/campaigns?status=ARCHIVED`);
    const name = (
      (await grid.getByRole('row').nth(1).getByRole('link').first().textContent()) ?? ''
    ).trim();
    expect(name).not.toBe('');

    // Opened again without parameters, the list says its tab came from memory; reset.
    await page.goto(`${app.url}/orders/campaigns`);
    await page.getByText(german('kit.list.remembered')).waitFor();
    await page.getByRole('button', { name: german('kit.list.reset') }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');

    const search = page.getByLabel(german('orders.filters.search'));
    await search.fill(name);
    await page.getByText(german('kit.list.otherTabs')).waitFor();
    const archivedTab = page.getByRole('link', {
      name: new RegExp(`^${german('statuses.ARCHIVED')} \\(\\d+\\)$`),
    });
    await archivedTab.click();
    await grid.getByRole('row').filter({ hasText: name }).first().waitFor();

    // Back later without parameters: the remembered search and tab come back, and say so.
    await page.goto(`${app.url}/crm/accounts`);
    await page.goto(`${app.url}/orders/campaigns`);
    await page.getByText(german('kit.list.remembered')).waitFor();
    await expect.poll(() => search.inputValue()).toBe(name);
    await page.getByRole('button', { name: german('kit.list.reset') }).click();
    await expect.poll(() => search.inputValue()).toBe('');
    await expect.poll(() => new URL(page.url()).search).toBe('');
    expect(await page.getByText(german('kit.list.remembered')).count()).toBe(0);
    await page.context().close();
  });
});
