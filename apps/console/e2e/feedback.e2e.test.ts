import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  bundledText,
  german,
  openInConsole,
  realConsole,
  switchLanguage,
  textsOf,
  toast,
} from './harness.ts';

/*
 * Issue 44 end to end: the feedback widget (spec 1 §1: "a feedback widget … only when the
 * signed-in user has a company; it receives the user id and e-mail") and page-view analytics
 * (spec 1 §6: "page-view analytics go to a third-party service on every route change"). A sales
 * user sends feedback with a screenshot from the profile menu; the administrator reads it, with
 * the user's e-mail and the picture, in French. Route changes are counted; a user who opted out
 * in their settings is not. Own server: it writes feedback and page views.
 */

const app = realConsole();
const de = textsOf('de');
const french = (key: string, params: Record<string, string> = {}) => bundledText('fr', key, params);

/** The header's profile button ("S. Verkauf"): its menu holds "Feedback senden". */
const profileButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^[A-ZÄÖÜ]\. / });

/** The page views the server counted for `route` in the last 7 days, as the admin reads them. */
async function viewsOf(admin: Page, route: string): Promise<number> {
  const token = await admin.evaluate(() => localStorage.getItem('token'));
  const response = await admin.request.get(`${app.url}/api/ws-page-views?days=7`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: { route: string; views: number }[] };
  return items.find((item) => item.route === route)?.views ?? 0;
}

describe('feedback and page views (issue 44)', () => {
  it('sends feedback with a screenshot; the administrator reads it and sees the picture, in French', async () => {
    const sales = await app.signedIn('sales@example.com');
    await profileButton(sales).click();
    await sales.getByRole('menuitem', { name: german('shell.feedback') }).click();
    const dialog = sales.getByRole('dialog', { name: german('feedback.title') });
    await dialog.waitFor({ timeout: 30_000 });
    // The screenshot was taken before the dialog opened: offered, and ticked.
    const attach = dialog.getByRole('checkbox', { name: german('feedback.form.screenshot') });
    expect(await attach.isChecked()).toBe(true);
    expect(await axeViolations(sales)).toEqual([]);
    await dialog
      .getByRole('textbox', { name: german('feedback.form.message') })
      .fill('Die Spalte «Verkäufer» fehlt in der Aufgabenliste.');
    await dialog.getByRole('button', { name: german('feedback.send') }).click();
    await toast(sales, german('feedback.sent'));

    const admin = await app.signedIn('admin@example.com');
    const token = await admin.evaluate(() => localStorage.getItem('token'));
    const stored = await admin.request.get(`${app.url}/api/ws-feedback?limit=5`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    // The screenshot went with it (the list says so before the screen shows it).
    expect((await stored.json()).items[0]).toMatchObject({ hasScreenshot: true });
    await openInConsole(admin, '/admin/feedback');
    await admin.getByRole('heading', { name: german('routes.feedback'), level: 1 }).waitFor();
    await switchLanguage(admin, 'de', 'fr');
    await admin.getByRole('heading', { name: french('routes.feedback'), level: 1 }).waitFor();
    await admin
      .getByRole('columnheader', { name: french('feedbackAdmin.columns.screenshot') })
      .waitFor();
    const row = admin
      .getByRole('row')
      .filter({ hasText: 'Die Spalte «Verkäufer» fehlt in der Aufgabenliste.' });
    await row.waitFor({ timeout: 30_000 });
    expect(await row.textContent()).toContain('sales@example.com');
    expect(await axeViolations(admin)).toEqual([]);
    await row.getByRole('button', { name: /^Afficher/ }).click();
    const picture = admin.getByRole('dialog').getByRole('img');
    await picture.waitFor({ timeout: 30_000 });
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(100);
  });

  it('counts route changes by screen, and none of a user who opted out', async () => {
    const admin = await app.signedIn('admin@example.com');
    const route = '/crm/accounts';
    const sales = await app.signedIn('sales@example.com');
    const before = await viewsOf(admin, route);
    await openInConsole(sales, '/crm/accounts');
    await expect.poll(() => viewsOf(admin, route), { timeout: 15_000 }).toBe(before + 1);

    // The sales user opts out in their settings: the next visits count nowhere.
    await openInConsole(sales, '/account/editSettings');
    const optOut = sales.getByRole('switch', {
      name: german('accountArea.settings.form.pageViewsOptOut'),
    });
    // By the keyboard: the switch's label lies over its input.
    await optOut.focus();
    await sales.keyboard.press('Space');
    expect(await optOut.isChecked()).toBe(true);
    await sales
      .getByRole('button', { name: de.forms('forms.shell.save') })
      .first()
      .click();
    await toast(sales, german('accountArea.settings.saved'));
    await openInConsole(sales, '/crm/accounts');
    await openInConsole(sales, '/sales');
    await openInConsole(sales, '/crm/accounts');
    // The admin's own visit of the screen still counts (they did not opt out).
    await openInConsole(admin, '/admin/page-views');
    await admin.getByRole('heading', { name: german('routes.pageViews'), level: 1 }).waitFor();
    expect(await viewsOf(admin, route)).toBe(before + 1);
    const screenRow = admin.getByRole('row').filter({ hasText: /^.*\/crm\/accounts(?!\/)/ });
    expect(await screenRow.first().textContent()).toContain(String(before + 1));
    expect(await axeViolations(admin)).toEqual([]);
  });
});
