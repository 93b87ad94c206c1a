import { LABEL_TYPES } from '@adconsole/api';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, german, realConsole, toast } from './harness.ts';
import { slack } from './slack.ts';

/*
 * Label management end to end (issue 9): the built console against the real server in
 * headless Chromium, in German. The persona who may open each screen creates, edits,
 * deactivates and reactivates a label; the others get not-found.
 */

const app = realConsole();

/** The type filter's button, named by its value and then its label. */
const typeFilter = (page: Page) =>
  page
    .getByRole('search')
    .getByRole('button', { name: new RegExp(`${german('labels.filters.type')}$`) });

const rowOf = (page: Page, name: string) =>
  page.getByRole('grid').getByRole('row').filter({ hasText: name });

async function openList(page: Page, path: string, title: string) {
  await page.goto(`${app.url}${path}`);
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
  await page.getByRole('grid').waitFor();
}

/** The whole life of a label: create, edit, deactivate (gone, then shown with inactive ones), reactivate. */
async function manageLabel(
  page: Page,
  { path, scope, name, type }: { path: string; scope: string; name: string; type?: string },
) {
  /** Types the name into the create dialog and, where the list has types, picks the type. */
  async function fillNameAndType(dialog: Locator, typed: string) {
    await dialog.getByLabel(german('labels.form.name')).fill(typed);
    if (type) {
      await dialog.getByRole('button', { name: new RegExp(german('labels.form.type')) }).click();
      await page.getByRole('option', { name: type }).click();
    }
  }

  await page.getByRole('button', { name: german('labels.actions.create') }).click();
  const dialog = page.getByRole('dialog', { name: german('labels.dialog.createTitle') });
  await dialog.waitFor();
  // Nothing typed: the spec's 'field is required'.
  await dialog.getByRole('button', { name: german('labels.dialog.create') }).click();
  await dialog.getByText('Dieses Feld ist erforderlich').first().waitFor();
  expect(await dialog.getByLabel(german('labels.form.name')).getAttribute('aria-invalid')).toBe(
    'true',
  );
  await fillNameAndType(dialog, name);
  await dialog.getByLabel(german('labels.form.description')).fill('Aus dem End-to-End-Test');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: german('labels.dialog.create') }).click();
  await toast(page, german('labels.toast.created', { name }));
  await dialog.waitFor({ state: 'detached' });
  await rowOf(page, name).waitFor();

  // A second label of the same name and type is refused on the name field.
  await page.getByRole('button', { name: german('labels.actions.create') }).click();
  const again = page.getByRole('dialog', { name: german('labels.dialog.createTitle') });
  await fillNameAndType(again, name.toUpperCase());
  await again.getByRole('button', { name: german('labels.dialog.create') }).click();
  await again.getByText(german('serverErrors.labelNameTaken')).waitFor();
  // Cancel on a changed form asks about the unsaved changes first.
  await again.getByRole('button', { name: 'Abbrechen' }).click();
  const unsaved = page.getByRole('alertdialog', { name: 'Ungespeicherte Änderungen' });
  await unsaved.waitFor();
  await unsaved.getByRole('button', { name: 'Ja', exact: true }).click();
  await again.waitFor({ state: 'detached' });

  const renamed = `${name} (neu)`;
  await page.getByRole('button', { name: german('labels.actions.editNamed', { name }) }).click();
  const edit = page.getByRole('dialog', { name: german('labels.dialog.editTitle', { name }) });
  expect(await edit.getByLabel(german('labels.form.name')).inputValue()).toBe(name);
  await edit.getByLabel(german('labels.form.name')).fill(renamed);
  await edit.getByRole('button', { name: 'Speichern' }).click();
  await toast(page, german('labels.toast.updated', { name: renamed }));
  await rowOf(page, renamed).waitFor();

  await page
    .getByRole('button', { name: german('labels.actions.deactivateNamed', { name: renamed }) })
    .click();
  await toast(page, german('labels.toast.deactivated', { name: renamed }));
  await rowOf(page, renamed).waitFor({ state: 'detached' });

  await page.getByText(german('labels.filters.includeInactive'), { exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('inactive') === 'true');
  const inactive = rowOf(page, renamed);
  await inactive.getByText(german('labels.status.inactive')).waitFor();
  expect(
    JSON.parse(
      (await page.evaluate((key) => sessionStorage.getItem(key), `filters:${scope}`)) ?? '{}',
    ),
    // (With the page size the list was opened with, if any.)
  ).toMatchObject({ inactive: 'true' });

  await page
    .getByRole('button', { name: german('labels.actions.activateNamed', { name: renamed }) })
    .click();
  await toast(page, german('labels.toast.activated', { name: renamed }));
  await inactive.getByText(german('labels.status.active'), { exact: true }).waitFor();

  // Back to the default list: the label is active again and shows there.
  await page.getByText(german('labels.filters.includeInactive'), { exact: true }).click();
  await page.waitForURL((url) => !url.searchParams.has('inactive'));
  await page.getByRole('textbox', { name: german('labels.filters.name') }).fill(renamed);
  await page.waitForURL((url) => url.searchParams.get('name') === renamed);
  await rowOf(page, renamed).getByText(german('labels.status.active'), { exact: true }).waitFor();
  // The header row and the one label of that name, once the filtered page has loaded.
  await expect.poll(() => page.getByRole('grid').getByRole('row').count()).toBe(2);
  expect(new URL(page.url()).pathname).toBe(path);
}

describe('labels management (spec 2 §2 Labels, §7 labels calls)', () => {
  it(
    'lets the sales persona manage the sales-funnel labels at /sales/tags',
    async () => {
      const page = await app.signedIn('sales@example.com');
      await openList(page, '/sales/tags', german('routes.salesTags'));
      // The sales-funnel labels only: no type column, no type filter.
      await rowOf(page, 'Hot Lead').waitFor();
      expect(
        await page.getByRole('columnheader', { name: german('labels.columns.type') }).count(),
      ).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await manageLabel(page, {
        path: '/sales/tags',
        scope: 'sales-tags',
        name: 'Jahresmesse 2027',
      });
      await page.context().close();
    },
    slack(60_000),
  );

  it(
    'lets the administrator manage labels of every type at /settings/labels',
    async () => {
      const page = await app.signedIn('admin@example.com');
      // Fifty a page: the admin company's labels of every type (the CRM's accounts and contacts
      // labels too) on one page.
      await openList(page, '/settings/labels?size=50', german('routes.labels'));
      await rowOf(page, 'Wirtschaft').getByText(german('labels.types.WEBSITES')).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      // The type filter offers every type of spec 2 §3, as the types call answers them.
      await typeFilter(page).click();
      // The select's list comes with its code on first use (issue 36): wait for its options.
      await page.getByRole('option').first().waitFor();
      const offered = await page.getByRole('option').allTextContents();
      expect(offered).toEqual([
        german('labels.filters.allTypes'),
        ...LABEL_TYPES.map((type) => german(`labels.types.${type}`)),
      ]);
      await page.getByRole('option', { name: german('labels.types.SALESFUNNEL') }).click();
      await page.waitForURL((url) => url.searchParams.get('type') === 'SALESFUNNEL');
      await rowOf(page, 'Strategischer Kunde').waitFor();
      await rowOf(page, 'Wirtschaft').waitFor({ state: 'detached' });
      await typeFilter(page).click();
      await page.getByRole('option', { name: german('labels.filters.allTypes') }).click();
      await page.waitForURL((url) => !url.searchParams.has('type'));

      await manageLabel(page, {
        path: '/settings/labels',
        scope: 'settings-labels',
        name: 'Regionalpresse',
        type: german('labels.types.WEBSITES'),
      });
      await page.context().close();
    },
    slack(60_000),
  );

  it(
    'sorts and pages on the server and brings the list state back from the session',
    async () => {
      const page = await app.signedIn('sales@example.com');
      await openList(page, '/sales/tags', german('routes.salesTags'));
      // The cell's value, without its caption for the card layout.
      const firstName = () =>
        page
          .getByRole('grid')
          .getByRole('row')
          .nth(1)
          .getByRole('gridcell')
          .first()
          .locator(':scope > span')
          .last()
          .textContent();
      expect(await firstName()).toBe('Bestandskunde');
      await page.getByRole('button', { name: german('labels.columns.name'), exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('order') === 'DESC');
      await expect.poll(firstName).toBe('Upselling');

      await page
        .getByRole('navigation', { name: 'Seitennavigation' })
        .getByRole('button', { name: 'Seite 2', exact: true })
        .click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2');
      await expect.poll(firstName).not.toBe('Upselling');

      // Away and back without parameters: the session's state returns.
      await page.goto(`${app.url}/sales`);
      await page.goto(`${app.url}/sales/tags`);
      await page.waitForURL(
        (url) => url.searchParams.get('page') === '2' && url.searchParams.get('order') === 'DESC',
      );
      await page.context().close();
    },
    slack(60_000),
  );

  it(
    'opens, fills and closes the dialog from the keyboard',
    async () => {
      const page = await app.signedIn('sales@example.com');
      await openList(page, '/sales/tags', german('routes.salesTags'));
      const create = page.getByRole('button', { name: german('labels.actions.create') });
      await create.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: german('labels.dialog.createTitle') });
      await dialog.waitFor();
      // The name field has the focus: typing goes there, Escape asks about the unsaved text.
      await page.keyboard.type('Tastaturlabel');
      await page.keyboard.press('Escape');
      const unsaved = page.getByRole('alertdialog', { name: 'Ungespeicherte Änderungen' });
      await unsaved.waitFor();
      await page.keyboard.press('Escape');
      await unsaved.waitFor({ state: 'detached' });
      const name = dialog.getByLabel(german('labels.form.name'));
      expect(await name.inputValue()).toBe('Tastaturlabel');
      await expect
        .poll(() => name.evaluate((element) => element === document.activeElement))
        .toBe(true);

      // Tab to the description, then Enter in the name field saves.
      await page.keyboard.press('Tab');
      await page.keyboard.type('Per Tastatur erfasst');
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Enter');
      await toast(page, german('labels.toast.created', { name: 'Tastaturlabel' }));
      await dialog.waitFor({ state: 'detached' });
      // The focus is back on the button that opened the dialog.
      await expect
        .poll(() => create.evaluate((element) => element === document.activeElement))
        .toBe(true);
      await page.getByRole('textbox', { name: german('labels.filters.name') }).fill('Tastatur');
      await rowOf(page, 'Tastaturlabel').getByText('Per Tastatur erfasst').waitFor();
      await page.context().close();
    },
    slack(60_000),
  );

  it(
    "shows the chosen company's labels after a company switch and forgets the list state",
    async () => {
      const page = await app.signedIn('admin@example.com');
      await openList(page, '/settings/labels', german('routes.labels'));
      await typeFilter(page).click();
      await page.getByRole('option', { name: german('labels.types.WEBSITES') }).click();
      await page.waitForURL((url) => url.searchParams.get('type') === 'WEBSITES');
      await rowOf(page, 'Wirtschaft').waitFor();
      expect(
        await page.evaluate(() => sessionStorage.getItem('filters:settings-labels')),
      ).not.toBeNull();

      await page
        .getByRole('combobox', { name: german('shell.company.label') })
        .fill('Adconsole Sales');
      await page.getByRole('option', { name: 'Adconsole Sales' }).click();
      await page.waitForURL((url) => url.search === '');
      // Every type of the sales company, none of the administrators' own.
      await rowOf(page, 'Bestandskunde').waitFor();
      await rowOf(page, 'Wirtschaft').waitFor({ state: 'detached' });
      expect(await typeFilter(page).textContent()).toContain(german('labels.filters.allTypes'));
      expect(
        await page.evaluate(() => sessionStorage.getItem('filters:settings-labels')),
      ).toBeNull();
      await page.context().close();
    },
    slack(60_000),
  );

  it.each([
    ['agency@example.com', '/sales/tags'],
    ['ops@example.com', '/sales/tags'],
    ['sales@example.com', '/settings/labels'],
    ['companyadmin@example.com', '/settings/labels'],
  ])('shows %s not-found at %s', async (email, path) => {
    const page = await app.signedIn(email);
    await page.goto(`${app.url}${path}`);
    await page.getByRole('heading', { name: german('shell.notFound.title'), level: 1 }).waitFor();
    expect(await page.getByRole('grid').count()).toBe(0);
    await page.context().close();
  });
});
