import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  bundledText,
  german,
  germanUi,
  realConsole,
  switchLanguage,
  toast,
} from './harness.ts';
import { slack } from './slack.ts';

/*
 * The administrators' messages (issue 44, spec 1 §1, §6) end to end: the header's mail icon
 * shows the unread comments' count, opens /orders/comments, and marking one read (by its
 * button, or by j and r on the rows) takes one off the badge; "Gelesene zeigen" shows who read
 * them; "Alle als gelesen markieren" empties the badge. Then the page in French. Own server:
 * it reads comments other files do not touch, but changes them.
 */

const app = realConsole();

/** The mail icon's link: "Nachrichten, 7 ungelesene Kommentare" (its name carries the count). */
const mailIcon = (page: Page) => page.getByRole('link', { name: /^Nachrichten/ }).first();

/** The count the badge shows: 0 when it shows none. */
async function badgeCount(page: Page): Promise<number> {
  const label = (await mailIcon(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+)/.exec(label)?.[1] ?? '0');
}

const commentsGrid = (page: Page) =>
  page.getByRole('grid', { name: german('routes.orderComments') });

/** The grid's comment rows (the header row left out). */
const commentRows = (page: Page) => commentsGrid(page).locator('tbody tr');

describe('admin messages', () => {
  it(
    'reads and marks comments: the badge follows the list, by mouse and by keyboard',
    async () => {
      const page = await app.signedIn('admin@example.com');
      // The frame under load takes its time: the icon first, then its count.
      await mailIcon(page).waitFor({ timeout: 60_000 });
      await expect.poll(() => badgeCount(page), { timeout: 30_000 }).toBeGreaterThan(2);
      const unread = await badgeCount(page);
      expect(await mailIcon(page).getAttribute('aria-label')).toBe(
        `${germanUi('ui.shell.messages')}, ${germanUi('ui.shell.unreadMessages', { count: String(unread) })}`,
      );

      await mailIcon(page).click();
      await page.waitForURL((url) => url.pathname === '/orders/comments');
      await page.getByRole('heading', { name: german('routes.orderComments'), level: 1 }).waitFor();
      await page
        .getByText(german('orderComments.unread_other', { count: String(unread) }))
        .waitFor();
      // The list shows exactly the unread comments the badge counts, each "Ungelesen".
      await expect.poll(() => commentRows(page).count(), { timeout: 15_000 }).toBe(unread);
      expect(
        await commentsGrid(page).getByText(german('orderComments.status.unread')).count(),
      ).toBe(unread);
      expect(await axeViolations(page)).toEqual([]);

      // The first one by its button: the badge shows one less at once.
      const first = commentRows(page).first();
      const { author, message } = await commentOf(first);
      await first
        .getByRole('button', {
          name: german('orderComments.actions.markReadNamed', { author, message }),
        })
        .click();
      await toast(page, german('orderComments.toast.read', { author }));
      await expect.poll(() => badgeCount(page)).toBe(unread - 1);
      await expect.poll(() => commentRows(page).count()).toBe(unread - 1);
      await page
        .getByText(german('orderComments.unread_other', { count: String(unread - 1) }))
        .waitFor();

      // By keyboard: onto the rows, j to the second, r marks it read.
      await commentRows(page).first().focus();
      await page.keyboard.press('j');
      const second = commentRows(page).nth(1);
      const secondComment = await commentOf(second);
      const secondMessage = secondComment.message;
      await expect.poll(() => second.evaluate((row) => row === document.activeElement)).toBe(true);
      await page.keyboard.press('r');
      await expect.poll(() => badgeCount(page)).toBe(unread - 2);
      await expect
        .poll(() => commentsGrid(page).getByText(secondMessage, { exact: true }).count())
        .toBe(0);
      // The keys' help lists r with the kit's keys.
      await page.keyboard.press('?');
      const help = page.getByRole('dialog', { name: german('kit.keyboard.title') });
      await help.getByText(german('orderComments.keyboard.toggleRead')).waitFor();
      await help.getByRole('button', { name: german('kit.keyboard.close') }).click();

      // The read ones too: each says who read it; marked unread again, it counts again.
      // The switch by keyboard (its input is drawn over by its track).
      await page.getByRole('switch', { name: german('orderComments.filters.showRead') }).focus();
      await page.keyboard.press('Space');
      await page.waitForURL((url) => url.searchParams.get('read') === 'true');
      const readRow = commentRows(page).filter({ hasText: secondMessage });
      await readRow
        .getByText(german('orderComments.status.readBy', { name: 'Anna Admin' }))
        .waitFor();
      await readRow
        .getByRole('button', {
          name: german('orderComments.actions.markUnreadNamed', secondComment),
        })
        .click();
      await expect.poll(() => badgeCount(page)).toBe(unread - 1);
      await readRow.getByText(german('orderComments.status.unread')).waitFor();

      // All at once: the badge goes, the page says there are none.
      await page.getByRole('button', { name: german('orderComments.actions.markAllRead') }).click();
      await toast(page, german('orderComments.toast.allRead_other', { count: String(unread - 1) }));
      await expect.poll(() => badgeCount(page)).toBe(0);
      await page.getByText(german('orderComments.empty')).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      // In French: the same page in its texts.
      const french = (key: string, params: Record<string, string> = {}) =>
        bundledText('fr', key, params);
      await switchLanguage(page, 'de', 'fr');
      await page.getByRole('heading', { name: french('routes.orderComments'), level: 1 }).waitFor();
      await page.getByText(french('orderComments.hint')).waitFor();
      await page.getByText(french('orderComments.empty')).waitFor();
      await page
        .getByRole('button', { name: french('orderComments.actions.markAllRead') })
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    },
    slack(180_000),
  );
});

/**
 * A comment row's author and message, read from its button's name ("Kommentar von {{author}}
 * als gelesen markieren: {{message}}", or the unread one's).
 */
async function commentOf(row: Locator) {
  const label = (await row.getByRole('button').last().getAttribute('aria-label')) ?? '';
  for (const key of ['markReadNamed', 'markUnreadNamed']) {
    const pattern = german(`orderComments.actions.${key}`, { author: '\u0000', message: '\u0001' })
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace('\u0000', '(.+?)')
      .replace('\u0001', '(.*)');
    const found = new RegExp(`^${pattern}$`).exec(label);
    if (found) return { author: found[1] ?? '', message: found[2] ?? '' };
  }
  throw new Error(`No comment button on the row: ${label}`);
}
