import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, bundledText, german, pickOption, realConsole, toast } from './harness.ts';
import { slack } from './slack.ts';

/*
 * The CRM end to end (issue 20), the built console against the real server in headless
 * Chromium: the sales persona finds an account by search and filters, creates one after the
 * duplicate warning, adds two contacts (one through /crm/contacts/create?accountId=…&redirectTo=…,
 * landing back on the account), edits a contact and reads the change in its history, adds a
 * discount and a conversion tracker; the agency persona sees only its company's accounts; one
 * flow in French.
 */

const app = realConsole();

const button = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name, exact: true });

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Picks an option of a select (a filter's or a form's), whose button is named value, then label. */
async function choose(page: Page, scope: Page | Locator, label: string, option: string) {
  // pickOption presses again while the popup is late (a fresh clone's CI timed out here).
  await pickOption(
    page,
    scope.getByRole('button', { name: new RegExp(`${escaped(label)}\\W*$`) }),
    new RegExp(`^${escaped(option)}$`),
  );
}

/** A text field by its label (a required one's name ends in its asterisk). */
const field = (scope: Page | Locator, label: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^${escaped(label)}\\W*$`) });

/** Types the digits of a date field, from its first segment on. */
async function typeDigits(field: Locator, digits: string) {
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(digits);
}

const grid = (page: Page, name: string) => page.getByRole('grid', { name });
const rowOf = (table: Locator, text: string) => table.getByRole('row').filter({ hasText: text });

describe('the CRM', () => {
  it(
    'finds, creates and fills an account: contacts, history, discount, tracker',
    async () => {
      const page = await app.signedIn('sales@example.com');
      // Find an account by search and filters.
      await page.goto(`${app.url}/crm/accounts`);
      const accounts = grid(page, german('routes.accounts'));
      await accounts.waitFor();
      await page
        .getByRole('textbox', { name: german('crm.accounts.filters.search') })
        .fill('swiss');
      await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('swiss');
      await choose(page, page, german('crm.accounts.filters.country'), german('crm.country.CH'));
      await choose(page, page, german('crm.accounts.filters.industry'), 'Telekommunikation');
      await rowOf(accounts, 'Swisscom AG').waitFor();
      await expect.poll(() => accounts.getByRole('row').count()).toBe(2);
      await expect.poll(() => new URL(page.url()).searchParams.get('country')).toBe('CH');
      expect(await axeViolations(page)).toEqual([]);

      // Create an account: the duplicate warning first, then save anyway.
      await button(page, german('crm.accounts.actions.create')).click();
      await page
        .getByRole('heading', { name: german('crm.accounts.dialog.createTitle'), level: 1 })
        .waitFor();
      await field(page, german('crm.accounts.form.name')).fill('Swisscom Broadcast AG');
      await field(page, german('crm.accounts.form.postalCode')).fill('3048');
      await field(page, german('crm.accounts.form.city')).fill('Worblaufen');
      await choose(page, page, german('crm.accounts.form.canton'), 'BE');
      await choose(page, page, german('crm.accounts.form.legalForm'), german('crm.legalForm.AG'));
      expect(await axeViolations(page)).toEqual([]);
      await button(page, german('crm.accounts.dialog.create')).click();
      const warning = page.getByRole('alertdialog', { name: german('crm.duplicates.title') });
      await warning.getByText(/Swisscom AG, Worblaufen/).waitFor();
      await warning
        .getByText(german('crm.duplicates.reasons.NAME_AND_TOWN'), { exact: false })
        .waitFor();
      await button(warning, german('crm.duplicates.saveAnyway')).click();
      await toast(page, german('crm.accounts.toast.created', { name: 'Swisscom Broadcast AG' }));
      await page.getByRole('heading', { name: 'Swisscom Broadcast AG', level: 1 }).waitFor();
      const accountId = Number(new URL(page.url()).pathname.split('/').at(-1));
      expect(accountId).toBeGreaterThan(0);

      // The first contact from the account's contacts tab (create?accountId=…&redirectTo=…).
      await page.getByRole('tab', { name: german('crm.tabs.contacts') }).click();
      const contactsLabel = german('crm.contacts.listOf', { name: 'Swisscom Broadcast AG' });
      await button(page, german('crm.contacts.actions.create')).click();
      await page.waitForURL((url) => url.pathname === '/crm/contacts/create');
      // The router writes its search values as JSON ("107"); a plain 107 works too (below).
      expect(new URL(page.url()).searchParams.get('accountId')).toMatch(
        new RegExp(`^"?${accountId}"?$`),
      );
      await page.getByRole('combobox', { name: german('crm.contacts.form.accountId') }).waitFor();
      expect(
        await page
          .getByRole('combobox', { name: german('crm.contacts.form.accountId') })
          .inputValue(),
      ).toBe('Swisscom Broadcast AG');
      await choose(page, page, german('crm.contacts.form.salutation'), german('crm.salutation.MS'));
      await field(page, german('crm.contacts.form.firstName')).fill('Nadine');
      await field(page, german('crm.contacts.form.lastName')).fill('Zaugg');
      await field(page, german('crm.contacts.form.jobTitle')).fill('Leiterin Kommunikation');
      await field(page, german('crm.contacts.form.email')).fill('nadine.zaugg@broadcast.example');
      await button(page, german('crm.contacts.dialog.create')).click();
      await toast(page, german('crm.contacts.toast.created', { name: 'Nadine Zaugg' }));
      await page.waitForURL((url) => url.pathname === `/crm/accounts/${accountId}`);
      await rowOf(grid(page, contactsLabel), 'Nadine Zaugg').waitFor();

      // The second one by the address a link from elsewhere would use.
      const back = `/crm/accounts/${accountId}?tab=contacts`;
      await page.goto(
        `${app.url}/crm/contacts/create?accountId=${accountId}&redirectTo=${encodeURIComponent(back)}`,
      );
      await field(page, german('crm.contacts.form.firstName')).fill('Beat');
      await field(page, german('crm.contacts.form.lastName')).fill('Wenger');
      await button(page, german('crm.contacts.dialog.create')).click();
      await toast(page, german('crm.contacts.toast.created', { name: 'Beat Wenger' }));
      await page.waitForURL((url) => url.pathname === `/crm/accounts/${accountId}`);
      const contacts = grid(page, contactsLabel);
      await rowOf(contacts, 'Beat Wenger').waitFor();
      await rowOf(contacts, 'Nadine Zaugg').waitFor();

      // Edit a contact, then read the change in its history.
      await rowOf(contacts, 'Nadine Zaugg')
        .getByRole('link', { name: 'Nadine Zaugg', exact: true })
        .click();
      await page.waitForURL((url) => url.pathname.startsWith('/crm/contacts/edit/'));
      const contactId = Number(new URL(page.url()).pathname.split('/').at(-1));
      await field(page, german('crm.contacts.form.jobTitle')).fill('Head of Communications');
      await button(page, 'Speichern').click();
      await toast(page, german('crm.contacts.toast.updated', { name: 'Nadine Zaugg' }));
      await page.waitForURL((url) => url.pathname === `/crm/accounts/${accountId}`);
      await page
        .getByRole('link', {
          name: german('crm.contacts.actions.historyNamed', { name: 'Nadine Zaugg' }),
        })
        .click();
      await page.waitForURL((url) => url.pathname === `/crm/contacts/history/${contactId}`);
      const history = grid(page, german('crm.history.title', { name: 'Nadine Zaugg' }));
      const change = rowOf(history, german('crm.contacts.form.jobTitle'));
      await change.getByText('Leiterin Kommunikation').waitFor();
      await change.getByText('Head of Communications').waitFor();
      await change.getByText('Simon Verkauf').waitFor();
      // Freshly loaded: the save's notice leaves labelled-by-nothing images behind (ui's toasts).
      await page.reload();
      await change.getByText('Simon Verkauf').waitFor();
      expect(await axeViolations(page)).toEqual([]);

      // A discount in the account's discounts tab.
      await page.goto(`${app.url}/crm/accounts/${accountId}?tab=discounts`);
      await button(page, german('crm.discounts.actions.create')).click();
      const dialog = page.getByRole('dialog', { name: german('crm.discounts.dialog.createTitle') });
      await choose(
        page,
        dialog,
        german('crm.discounts.form.kind'),
        german('crm.discountKind.VOLUME'),
      );
      await dialog
        .getByRole('textbox', { name: german('crm.discounts.form.percentage') })
        .fill('12.5');
      // Issue 37: the discount's product, one of the chosen ad medium's.
      const selectOf = (label: string) =>
        dialog.getByRole('button', { name: new RegExp(`${german(label)}$`) });
      await selectOf('crm.discounts.form.adMediumId').click();
      await page.getByRole('option').first().click();
      await selectOf('crm.discounts.form.productId').click();
      const product = page.getByRole('option').first();
      const productName = ((await product.textContent()) ?? '').trim();
      expect(productName).not.toBe('');
      await product.click();
      await typeDigits(
        dialog.getByRole('group', { name: german('crm.discounts.form.validFrom') }),
        '01012027',
      );
      await button(dialog, german('crm.discounts.dialog.create')).click();
      await toast(
        page,
        german('crm.discounts.toast.created', { name: 'Swisscom Broadcast AG 12.50 %' }),
      );
      const discounts = grid(
        page,
        german('crm.discounts.listOf', { name: 'Swisscom Broadcast AG' }),
      );
      const discount = rowOf(discounts, german('crm.discountKind.VOLUME'));
      await discount.getByText('12.50%').waitFor();
      await discount.getByText('01.01.2027').waitFor();
      await discount.getByText(productName).first().waitFor();

      // A conversion tracker, on its own page and back to the tab.
      await page.getByRole('tab', { name: german('crm.tabs.trackers') }).click();
      await button(page, german('crm.trackers.actions.create')).click();
      await page.waitForURL((url) => url.pathname.endsWith('/conversion-tracker/create'));
      await field(page, german('crm.trackers.form.name')).fill('Bestellung abgeschlossen');
      await field(page, german('crm.trackers.form.url')).fill(
        'https://secure.adnxs.com/px?id=481516&t=1',
      );
      await button(page, german('crm.trackers.dialog.create')).click();
      await toast(page, german('crm.trackers.toast.created', { name: 'Bestellung abgeschlossen' }));
      await page.waitForURL((url) => url.pathname === `/crm/accounts/${accountId}`);
      await rowOf(
        grid(page, german('crm.trackers.listOf', { name: 'Swisscom Broadcast AG' })),
        'Bestellung abgeschlossen',
      ).waitFor();
      await page.context().close();
    },
    slack(90_000),
  );

  it('shows the agency persona only its own company’s accounts', async () => {
    const page = await app.signedIn('agency@example.com');
    await page.goto(`${app.url}/crm/accounts?status=ALL`);
    const accounts = grid(page, german('routes.accounts'));
    await rowOf(accounts, 'Autohaus Nord GmbH').waitFor();
    expect(await rowOf(accounts, 'Swisscom AG').count()).toBe(0);
    await page.getByRole('textbox', { name: german('crm.accounts.filters.search') }).fill('Migros');
    await page.getByText('Es gibt keine Einträge').first().waitFor();
    await page.context().close();
  });

  // Issue 33 point 1: phone "abc", postal code "12" and website "velo" were saved. The form
  // says each field's refusal in the reader's language (the server's keyed messages).
  it('refuses a phone, postal code and website that are none, on their fields, in French', async () => {
    const page = await app.signedIn('sales@example.com');
    const fr = (key: string, params: Record<string, string> = {}) => bundledText('fr', key, params);
    await page.goto(`${app.url}/crm/accounts/create`);
    await page.getByRole('button', { name: 'Sprache: Deutsch' }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await page
      .getByRole('heading', { name: fr('crm.accounts.dialog.createTitle'), level: 1 })
      .waitFor();
    await field(page, fr('crm.accounts.form.name')).fill('Velo Unsinn Sàrl');
    await field(page, fr('crm.accounts.form.postalCode')).fill('12');
    await field(page, fr('crm.accounts.form.website')).fill('velo');
    await field(page, fr('crm.accounts.form.phone')).fill('abc');
    await button(page, fr('crm.accounts.dialog.create')).click();
    const duplicates = page.getByRole('alertdialog', { name: fr('crm.duplicates.title') });
    const error = (name: string) =>
      page.getByText(bundledText('fr', `serverErrors.${name}`), { exact: true });
    await Promise.race([
      error('phoneNumber').waitFor(),
      duplicates.waitFor().then(() => button(duplicates, fr('crm.duplicates.saveAnyway')).click()),
    ]);
    await error('phoneNumber').waitFor();
    await error('website').waitFor();
    await error('postalCodeOfCountry').waitFor();
    expect(new URL(page.url()).pathname).toBe('/crm/accounts/create');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  // Issue 33 point 2: an account's tabs at 390 px ran off the screen with no way to reach them.
  it('puts the account tabs that do not fit a phone into "More", reachable by keyboard', async () => {
    const page = await app.signedIn('sales@example.com');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${app.url}/crm/accounts?search=swisscom`);
    await grid(page, german('routes.accounts')).getByRole('link', { name: 'Swisscom AG' }).click();
    const tabs = page.getByRole('tablist');
    await tabs.waitFor();
    const more = page.getByRole('button', { name: 'Mehr' });
    await more.waitFor();
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    for (const tab of await tabs.getByRole('tab').all()) {
      const box = await tab.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
    }
    await more.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    const last = menu.getByRole('menuitem').last();
    const name = (await last.textContent()) ?? '';
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.getByRole('tab', { name, selected: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('works in French: the accounts filtered by country, a contact changed', async () => {
    const page = await app.signedIn('sales@example.com');
    const fr = (key: string, params: Record<string, string> = {}) => bundledText('fr', key, params);
    await page.goto(`${app.url}/crm/accounts`);
    await page.getByRole('button', { name: 'Sprache: Deutsch' }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await page.getByRole('heading', { name: fr('routes.accounts'), level: 1 }).waitFor();
    await page.getByRole('textbox', { name: fr('crm.accounts.filters.search') }).fill('Palexpo');
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('Palexpo');
    await choose(page, page, fr('crm.accounts.filters.country'), fr('crm.country.CH'));
    const accounts = grid(page, fr('routes.accounts'));
    await rowOf(accounts, 'Palexpo SA').getByRole('link', { name: 'Palexpo SA' }).click();
    await page.getByRole('tab', { name: fr('crm.tabs.contacts') }).click();
    const contacts = grid(
      page,
      fr('crm.contacts.listOf', { name: 'Palexpo SA, Le Grand-Saconnex' }),
    );
    await contacts.getByRole('row').nth(1).getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/crm/contacts/edit/'));
    await choose(page, page, fr('crm.contacts.form.language'), fr('crm.language.fr'));
    const firstName = await field(page, fr('crm.contacts.form.firstName')).inputValue();
    const lastName = await field(page, fr('crm.contacts.form.lastName')).inputValue();
    await button(page, 'Enregistrer').click();
    await toast(page, fr('crm.contacts.toast.updated', { name: `${firstName} ${lastName}` }));
    await page.getByRole('tab', { name: fr('crm.tabs.contacts'), selected: true }).waitFor();
    await page.context().close();
  });
});
