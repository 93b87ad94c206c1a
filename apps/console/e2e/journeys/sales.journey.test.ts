import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, german, germanUi, journeyConsole, toast } from '../harness.ts';
import { slack } from '../slack.ts';

const app = journeyConsole();

// The sales persona's day on the full demo data (issue 33 §4): the queue opens on "In progress"
// with the persona pre-selected as assignee; the oldest unassigned lead (the one waiting
// longest) is taken from the "Unassigned" tab, assigned to oneself on its own page, a call is
// logged on its account, it is marked done, and it is gone from the queue.

const grid = (page: Page) => page.getByRole('grid', { name: german('routes.tasks') });
const bodyRows = (page: Page) =>
  grid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') });
const tab = (page: Page, key: string) =>
  page.getByRole('tab', { name: new RegExp(`^${german(`tasks.tabs.${key}`)}`) });

describe('the sales persona works the task queue (sales@example.com)', () => {
  it(
    'takes the oldest unassigned task, logs a call on its account, closes it',
    async () => {
      const page = await app.signedIn('sales@example.com');
      // The queue is called once as it opens, with its default filters (issue 33 §21).
      const listCalls: string[] = [];
      page.on('request', (request) => {
        // The list's own call (the home's previews ask with other parameters).
        if (/\/api\/ws-funnel\/tasks\?page=/.test(request.url())) listCalls.push(request.url());
      });
      await page
        .getByRole('navigation')
        .getByRole('link', { name: german('routes.tasks') })
        .first()
        .click();
      await page.waitForURL((url) => url.pathname === '/sales/tasks');
      await expect
        .poll(() => tab(page, 'IN_PROGRESS').getAttribute('aria-selected'), { timeout: 15_000 })
        .toBe('true');
      // The persona is pre-selected as assignee (spec 3 §2.5) …
      await page.waitForURL((url) => url.searchParams.has('assignee'));
      await bodyRows(page).first().waitFor();
      expect(listCalls).toHaveLength(1);
      expect(listCalls[0]).toContain('assigneeId=');

      // … and "Unassigned" still lists the unassigned tasks, oldest first (spec 3 §4). The rows
      // are read once they are the tab's own: until its answer is in, the last tab's rows stand
      // (a fresh clone's CI read an in-progress task there and clicked it as the list changed).
      // No unassigned task is in progress, so the first row changes.
      const taskLink = () => bodyRows(page).first().locator('a[aria-label^="Aufgabe "]');
      const inProgressFirst = await taskLink().textContent();
      await tab(page, 'NEW').click();
      await expect
        .poll(() => tab(page, 'NEW').getAttribute('aria-selected'), { timeout: 15_000 })
        .toBe('true');
      await expect
        .poll(() => taskLink().textContent(), { timeout: 15_000 })
        .not.toBe(inProgressFirst);
      await bodyRows(page).first().waitFor();
      expect(await bodyRows(page).count()).toBeGreaterThan(0);
      const link = taskLink();
      const taskNumber = ((await link.textContent()) ?? '').replace(/\D/g, '');
      expect(taskNumber).not.toBe('');
      await link.click();
      await page.waitForURL(`**/sales/tasks/details/${taskNumber}*`);
      await page.getByRole('heading', { level: 1 }).filter({ hasText: taskNumber }).waitFor();

      // Assign it to oneself from its page: only sales users are offered.
      await page.getByRole('button', { name: german('tasks.actions.assign'), exact: true }).click();
      const assign = page.getByRole('dialog', { name: german('tasks.assignDialog.title_one') });
      await assign
        .getByRole('combobox', { name: german('tasks.assignDialog.assignee') })
        .fill('Verkauf');
      await page.getByRole('option', { name: 'Simon Verkauf' }).click();
      await assign
        .getByRole('button', { name: german('tasks.assignDialog.confirm'), exact: true })
        .click();
      await toast(page, german('tasks.toast.assigned_one', { count: '1' }));
      await page.getByRole('button', { name: german('tasks.actions.reassign') }).waitFor();
      // react-aria announces the chosen option by pointing at it for a few seconds after the
      // dialog has gone: checked once that announcement is over.
      await page.waitForFunction(
        () => !document.querySelector('[data-live-announcer] [role="img"]'),
        undefined,
        { timeout: 15_000 },
      );
      expect(await axeViolations(page)).toEqual([]);

      // A call on its account, logged from the task.
      await page.getByRole('button', { name: german('activities.create') }).click();
      const form = page.getByRole('form', { name: german('activities.form.createTitle') });
      await form.getByRole('button', { name: new RegExp(german('activities.form.type')) }).click();
      await page
        .getByRole('option', { name: german('activities.types.PHONE'), exact: true })
        .click();
      const note = `Rückruf zu Aufgabe ${taskNumber}: Offerte bis Freitag.`;
      await form.getByLabel(german('activities.form.message')).fill(note);
      // Date and time: now, as the form proposes.
      await form.getByRole('button', { name: german('activities.form.add') }).click();
      await toast(page, german('activities.toast.created'));
      await page.getByText(note).first().waitFor();
      // The page says dates as people read them: no ISO timestamp.
      expect(await page.locator('main').textContent()).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);

      // Done: the offer was accepted.
      await page.getByRole('button', { name: german('tasks.actions.done') }).click();
      const done = page.getByRole('dialog', { name: german('tasks.doneDialog.title') });
      await done.getByRole('button', { name: german('tasks.doneDialog.outcome') }).click();
      await page.getByRole('option', { name: german('tasks.outcome.OFFER_ACCEPTED') }).click();
      await done
        .getByRole('button', { name: german('tasks.doneDialog.confirm'), exact: true })
        .click();
      await toast(page, german('tasks.toast.done_one', { count: '1' }));

      // The queue: not among the unassigned, not in progress; among the done ones.
      for (const [key, present] of [
        ['NEW', false],
        ['IN_PROGRESS', false],
        ['DONE', true],
      ] as const) {
        await page.goto(`${app.url}/sales/tasks?status=${key}&search=${taskNumber}`);
        await expect
          .poll(() => tab(page, key).getAttribute('aria-selected'), { timeout: 15_000 })
          .toBe('true');
        const row = grid(page).getByRole('link', { name: new RegExp(`Aufgabe ${taskNumber}\\b`) });
        if (present) await row.first().waitFor();
        else {
          await page.getByText(germanUi('ui.empty')).or(bodyRows(page).first()).first().waitFor();
          expect(await row.count(), key).toBe(0);
        }
      }
      await page.context().close();
    },
    slack(180_000),
  );
});
