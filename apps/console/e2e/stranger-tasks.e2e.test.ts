import type { Task } from '@adconsole/api';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  bundledText,
  german,
  listGrid,
  pageApi,
  realConsole,
  switchLanguage,
  toast,
} from './harness.ts';
import { slack } from './slack.ts';

/*
 * What the second stranger of session 11 tripped over in tasks, settings and digital creatives
 * (issues 37 and 40), each with the check that failed before its fix: the task list showed the
 * account's sales person as the task's, a task's history named fields without their old and new
 * values and "Zugewiesen von" stood beside the assignee as a fact of its own; an Italian reader
 * saw a daypart's German name in the settings and English words in the menu; campaign
 * management cut names at 1440 px; a creative's history stayed empty after its approval, and
 * the approval dialog showed no checks.
 */

const app = realConsole();

/** A task's write as the edit form sends it, from the task as read. */
const writeOf = (task: Task) => ({
  accountId: task.account.id,
  priority: task.priority,
  description: task.description,
  leadSourceId: task.leadSource?.id ?? null,
  taskTopicId: task.taskTopic?.id ?? null,
  campaignId: task.campaign?.campaignId ?? null,
  salesPromotionId: task.salesPromotion?.id ?? null,
  labelIds: task.labels.map((label) => label.id),
  salesPersonId: task.salesPerson?.userId ?? null,
  participantIds: task.participants.map((user) => user.userId),
  version: task.version,
});

describe('tasks, settings and creatives as the second stranger met them', () => {
  it(
    'shows the task’s own sales person apart from the account’s, and its history from → to',
    async () => {
      const page = await app.signedIn('sales@example.com');
      await page.goto(`${app.url}/sales/tasks?status=ALL`);
      const grid = listGrid(page);
      await grid.locator('tbody tr').first().waitFor();
      // The column says whose sales person it is; the account's is a column of its own.
      await grid.getByRole('columnheader', { name: german('tasks.columns.salesPerson') }).waitFor();
      const rows = await grid.locator('tbody tr').all();
      for (const row of rows.slice(0, 8)) {
        const id = (
          (await row.locator('[data-column="id"] [data-content]').textContent()) ?? ''
        ).replace(/\D/g, '');
        const task = await pageApi<Task>(page, `ws-funnel/tasks/${id}`);
        // Before: the account's sales person stood here where the task names none.
        expect(await row.locator('[data-column="salesPerson"] [data-content]').textContent()).toBe(
          task.salesPerson?.name ?? '',
        );
      }

      // An update's history says each field from → to, by labels.
      const { items } = await pageApi<{ items: Task[] }>(
        page,
        'ws-funnel/tasks?limit=50&status=IN_PROGRESS',
      );
      const task = items.find((item) => item.priority !== 'HIGH' && item.assignee) ?? items[0];
      if (!task) throw new Error('no task in progress in the demo data');
      await pageApi<Task>(page, `ws-funnel/tasks/${task.id}`, {
        method: 'PUT',
        body: { ...writeOf(task), priority: 'HIGH' },
      });
      await page.goto(`${app.url}/sales/tasks/details/${task.id}?tab=activities`);
      const change = `${german('tasks.facts.priority')}: ${german(`tasks.priority.${task.priority}`)} → ${german('tasks.priority.HIGH')}`;
      await page.getByText(change).first().waitFor();
      // Who assigned the task is said with its assignee, not as a fact of its own.
      await expect(
        page.getByText(german('tasks.facts.assignAuthor'), { exact: true }).count(),
      ).resolves.toBe(0);
      if (task.assignAuthor) {
        await page
          .getByText(german('tasks.facts.assignedBy', { name: task.assignAuthor.name }), {
            exact: false,
          })
          .first()
          .waitFor();
      }
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    },
    slack(240_000),
  );

  it(
    'approves a creative after its checks, and its history says so',
    async () => {
      const page = await app.signedIn('ops@example.com');
      const { items } = await pageApi<{ items: { id: number; name: string }[] }>(
        page,
        'ws-operations/creatives/approval/PENDING_APPROVAL?limit=1',
      );
      const creative = items[0];
      if (!creative) throw new Error('no creative waiting for approval in the demo data');
      await page.goto(`${app.url}/digital-operations/approval/PENDING_APPROVAL`);
      // The queue's first row is the call's first creative (names repeat in the demo data).
      await listGrid(page)
        .locator('tbody tr')
        .first()
        .getByRole('button', {
          name: german('digital.approval.reviewNamed', { name: creative.name }),
        })
        .click();
      const dialog = page.getByRole('dialog', {
        name: german('digital.approval.reviewTitle', { name: creative.name }),
      });
      // What to check, each with the server's verdict (before: no checks at all).
      const checks = dialog.getByRole('list', { name: german('digital.approval.checks.title') });
      await checks.waitFor();
      expect(await checks.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
      await expect(checks.getByRole('listitem').first().textContent()).resolves.toMatch(
        /Grösse .+ (passt|Platzierung)/,
      );
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: german('digital.approval.approve') }).click();
      await toast(page, german('digital.approval.approved', { name: creative.name }));

      await page.goto(`${app.url}/creatives/digital/${creative.id}`);
      const history = page.getByRole('grid', { name: german('creatives.digital.record.history') });
      const approval = history
        .getByRole('row')
        .filter({ hasText: german('creatives.digital.audit.fields.approvalState') });
      await approval.first().waitFor();
      await expect(approval.first().textContent()).resolves.toContain(
        german('creatives.approval.APPROVED'),
      );
      await expect(approval.first().textContent()).resolves.toContain(
        german('creatives.approval.PENDING_APPROVAL'),
      );
      await page.context().close();
    },
    slack(240_000),
  );

  it(
    'cuts no name in campaign management at 1440 px',
    async () => {
      const page = await app.signedIn('ops@example.com');
      await page.setViewportSize({ width: 1440, height: 1000 });
      await page.goto(`${app.url}/digital-operations/campaign-management/READY_TO_PUSH`);
      const grid = listGrid(page);
      await grid.locator('tbody tr').first().waitFor();
      await page.waitForTimeout(500);
      const cut = await grid.evaluate((table) =>
        [...table.querySelectorAll<HTMLElement>('tbody td [data-content]')]
          .filter(
            (content) =>
              content.scrollWidth > content.clientWidth + 1 ||
              content.scrollHeight > content.clientHeight + 1,
          )
          .map((content) => content.textContent),
      );
      expect(cut).toEqual([]);
      await expect(grid.locator('td[data-truncated]').count()).resolves.toBe(0);
      await page.context().close();
    },
    slack(240_000),
  );

  it(
    'names a daypart in Italian as the TV products do, in an Italian menu',
    async () => {
      const page = await app.signedIn('admin@example.com');
      await page.goto(`${app.url}/settings/tv/dayparts`);
      await switchLanguage(page, 'de', 'it');
      const grid = listGrid(page);
      await grid.getByText('Preserale 17–19').first().waitFor();
      await expect(grid.getByText('Vorabend 17–19').count()).resolves.toBe(0);
      // The menu in Italian (before: Dashboard, Targeting, Compliance, Account).
      const navigation = await page.getByRole('navigation').first().textContent();
      for (const english of ['Dashboard', 'Targeting', 'Compliance', 'Account']) {
        expect(navigation).not.toContain(english);
      }
      expect(navigation).toContain(bundledText('it', 'nav.publishing'));
      await page.context().close();
    },
    slack(240_000),
  );
});
