import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, german, realConsole, textsOf } from './harness.ts';

/*
 * The mail outbox (issue 21) end to end in German: a restore-password mail asked for on the
 * sign-in page stays QUEUED (the e2e server has no SMTP) and an administrator reads it in
 * /admin/mail/console, its HTML in a sandboxed frame; the batch list opens.
 */

const app = realConsole();

const grid = (page: Page, name: string) => page.getByRole('grid', { name });

describe('the mail console', () => {
  it('shows a restore-password mail asked for on the sign-in page', async () => {
    const visitor = await app.newPage();
    await visitor.goto(`${app.url}/authentication/restore-password`);
    await visitor.getByLabel('E-Mail').fill('sales@example.com');
    await visitor.getByRole('button', { name: german('auth.restore.submit') }).click();
    await visitor.waitForURL((url) => url.pathname === '/authentication/verification');

    const page = await app.signedIn('admin@example.com');
    await page.goto(`${app.url}/admin/mail/console?recipient=sales%40example`);
    const mails = grid(page, german('routes.mailConsole'));
    const row = mails.getByRole('row').filter({ hasText: 'sales@example.com' });
    await row.getByText(german('mail.states.QUEUED')).waitFor();
    // Issue 33: without SMTP the mail stays in the outbox; the console says so, and the state
    // reads "Im Postausgang", not "Wartend" beside a toast that said "gesendet".
    await page.getByText(german('mail.outboxHint')).waitFor();
    expect(german('mail.states.QUEUED')).toBe('Im Postausgang');
    expect(await axeViolations(page)).toEqual([]);

    await row
      .getByRole('button', {
        name: german('mail.openNamed', {
          subject: german('mail.messages.RESTORE_PASSWORD.subject'),
          recipient: 'sales@example.com',
        }),
      })
      .click();
    const dialog = page.getByRole('dialog', {
      name: german('mail.messages.RESTORE_PASSWORD.subject'),
    });
    await dialog.getByText(german('mail.columns.template')).waitFor();
    await dialog.getByText(german('mail.templates.RESTORE_PASSWORD')).waitFor();
    const frame = page.frameLocator(
      `iframe[title="${german('mail.dialog.html', { subject: german('mail.messages.RESTORE_PASSWORD.subject') })}"]`,
    );
    const link = frame.getByRole('link');
    const href = await link.getAttribute('href');
    expect(href).toMatch(/\/authentication\/change-password\/\S+$/);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // The mail's link sets a new password: too short and not the same are refused, then it is
    // saved.
    await visitor.goto(new URL(new URL(href ?? '').pathname, app.url).href);
    await visitor.getByRole('heading', { name: german('auth.changePassword.title') }).waitFor();
    const password = visitor.getByRole('textbox', {
      name: german('auth.password.new'),
      exact: true,
    });
    const repeat = visitor.getByRole('textbox', {
      name: german('auth.password.repeat'),
      exact: true,
    });
    const save = visitor.getByRole('button', { name: german('auth.changePassword.submit') });
    await password.fill('short');
    await repeat.fill('short');
    await save.click();
    await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true');
    await password.fill('a-new-password');
    await repeat.fill('another-password');
    await save.click();
    await visitor.getByText(german('auth.password.mismatch')).waitFor();
    await repeat.fill('a-new-password');
    await save.click();
    await visitor.getByText(german('auth.changePassword.done')).waitFor();
  });

  it('refuses to resend without SMTP, and lists no failed background job', async () => {
    const page = await app.signedIn('admin@example.com');
    await page.goto(`${app.url}/admin/mail/console`);
    await page.getByRole('button', { name: german('mail.resendFailed') }).click();
    await page.getByText(german('mail.noTransport')).first().waitFor();
    await page.goto(`${app.url}/admin/batch/list?state=FAILED`);
    await page.getByRole('heading', { name: german('routes.batch'), level: 1 }).waitFor();
    await page.getByText(textsOf('de').ui('ui.empty')).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
