import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, german, mailRowsOf, realConsole } from './harness.ts';
import { slack } from './slack.ts';

/*
 * Issue 35: a changed e-mail address applies only once the new address confirms it. The
 * platform administrator changes Andreas Keller's address; the confirmation mail waits in the
 * outbox (the mail console shows it); its link opens /account/confirm-email/{hash}, which
 * confirms on opening, signed in or not (the link is the proof of the mailbox; a sign-in first
 * would only stand in the way of whoever opens it on another device), ends the user's session
 * in this browser, and says why when the link no longer applies.
 */

const app = realConsole();
const newEmail = 'andreas.keller@werbeagentur-muster.example';

/** The link of the newest mail of `template` to `recipient`, read from the mail console. */
async function mailedLink(admin: Page, recipient: string, template: 'CONFIRM_EMAIL') {
  const subject = german(`mail.messages.${template}.subject`);
  const mail = await mailRowsOf(admin, app.url, recipient);
  await expect.poll(() => mail.count(), { timeout: 10_000 }).toBeGreaterThan(0);
  await mail
    .first()
    .getByRole('button', { name: german('mail.openNamed', { subject, recipient }) })
    .click();
  const frame = admin.frameLocator(`iframe[title="${german('mail.dialog.html', { subject })}"]`);
  const href = (await frame.getByRole('link').first().getAttribute('href')) ?? '';
  await admin.keyboard.press('Escape');
  const link = /(\/account\/confirm-email\/[A-Za-z0-9_-]+)$/.exec(href)?.[1];
  expect(link, href).toBeDefined();
  return link ?? '';
}

/** Opens the user's page from the administration's list (by its link's address: the list may
 * still re-render when a click lands). */
async function openUser(admin: Page, name: string) {
  await admin.goto(`${app.url}/admin/users`);
  const href = await admin.getByRole('link', { name }).getAttribute('href');
  await admin.goto(`${app.url}${href}`);
}

describe('confirming a new e-mail address (issue 35)', () => {
  it(
    'the mailed link confirms in a signed-in browser, ends its session, and the new address signs in',
    async () => {
      // The user is signed in with the old address in their own browser.
      const user = await app.signedIn('agency@example.com');

      // The administrator changes the address on the user's page.
      const admin = await app.signedIn('admin@example.com');
      await openUser(admin, 'Andreas Keller');
      await admin.waitForURL((url) => /^\/admin\/users\/\d+$/.test(url.pathname));
      const email = admin.getByRole('textbox', { name: german('users.form.email'), exact: true });
      await expect.poll(() => email.inputValue(), { timeout: 10_000 }).toBe('agency@example.com');
      await email.fill(newEmail);
      await admin.getByRole('button', { name: 'Speichern' }).click();
      await admin.waitForURL((url) => url.pathname === '/admin/users');
      const link = await mailedLink(admin, newEmail, 'CONFIRM_EMAIL');

      // The user follows the link in the browser where they are signed in.
      await user.goto(`${app.url}${link}`);
      await user.getByText(german('auth.confirmEmail.done')).waitFor();
      await user.getByRole('heading', { name: german('auth.confirmEmail.title') }).waitFor();
      expect(await axeViolations(user)).toEqual([]);
      // Its session ended with the change: the way to the sign-in (by keyboard) leads to the form.
      const toLogin = german('auth.toLogin');
      for (let stop = 0; stop < 5; stop++) {
        await user.keyboard.press('Tab');
        if ((await user.evaluate(() => document.activeElement?.textContent)) === toLogin) break;
      }
      await user.keyboard.press('Enter');
      await user.waitForURL((url) => url.pathname === '/authentication/login');
      await app.signIn(user, newEmail);
      await user.waitForURL((url) => !url.pathname.startsWith('/authentication'));

      // The same link opened again, without a session, says the address is confirmed already.
      const again = await app.newPage();
      await again.goto(`${app.url}${link}`);
      await again.getByText(german('auth.confirmEmail.alreadyConfirmed')).waitFor();
      expect(await axeViolations(again)).toEqual([]);
    },
    slack(120_000),
  );

  it(
    'a replaced link and a broken link each say why they do not confirm',
    async () => {
      const admin = await app.signedIn('admin@example.com');
      await openUser(admin, 'Claudia Muster');
      await admin.waitForURL((url) => /^\/admin\/users\/\d+$/.test(url.pathname));
      const email = admin.getByRole('textbox', { name: german('users.form.email'), exact: true });
      await expect.poll(() => email.inputValue(), { timeout: 10_000 }).not.toBe('');
      const change = async (address: string) => {
        await admin.goto(admin.url());
        await expect.poll(() => email.inputValue(), { timeout: 10_000 }).not.toBe('');
        await email.fill(address);
        await admin.getByRole('button', { name: 'Speichern' }).click();
        await admin.waitForURL((url) => url.pathname === '/admin/users');
      };
      const userPage = admin.url();
      await change('claudia.erste@werbeagentur-muster.example');
      const first = await mailedLink(
        admin,
        'claudia.erste@werbeagentur-muster.example',
        'CONFIRM_EMAIL',
      );
      await admin.goto(userPage);
      await change('claudia.zweite@werbeagentur-muster.example');

      const visitor = await app.newPage();
      await visitor.goto(`${app.url}${first}`);
      await visitor.getByText(german('auth.confirmEmail.used')).waitFor();
      await visitor.goto(`${app.url}/account/confirm-email/abgeschnitten`);
      await visitor.getByText(german('auth.confirmEmail.invalid')).waitFor();
      expect(await axeViolations(visitor)).toEqual([]);
    },
    slack(120_000),
  );
});
