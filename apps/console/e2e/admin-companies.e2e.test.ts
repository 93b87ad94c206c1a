import { describe, expect, it } from 'vitest';
import { axeViolations, german, realConsole } from './harness.ts';

/*
 * A company's read-only tabs (spec 1 §2.3: "its websites, accounts and contacts (read-only)"):
 * each tab is the company's list under its own columns (issue 34: one ReadOnlyTab for the three).
 */

const app = realConsole();

describe("a company's read-only tabs", () => {
  it('lists the websites, accounts and contacts of the company, each in its columns', async () => {
    const admin = await app.signedIn('admin@example.com');
    await admin.goto(`${app.url}/admin/companies`);
    await admin.getByRole('heading', { name: german('routes.companies'), level: 1 }).waitFor();
    await admin.getByRole('grid').first().locator('tbody tr a').first().click();
    await admin.waitForURL((url) => /^\/admin\/companies\/\d+$/.test(url.pathname));
    const company = new URL(admin.url()).pathname;
    for (const [tab, column] of [
      ['websites', 'companies.websites.columns.domain'],
      ['accounts', 'companies.accounts.columns.countryCode'],
      ['contacts', 'companies.contacts.columns.accountName'],
    ] as const) {
      await admin.getByRole('tab', { name: german(`routes.tab.${tab}`), exact: true }).click();
      await admin.waitForURL((url) => url.pathname === `${company}/${tab}`);
      await admin.getByRole('columnheader', { name: german(column) }).waitFor();
      expect(await axeViolations(admin)).toEqual([]);
    }
    await admin.context().close();
  });
});
