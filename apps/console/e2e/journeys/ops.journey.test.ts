import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pageApi as api, axeViolations, german, journeyConsole, toast } from '../harness.ts';
import { slack } from '../slack.ts';

/*
 * The ops persona's day on the full demo data (issue 33): the creatives waiting for approval
 * (review one: its preview or its details; approve it from the review; the toast says so, the
 * row leaves the queue and the navigation's badge falls by one), then the positions ready to
 * push (the overdue ones first, marked; push one). And the demo data lives in today: what the
 * API lists as running runs today, as booked starts after today.
 */

const app = journeyConsole();

/** The approval badge's count in the navigation (its label says how many). */
async function badgeCount(page: Page): Promise<number> {
  const badge = page
    .getByRole('navigation')
    .getByRole('img', { name: /Freigabe|approval/i })
    .first();
  await badge.waitFor();
  // Its label holds the whole count (the badge itself caps at 99+).
  return Number((await badge.getAttribute('aria-label'))?.replace(/\D/g, ''));
}

const rowsOf = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('gridcell') });

describe('ops works the approval queue and the pushes on the full demo data', () => {
  it(
    'reviews a creative, approves it with confirmation: toast, row gone, badge one less',
    async () => {
      const page = await app.signedIn('ops@example.com');
      await page.goto(`${app.url}/digital-operations/approval`);
      await page.waitForURL(/\/digital-operations\/approval\/PENDING_APPROVAL/);
      const rows = rowsOf(page);
      await rows.first().waitFor();
      const before = await badgeCount(page);
      // An image creative of the queue (its format column reads "Bild"), so its preview shows.
      const imageRow = rows.filter({ hasText: german('digital.formats.IMAGE') }).first();
      const review = imageRow.getByRole('button', { name: /^Prüfen: / });
      const name = (await review.getAttribute('aria-label'))?.replace(/^Prüfen: /, '') ?? '';
      const pending = await api<{ items: { id: number; name: string }[] }>(
        page,
        `ws-operations/creatives/approval/PENDING_APPROVAL?limit=100`,
      );
      const id = pending.items.find((item) => item.name === name)?.id;
      expect(id).toBeDefined();
      await review.click();
      const dialog = page.getByRole('dialog', {
        name: german('digital.approval.reviewTitle', { name }),
      });
      const preview = dialog.getByRole('img', {
        name: german('digital.approval.previewOf', { name }),
      });
      await preview.waitFor();
      // The picture arrived (an image with its width, not a broken one).
      await expect
        .poll(() => preview.evaluate((image) => (image as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      await dialog.getByText(german('digital.approval.confirmText')).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: german('digital.approval.approve') }).click();
      await toast(page, german('digital.approval.approved', { name }));
      await expect.poll(() => badgeCount(page)).toBe(before - 1);
      // Gone from the queue: no longer pending, approved.
      const named = (state: string) =>
        api<{ items: { id: number }[] }>(
          page,
          `ws-operations/creatives/approval/${state}?limit=100&searchQuery=${encodeURIComponent(name)}`,
        );
      expect((await named('PENDING_APPROVAL')).items.some((item) => item.id === id)).toBe(false);
      expect((await named('APPROVED')).items.some((item) => item.id === id)).toBe(true);
      await rows
        .filter({ hasText: name })
        .first()
        .waitFor({ state: 'detached' })
        .catch(() => {});
      await page.context().close();
    },
    slack(90_000),
  );

  it(
    'sees the overdue pushes marked first and pushes a ready position',
    async () => {
      const page = await app.signedIn('ops@example.com');
      await page.goto(`${app.url}/digital-operations/campaign-management`);
      await page.waitForURL(/campaign-management\/READY_TO_PUSH/);
      const rows = rowsOf(page);
      await rows.first().waitFor();
      // The list starts with the earliest start: a position that started unpushed is overdue.
      await rows.first().getByText(german('digital.overdue')).waitFor();
      const row = rows.first();
      const name = ((await row.getByRole('gridcell').nth(1).textContent()) ?? '').replace(
        german('digital.columns.position'),
        '',
      );
      await row.getByRole('checkbox').check({ force: true });
      await page.getByRole('button', { name: german('digital.actions.push') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(german('kit.bulk.willBeDone')).first().waitFor();
      await dialog
        .getByRole('button', { name: new RegExp(german('digital.actions.push')) })
        .click();
      await dialog.getByText(german('kit.bulk.done'), { exact: true }).first().waitFor();
      await dialog.getByRole('button', { name: german('kit.bulk.close') }).click();
      // Pushed: on the ad server (its start passed, so ready at once), off the list to push.
      await expect
        .poll(async () =>
          (
            await api<{ items: { name: string; status: string; lineItem: unknown }[] }>(
              page,
              `ws-operations/campaigns/READY?page=0&limit=100&searchQuery=${encodeURIComponent(name)}`,
            )
          ).items.some(
            (item) => item.name === name && item.lineItem !== null && item.status === 'READY',
          ),
        )
        .toBe(true);
      await page.context().close();
    },
    slack(90_000),
  );

  it(
    'finds the demo data in step with today: running runs, booked starts later, nothing changed ahead',
    async () => {
      const page = await app.signedIn('sales@example.com');
      const day = (offset: number) =>
        page.evaluate((days) => {
          const date = new Date();
          date.setDate(date.getDate() + days);
          return date.toLocaleDateString('sv-SE', { timeZone: 'Europe/Zurich' });
        }, offset);
      const [yesterday, today, tomorrow] = [await day(-1), await day(0), await day(1)];
      const total = async (query: string) =>
        (await api<{ total: number }>(page, `ws-order/campaigns?${query}&limit=1`)).total;
      // Issue 33: running ⇔ start ≤ today ≤ end; booked ⇔ start after today (spec 3 §3 statuses).
      expect(await total('status=PERFORMANCE')).toBeGreaterThan(0);
      expect(await total(`status=PERFORMANCE&endDateTo=${yesterday}`)).toBe(0);
      expect(await total(`status=PERFORMANCE&startDateFrom=${tomorrow}`)).toBe(0);
      expect(await total(`status=BOOKED&startDateTo=${today}`)).toBe(0);
      expect(await total(`status=ARCHIVED&endDateFrom=${today}`)).toBe(0);
      // Nothing was changed after now.
      const latest = await api<{ items: { updatedAt: string }[] }>(
        page,
        'ws-order/campaigns?sort=updatedAt&order=DESC&limit=1',
      );
      expect(Date.parse(latest.items[0]?.updatedAt ?? '')).toBeLessThanOrEqual(Date.now());
      await page.context().close();
    },
    slack(60_000),
  );
});
