import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  bundledText,
  german,
  realConsole,
  toast,
  toastThenGone,
} from './harness.ts';
import { slack } from './slack.ts';

/*
 * The sales tasks (issue 23, spec 3 §2.5) end to end as the sales persona against the real
 * server: the navigation lands on In progress; each tab's order; four filters clear the
 * selection; bulk Assign and Archive on Unassigned; Restore from Archived; a task's details
 * with a comment and an activity; a task created with the account handed over; one flow in
 * French.
 */

const app = realConsole();

/** The sales persona on a tab of the task queue, once its rows show. */
async function salesTasks(status: string) {
  const page = await app.signedIn('sales@example.com');
  await page.goto(`${app.url}/sales/tasks?status=${status}`);
  await waitForRows(page);
  return page;
}

const grid = (page: Page, language: 'de' | 'fr' = 'de') =>
  page.getByRole('grid', { name: bundledText(language, 'routes.tasks') });
const tab = (page: Page, key: string, language: 'de' | 'fr' = 'de') =>
  page.getByRole('tab', { name: new RegExp(`^${bundledText(language, `tasks.tabs.${key}`)}`) });
const header = (page: Page, key: string) =>
  grid(page).getByRole('columnheader', { name: new RegExp(german(`tasks.columns.${key}`)) });
const bodyRows = (page: Page, language: 'de' | 'fr' = 'de') =>
  grid(page, language)
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') });
const selectionBar = (page: Page) =>
  page.getByRole('region', { name: 'Aktionen für die ausgewählten Zeilen' });

/** Types the digits of a date or time field, from its first segment on. */
async function typeDigits(field: Locator, digits: string) {
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(digits);
}

async function waitForRows(page: Page) {
  await bodyRows(page).first().waitFor();
}

/** Empties a lookup filter: it is unset and leaves the bar (it is no filter that always shows). */
async function clearLookup(page: Page, key: string, language: 'de' | 'fr' = 'de') {
  const field = page.getByRole('combobox', {
    name: bundledText(language, `tasks.filters.${key}`),
  });
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await page.waitForURL((url) => !url.searchParams.has(key));
  // Its options may have opened meanwhile: closed, the list is no longer hidden behind them.
  await page.keyboard.press('Escape');
}

/**
 * Removes the pre-selected assignee filter (the signed-in user) where a tab shows it: the
 * unassigned tabs (NEW, ARCHIVED) neither apply nor show it (`tabs.offOn`).
 */
async function clearAssignee(page: Page, language: 'de' | 'fr' = 'de') {
  const field = page.getByRole('combobox', {
    name: bundledText(language, 'tasks.filters.assignee'),
  });
  if (await field.isVisible()) await clearLookup(page, 'assignee', language);
}

async function pickLookupFilter(page: Page, key: string, search: string) {
  await page.getByRole('search').getByRole('button', { name: 'Filter auswählen' }).click();
  await page.getByRole('menuitemcheckbox', { name: german(`tasks.filters.${key}`) }).click();
  await page.keyboard.press('Escape');
  const field = page.getByRole('combobox', { name: german(`tasks.filters.${key}`) });
  await field.fill(search);
  await page
    .getByRole('option', { name: new RegExp(search) })
    .first()
    .click();
}

describe('the sales tasks', () => {
  it(
    'opens In progress from the navigation, each tab in its order, filters clear the selection',
    async () => {
      const page = await app.signedIn('sales@example.com');
      await page
        .getByRole('link', { name: german('routes.tasks') })
        .first()
        .click();
      await page.waitForURL((url) => url.searchParams.get('status') === 'IN_PROGRESS');
      expect(await tab(page, 'IN_PROGRESS').getAttribute('aria-selected')).toBe('true');
      await waitForRows(page);
      // The signed-in user is pre-selected as the assignee.
      await page.waitForURL((url) => url.searchParams.has('assignee'));
      expect(new URL(page.url()).searchParams.get('assignee')).toMatch(/^\d+:/);
      // Fresh, without the live announcement of the navigation's click.
      await page.reload();
      await waitForRows(page);
      expect(await axeViolations(page)).toEqual([]);
      expect(await header(page, 'created').getAttribute('aria-sort')).toBe('ascending');
      // Issue 33 point 19: the activity pills' colours have a legend on the page.
      for (const color of ['GREEN', 'YELLOW', 'RED']) {
        await page
          .getByText(german(`tasks.activity.${color}`), { exact: true })
          .first()
          .waitFor();
      }

      // Unassigned tasks are nobody's yet: the assignee filter goes, for every tab.
      await tab(page, 'NEW').click();
      await clearAssignee(page);
      const orders: [string, string, string][] = [
        ['SNOOZED', 'snoozedUntil', 'ascending'],
        ['DONE', 'assignedTime', 'descending'],
        ['ALL', 'created', 'descending'],
        ['ARCHIVED', 'created', 'descending'],
        ['NEW', 'created', 'ascending'],
      ];
      for (const [key, column, order] of orders) {
        await tab(page, key).click();
        await expect.poll(() => tab(page, key).getAttribute('aria-selected')).toBe('true');
        await expect
          .poll(() => header(page, column).getAttribute('aria-sort'), { message: key })
          .toBe(order);
      }

      // On Unassigned: a chosen row, then each filter starts the selection afresh.
      const chooseFirst = async () => {
        await waitForRows(page);
        await bodyRows(page).nth(0).getByRole('checkbox').check({ force: true });
        await selectionBar(page).getByText('1 ausgewählt').waitFor();
      };
      for (const [key, search] of [
        ['topic', 'Neu'],
        ['source', 'Web'],
        ['label', 'Neu'],
      ] as const) {
        await chooseFirst();
        await pickLookupFilter(page, key, search);
        await page.waitForURL((url) => url.searchParams.has(key));
        await selectionBar(page).waitFor({ state: 'detached' });
        await clearLookup(page, key);
      }
      await chooseFirst();
      await page.getByRole('textbox', { name: german('tasks.filters.search') }).fill('AG');
      await selectionBar(page).waitFor({ state: 'detached' });
      await page.waitForURL((url) => url.searchParams.get('search') === 'AG');
      await page.context().close();
    },
    slack(120_000),
  );

  it(
    'assigns three unassigned tasks, archives two with an outcome, restores one',
    async () => {
      const page = await app.signedIn('sales@example.com');
      await page.goto(`${app.url}/sales/tasks?status=NEW&sort=created&order=DESC`);
      await tab(page, 'NEW').waitFor();
      await page.waitForURL((url) => url.searchParams.has('assignee'));
      await clearAssignee(page);
      await waitForRows(page);
      const before = Number(
        (await tab(page, 'NEW').textContent())?.match(/(\d[\d']*)\s*$/)?.[1]?.replace(/'/g, ''),
      );
      const ids = async (count: number) => {
        const rows = bodyRows(page);
        const chosen: string[] = [];
        for (let index = 0; index < count; index++) {
          const row = rows.nth(index);
          chosen.push(
            (await row.locator('a[aria-label^="Aufgabe "]').getAttribute('aria-label')) ?? '',
          );
          await row.getByRole('checkbox').check({ force: true });
        }
        await selectionBar(page).getByText(`${count} ausgewählt`).waitFor();
        return chosen;
      };

      /**
       * Opens a bulk action's dialog over the chosen tasks; confirming it empty names the field it
       * needs. Answers the dialog and its confirmation.
       */
      const bulkDialog = async (action: 'assign' | 'archive', count: number) => {
        await selectionBar(page)
          .getByRole('button', { name: german(`tasks.actions.${action}`) })
          .click();
        const dialog = page.getByRole('dialog', {
          name: german(`tasks.${action}Dialog.title_other`, { count: String(count) }),
        });
        const confirm = () =>
          dialog
            .getByRole('button', { name: german(`tasks.${action}Dialog.confirm`), exact: true })
            .click();
        await confirm();
        await dialog.getByText('Dieses Feld ist erforderlich').first().waitFor();
        return { dialog, confirm };
      };
      /** The toast says it is done and the tasks leave the list. */
      // Issue 33: a bulk action's toast counts the tasks ("3 Aufgaben wurden zugewiesen").
      const doneAndGone = async (toastKey: string, names: string[]) => {
        await toast(page, german(`${toastKey}_other`, { count: String(names.length) }));
        for (const name of names) {
          await grid(page).locator(`a[aria-label="${name}"]`).waitFor({ state: 'detached' });
        }
      };

      const assigned = await ids(3);
      const assign = await bulkDialog('assign', 3);
      await assign.dialog
        .getByRole('combobox', { name: german('tasks.assignDialog.assignee') })
        .fill('Brunner');
      await page.getByRole('option', { name: 'Lea Brunner' }).click();
      expect(await axeViolations(page)).toEqual([]);
      await assign.confirm();
      await doneAndGone('tasks.toast.assigned', assigned);
      await expect
        .poll(async () =>
          Number(
            (await tab(page, 'NEW').textContent())?.match(/(\d[\d']*)\s*$/)?.[1]?.replace(/'/g, ''),
          ),
        )
        .toBe(before - 3);

      const archived = await ids(2);
      const archive = await bulkDialog('archive', 2);
      await archive.dialog
        .getByRole('button', { name: german('tasks.archiveDialog.outcome') })
        .click();
      await page.getByRole('option', { name: german('tasks.outcome.DUPLICATE') }).click();
      await archive.confirm();
      await doneAndGone('tasks.toast.archived', archived);

      await tab(page, 'ARCHIVED').click();
      await waitForRows(page);
      const restored = archived[0] as string;
      const number = restored.replace(/\D/g, '');
      const row = bodyRows(page).filter({
        has: page.locator(`a[aria-label="${restored}"]`),
      });
      await row.getByRole('button', { name: new RegExp(`#${number}`) }).click();
      const confirmDialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
      await confirmDialog
        .getByRole('button', { name: german('tasks.restoreDialog.confirm') })
        .click();
      await toastThenGone(page, german('tasks.toast.restored'), row);
      await page.context().close();
    },
    slack(120_000),
  );

  it(
    'takes back an archive and a snooze from their toast ("Rückgängig", issue 33)',
    async () => {
      const page = await app.signedIn('sales@example.com');
      const undo = () =>
        page
          .getByRole('button', { name: german('tasks.toast.undo') })
          .first()
          .click();
      // Archive one new task on the list, then undo: it is back among the new ones.
      await page.goto(`${app.url}/sales/tasks?status=NEW&sort=created&order=DESC`);
      await page.waitForURL((url) => url.searchParams.has('assignee'));
      await clearAssignee(page);
      await waitForRows(page);
      const first = bodyRows(page).first();
      const name =
        (await first.locator('a[aria-label^="Aufgabe "]').getAttribute('aria-label')) ?? '';
      await first.getByRole('checkbox').check({ force: true });
      await selectionBar(page)
        .getByRole('button', { name: german('tasks.actions.archive') })
        .click();
      const archive = page.getByRole('dialog', {
        name: german('tasks.archiveDialog.title_one', { count: '1' }),
      });
      await archive.getByRole('button', { name: german('tasks.archiveDialog.outcome') }).click();
      await page.getByRole('option', { name: german('tasks.outcome.DUPLICATE') }).click();
      await archive
        .getByRole('button', { name: german('tasks.archiveDialog.confirm'), exact: true })
        .click();
      await toast(page, german('tasks.toast.archived_one', { count: '1' }));
      await grid(page).locator(`a[aria-label="${name}"]`).waitFor({ state: 'detached' });
      await undo();
      await toast(page, german('tasks.toast.archiveUndone'));
      await grid(page).locator(`a[aria-label="${name}"]`).waitFor();

      // Snooze a task in progress on its page, then undo: in progress again, no snooze date.
      await page.goto(`${app.url}/sales/tasks?status=IN_PROGRESS`);
      await waitForRows(page);
      await bodyRows(page).first().locator('a[aria-label^="Aufgabe "]').click();
      await page.getByRole('button', { name: german('tasks.actions.snooze') }).click();
      const snooze = page.getByRole('dialog', { name: german('tasks.snoozeDialog.title') });
      await snooze
        .getByRole('button', { name: german('tasks.snoozeDialog.confirm'), exact: true })
        .click();
      await toast(page, german('tasks.toast.snoozed_one', { count: '1' }));
      await page.getByText(german('tasks.status.SNOOZED'), { exact: true }).first().waitFor();
      await undo();
      await toast(page, german('tasks.toast.snoozeUndone'));
      await page.getByText(german('tasks.status.IN_PROGRESS'), { exact: true }).first().waitFor();
      expect(await page.getByText(german('tasks.status.SNOOZED'), { exact: true }).count()).toBe(0);
      await page.context().close();
    },
    slack(120_000),
  );

  it(
    'adds a comment and an activity on a task’s details',
    async () => {
      const page = await salesTasks('IN_PROGRESS');
      const link = bodyRows(page).first().locator('a[aria-label^="Aufgabe "]');
      const name = (await link.getAttribute('aria-label')) ?? '';
      await link.click();
      await page.waitForURL(/\/sales\/tasks\/details\/\d+/);
      await page
        .getByRole('heading', { level: 1 })
        .filter({ hasText: name.replace(/\D/g, '') })
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: german('activities.create') }).click();
      const activityForm = page.getByRole('form', { name: german('activities.form.createTitle') });
      await activityForm
        .getByRole('button', { name: new RegExp(german('activities.form.type')) })
        .click();
      await page
        .getByRole('option', { name: german('activities.types.PHONE'), exact: true })
        .click();
      await activityForm
        .getByLabel(german('activities.form.message'))
        .fill('Telefonat: Offerte bis Freitag gewünscht.');
      await typeDigits(
        activityForm.getByRole('group', { name: german('activities.form.date') }),
        '20112026',
      );
      await typeDigits(
        activityForm.getByRole('group', { name: german('activities.form.time') }),
        '1000',
      );
      // Walk finding: the header's "last activity" stayed until a reload. Saving an activity
      // refreshes the task's record with the timeline.
      const taskRefreshed = page.waitForResponse(
        (response) =>
          response.request().method() === 'GET' &&
          /\/ws-funnel\/tasks\/\d+$/.test(new URL(response.url()).pathname),
        { timeout: 10_000 },
      );
      await activityForm.getByRole('button', { name: german('activities.form.add') }).click();
      await toast(page, german('activities.toast.created'));
      expect((await taskRefreshed).ok()).toBe(true);
      await page.getByText('Telefonat: Offerte bis Freitag gewünscht.').first().waitFor();

      await page.getByRole('tab', { name: german('tasks.details.comments') }).click();
      await page.getByRole('button', { name: german('comments.create') }).click();
      const commentForm = page.getByRole('form', { name: german('comments.form.createTitle') });
      await commentForm
        .getByLabel(german('activities.form.message'))
        .fill('Kunde wünscht Rückruf am Montag.');
      await commentForm.getByText(german('activities.form.notifySales')).click();
      await commentForm.getByRole('button', { name: german('comments.form.add') }).click();
      await toast(page, german('comments.toast.created'));
      await page.getByText('Kunde wünscht Rückruf am Montag.').first().waitFor();
      await page.context().close();
    },
    slack(120_000),
  );

  it(
    'creates a task with the account handed over, and goes back where it came from',
    async () => {
      const page = await salesTasks('ALL');
      const accountLink = bodyRows(page).first().locator('a[href^="/crm/accounts/"]');
      const accountName = (await accountLink.textContent()) ?? '';
      const accountPath = (await accountLink.getAttribute('href')) ?? '';
      const accountId = accountPath.split('/').pop();
      // From the account's page: its "Create task" hands the account over and comes back.
      await page.goto(`${app.url}${accountPath}`);
      await page.getByRole('heading', { name: accountName, level: 1 }).waitFor();
      await page.getByRole('button', { name: german('crm.accounts.actions.createTask') }).click();
      await page.waitForURL((url) => url.pathname === '/sales/tasks/create');
      const account = page.getByRole('combobox', { name: german('tasks.form.account') });
      await expect.poll(() => account.inputValue()).toBe(accountName);
      expect(await axeViolations(page)).toEqual([]);
      await page
        .getByRole('textbox', { name: german('tasks.form.description') })
        .fill('Neuer Lead von der Messe.');
      await page.getByRole('button', { name: german('tasks.dialog.create') }).click();
      await toast(page, german('tasks.toast.created'));
      await page.waitForURL((url) => url.pathname === accountPath);

      // A batch of accounts: one task each.
      await page.goto(`${app.url}/sales/tasks/create?accountIds=${accountId},${accountId}`);
      await page
        .getByRole('form')
        .getByRole('list', { name: german('tasks.batch.accounts') })
        .waitFor();
      await page.getByRole('button', { name: german('tasks.dialog.create') }).click();
      await toast(page, german('tasks.toast.createdMany_one', { count: '1' }));
      await page.context().close();
    },
    slack(120_000),
  );

  it(
    'works in French: the tabs, a tab switch and the archive dialog',
    async () => {
      const page = await app.signedIn('sales@example.com');
      await page.goto(`${app.url}/sales/tasks?status=NEW`);
      await tab(page, 'NEW').waitFor();
      await page.waitForURL((url) => url.searchParams.has('assignee'));
      await page.getByRole('button', { name: /: Deutsch$/ }).click();
      await page.getByRole('menuitem', { name: 'Français' }).click();
      await tab(page, 'NEW', 'fr').waitFor();
      await clearAssignee(page, 'fr');
      await tab(page, 'SNOOZED', 'fr').click();
      await expect
        .poll(() => tab(page, 'SNOOZED', 'fr').getAttribute('aria-selected'))
        .toBe('true');
      await grid(page, 'fr')
        .getByRole('columnheader', {
          name: new RegExp(bundledText('fr', 'tasks.columns.snoozedUntil')),
        })
        .waitFor();
      await tab(page, 'NEW', 'fr').click();
      await bodyRows(page, 'fr').first().getByRole('checkbox').check({ force: true });
      await page
        .getByRole('button', { name: bundledText('fr', 'tasks.actions.archive'), exact: true })
        .click();
      await page
        .getByRole('dialog', {
          name: bundledText('fr', 'tasks.archiveDialog.title_one', { count: '1' }),
        })
        .waitFor();
      await page.context().close();
    },
    slack(120_000),
  );
});
