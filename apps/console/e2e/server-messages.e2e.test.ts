import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { bundledText, german, sharedConsole } from './harness.ts';
import { slack } from './slack.ts';

/*
 * Issue 33, point 1: "Server field errors show in English in German forms" ("Not an e-mail
 * address"). The console sends its interface language (Accept-Language) and the server says its
 * field errors in it, on every form: the contact form has no rule of its own for the e-mail's
 * format (the server's check is the only one) and no translation of the server's text.
 */

const app = sharedConsole();

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${escaped(label)}\\W*$`) });

/** The id of a seeded account, found through the accounts list's search. */
async function accountId(page: Page, name: string): Promise<number> {
  await page.goto(`${app.url}/crm/accounts?search=${encodeURIComponent(name)}`);
  await page.getByRole('link', { name, exact: true }).first().click();
  await page.waitForURL((url) => /^\/crm\/accounts\/\d+$/.test(url.pathname));
  return Number(new URL(page.url()).pathname.split('/').at(-1));
}

describe('server messages in the interface language', () => {
  it(
    'shows the server’s e-mail error in German, then in French after a language change',
    async () => {
      const page = await app.signedIn('sales@example.com');
      const id = await accountId(page, 'Palexpo SA');
      await page.goto(`${app.url}/crm/contacts/create?accountId=${id}`);
      await field(page, german('crm.contacts.form.firstName')).fill('Lea');
      await field(page, german('crm.contacts.form.lastName')).fill('Keller');
      await field(page, german('crm.contacts.form.email')).fill('lea.keller-at-palexpo');
      await page
        .getByRole('button', { name: german('crm.contacts.dialog.create'), exact: true })
        .click();
      await page.getByText(german('serverErrors.emailInvalid')).waitFor();
      await page.getByText('Not an e-mail address').waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Sprache: Deutsch' }).click();
      await page.getByRole('menuitem', { name: 'Français' }).click();
      const fr = (key: string) => bundledText('fr', key);
      await page
        .getByRole('button', { name: fr('crm.contacts.dialog.create'), exact: true })
        .click();
      await page.getByText(fr('serverErrors.emailInvalid')).waitFor();
      await page.context().close();
    },
    slack(90_000),
  );
});
