import { effectiveRoles } from '@adconsole/api';
import { describe, expect, it } from 'vitest';
import { navigationFor } from '../src/features/shell/navigation.ts';
import { areas } from '../src/routes/table/index.ts';
import { axeViolations, german, germanUi, mailRowsOf, realConsole, toast } from './harness.ts';
import { fillNewUser } from './journeys/adminSteps.ts';

/*
 * The administration's users (issue 21) end to end in German against the real server: the
 * admin creates a user with two permissions; the activation mail is in /admin/mail/console; its
 * link sets a password; the
 * new user signs in and sees exactly the navigation of those permissions; the admin deactivates
 * them and their session ends on their next call. The company admin manages their own company's
 * users and is offered no role beyond their company's permissions (the server's refusal of a
 * forged grant is in apps/server/test/admin.test.ts).
 */

const app = realConsole();

const email = 'nadine.zuercher@werbeagentur-muster.example';

describe('users of the administration', () => {
  it('creates a user with two permissions, who activates, signs in, sees their navigation and is signed out once deactivated', async () => {
    const admin = await app.signedIn('admin@example.com');
    await admin.goto(`${app.url}/admin/users`);
    await admin.getByRole('heading', { name: german('routes.users'), level: 1 }).waitFor();
    await admin.getByRole('link', { name: 'Claudia Muster' }).waitFor();
    expect(await axeViolations(admin)).toEqual([]);

    await admin.getByRole('link', { name: german('users.actions.create') }).click();
    await fillNewUser(admin, 'Nadine Zürcher', email, ['BOOK_CAMPAIGNS', 'REPORT_BUILDER']);
    expect(await axeViolations(admin)).toEqual([]);
    await admin.getByRole('button', { name: german('users.dialog.create') }).click();
    await toast(admin, german('users.toast.created', { name: 'Nadine Zürcher' }));
    await admin.waitForURL((url) => /^\/admin\/users\/\d+$/.test(url.pathname));
    const userPath = new URL(admin.url()).pathname;
    // The user's page names them in its way there, not "Benutzer 624" (a stranger's walk).
    const trail = admin.getByRole('navigation', { name: germanUi('ui.breadcrumbs') });
    await trail.getByText('Nadine Zürcher', { exact: true }).waitFor();
    expect(await trail.getByText(/^Benutzer \d+$/).count()).toBe(0);

    // The activation mail, in the mail console (no SMTP here: it waits in the outbox), in the
    // user's language (German by default).
    const subject = german('mail.messages.ACTIVATE_ACCOUNT.subject');
    const mail = await mailRowsOf(admin, app.url, email);
    await expect.poll(() => mail.count()).toBe(1);
    await mail
      .getByRole('button', { name: german('mail.openNamed', { subject, recipient: email }) })
      .click();
    const frame = admin.frameLocator(`iframe[title="${german('mail.dialog.html', { subject })}"]`);
    const href = (await frame.getByRole('link').first().getAttribute('href')) ?? '';
    const link = /(\/account\/activate\/[A-Za-z0-9_-]+)/.exec(href)?.[1];
    expect(link).toBeDefined();
    await admin.keyboard.press('Escape');

    const visitor = await app.newPage();
    await visitor.goto(`${app.url}${link}`);
    await visitor.getByLabel(german('auth.password.new')).fill('Sommer in Bern 2026');
    await visitor.getByLabel(german('auth.password.repeat')).fill('Sommer in Bern 2026');
    await visitor.getByRole('button', { name: german('auth.activate.submit') }).click();
    await visitor.getByText(german('auth.activate.done')).waitFor();
    await visitor.context().close();

    // Signed in, the new user sees exactly the navigation of an agency user with those two.
    const user = await app.signedIn(email, 'Sommer in Bern 2026');
    const roles = effectiveRoles({
      userRole: null,
      companyRole: 'AGENCY',
      permissions: ['BOOK_CAMPAIGNS', 'REPORT_BUILDER'],
    });
    const expected = navigationFor(areas, roles).flatMap((section) =>
      section.entries.map((entry) => german(entry.label)),
    );
    const navigation = user.getByRole('navigation', { name: 'Hauptnavigation' });
    await navigation.getByRole('link').first().waitFor();
    expect(
      (await navigation.getByRole('link').allTextContents()).map((text) => text.trim()),
    ).toEqual(expected);

    // The admin deactivates them; their next call answers 401 and the console signs them out.
    await admin.goto(`${app.url}${userPath}`);
    const active = admin.getByRole('checkbox', { name: german('users.form.active') });
    await active.uncheck({ force: true });
    await admin.getByRole('button', { name: 'Speichern' }).click();
    await toast(admin, german('users.toast.updated', { name: 'Nadine Zürcher' }));
    await admin.goto(`${app.url}${userPath}`);
    await admin
      .getByText(german('audit.changed', { from: 'Ja', to: 'Nein' }), { exact: true })
      .waitFor();

    await user.goto(`${app.url}/orders/campaigns`);
    await user.waitForURL((url) => url.pathname.startsWith('/authentication'));
    await user.context().close();
    await admin.context().close();
  }, 120_000);

  it('lets the company admin manage their own company’s users within its permissions', async () => {
    const page = await app.signedIn('companyadmin@example.com');
    await page.goto(`${app.url}/account/users`);
    await page.getByRole('heading', { name: german('routes.companyUsers'), level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Andreas Keller' }).waitFor();
    const shown = await page.getByRole('row').allTextContents();
    expect(shown.some((row) => row.includes('sales@example.com'))).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Andreas Keller' }).click();
    await page.getByRole('heading', { name: 'Andreas Keller', level: 1 }).waitFor();
    // Nothing beyond the company's permissions is offered: neither ADMIN nor switching companies.
    expect(
      await page.getByRole('checkbox', { name: german('roles.names.SWITCH_COMPANY_VIEW') }).count(),
    ).toBe(0);
    await page
      .getByRole('main')
      .getByRole('button', { name: new RegExp(`${german('users.form.userRole')}$`) })
      .click();
    const offered = await page.getByRole('option').allTextContents();
    expect(offered).not.toContain(german('roles.names.ADMIN'));
    await page.keyboard.press('Escape');
    await page
      .getByRole('checkbox', { name: german('roles.names.REPORT_BUILDER') })
      .check({ force: true });
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await toast(page, german('users.toast.updated', { name: 'Andreas Keller' }));
    await page.waitForURL((url) => url.pathname === '/account/users');
    await page
      .getByRole('row')
      .filter({ hasText: 'agency@example.com' })
      .getByText(german('roles.names.REPORT_BUILDER'), { exact: false })
      .waitFor();
    await page.context().close();
  }, 90_000);
});
