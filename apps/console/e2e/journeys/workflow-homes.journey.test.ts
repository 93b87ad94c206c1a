import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { german, journeyConsole } from '../harness.ts';

const app = journeyConsole();

/** The total the list's pager states ("1–20 von 1'234"), once it shows. */
async function listTotal(page: Page): Promise<number> {
  const range = page.getByRole('navigation', { name: 'Seitennavigation' }).locator('p').first();
  await range.waitFor();
  const match = /von ([\d']+)/.exec((await range.textContent()) ?? '');
  return Number((match?.[1] ?? 'NaN').replace(/'/g, ''));
}

/** The number a home link starts with ("1'234 Print-Positionen bereit zum Pushen"). */
const leadingNumber = (text: string) =>
  Number((/^([\d']+)/.exec(text.trim())?.[1] ?? 'NaN').replace(/'/g, ''));

// Issue 33 "A home per role": ops, print ops and postal logistics land on /sales, which shows
// what waits today in their lists; a count leads into the list, which shows the same total.
describe('each workflow role starts the day on its home (issue 33)', () => {
  it.each([
    ['ops@example.com', 'digital', 2, /^\/digital-operations\//],
    ['printops@example.com', 'print', 3, /^\/print-operations\/print\//],
    [
      'postnetz@example.com',
      'dispatch',
      2,
      /^\/analog-operations\/inventory-management\/dispatch\//,
    ],
    // Issue 38: finance's home said nothing waited despite 43 overdue invoices.
    // Session 10: and the credit notes waiting for a second person (finance holds compliance).
    ['finance@example.com', 'finances', 4, /^\/(finances|compliance)\//],
  ] as const)(
    '%s lands on its home, follows a count and finds the same total',
    async (email, group, links, listPath) => {
      const page = await app.signedIn(email);
      await page.waitForURL((url) => url.pathname === '/sales');
      await page.getByRole('heading', { name: german('routes.home'), level: 1 }).waitFor();
      const counts = page.getByRole('region', { name: german(`home.groups.${group}`) });
      await counts.waitFor();
      // No frame anywhere: not on the home, not behind any entry of the navigation.
      expect(await page.getByText(german('shell.areaPending')).count()).toBe(0);
      const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
      const entries = await navigation
        .getByRole('link')
        .evaluateAll((anchors) =>
          anchors.map((anchor) => (anchor as HTMLAnchorElement).getAttribute('href') ?? ''),
        );
      expect(entries.length).toBeGreaterThan(0);
      for (const href of entries) {
        await page.goto(`${app.url}${href}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        expect(await page.getByText(german('shell.areaPending')).count(), href).toBe(0);
      }

      await page.goto(`${app.url}/sales`);
      await counts.waitFor();
      const texts = await counts.getByRole('link').allTextContents();
      expect(texts).toHaveLength(links);
      const numbers = texts.map(leadingNumber);
      for (const number of numbers) expect(Number.isInteger(number)).toBe(true);
      const chosen = numbers.findIndex((number) => number > 0);
      expect(chosen, `${email} has work waiting on the full data`).toBeGreaterThanOrEqual(0);
      await counts.getByRole('link').nth(chosen).click();
      await page.waitForURL((url) => listPath.test(url.pathname));
      await expect.poll(() => listTotal(page), { timeout: 20_000 }).toBe(numbers[chosen]);
      await page.context().close();
    },
    180_000,
  );
});

// Issue 33 point 2: an agency user opening an account was sent to /403 by the activity tab's
// call. The page now offers only the tabs the agency's roles open.
describe('the agency opens an account page (issue 33 point 2)', () => {
  it('shows the account without the activity and comment tabs, and no call is refused', async () => {
    const page = await app.signedIn('agency@example.com');
    await page.waitForURL((url) => url.pathname === '/orders/campaigns');
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(response.url());
    });
    await page.goto(`${app.url}/crm/accounts`);
    const firstAccount = page.getByRole('row').nth(1).getByRole('link').first();
    await firstAccount.waitFor();
    const name = ((await firstAccount.textContent()) ?? '').trim();
    await firstAccount.click();
    await page.waitForURL((url) => /^\/crm\/accounts\/\d+$/.test(url.pathname));
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    const tabs = page.getByRole('tablist');
    await tabs.getByRole('tab', { name: german('crm.tabs.campaigns') }).waitFor();
    expect(await tabs.getByRole('tab', { name: german('activities.tabs.activity') }).count()).toBe(
      0,
    );
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toMatch(/^\/crm\/accounts\/\d+$/);
    expect(refused).toEqual([]);
    await page.context().close();
  });
});
