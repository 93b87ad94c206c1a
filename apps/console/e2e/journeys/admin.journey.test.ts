import { describe, expect, it } from 'vitest';
import { axeViolations, german, journeyConsole, toast } from '../harness.ts';
import { slack } from '../slack.ts';
import { fillNewUser } from './adminSteps.ts';

const app = journeyConsole();

// The administrator's day on the full demo data (issue 33 §10, §12): invite a German colleague
// and check the activation mail in the outbox (German, a date as people read it, no code), then
// write a promotion's French mail and check its preview with the placeholder filled.

const ISO = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

describe('the administrator (admin@example.com)', () => {
  it(
    'invites a German user: the activation mail waits in the outbox in German',
    async () => {
      const page = await app.signedIn('admin@example.com');
      const email = `lea.zuercher.${Date.now()}@werbeagentur-muster.example`;
      await page.goto(`${app.url}/admin/users/create`);
      await fillNewUser(page, 'Lea Zürcher', email, ['BOOK_CAMPAIGNS']);
      await page.getByRole('button', { name: german('users.dialog.create') }).click();
      await toast(page, german('users.toast.created', { name: 'Lea Zürcher' }));

      const subject = german('mail.messages.ACTIVATE_ACCOUNT.subject');
      await page.goto(`${app.url}/admin/mail/console?recipient=${encodeURIComponent(email)}`);
      const rows = page
        .getByRole('grid', { name: german('routes.mailConsole') })
        .getByRole('row')
        .filter({ hasText: email });
      await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1);
      const row = rows.first();
      await row.getByText(german('mail.languages.de')).waitFor();
      await row.getByText(subject).waitFor();
      await row
        .getByRole('button', { name: german('mail.openNamed', { subject, recipient: email }) })
        .click();
      const dialog = page.getByRole('dialog', { name: subject });
      await dialog.getByText(german('mail.templates.ACTIVATE_ACCOUNT'), { exact: true }).waitFor();
      await dialog.getByText(/^Benutzer #\d+$/).waitFor();
      const shown = (await dialog.textContent()) ?? '';
      expect(shown).toContain('Der Link ist gültig bis');
      expect(shown).toMatch(/gültig bis \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}\./);
      expect(shown).not.toMatch(ISO);
      expect(shown).not.toMatch(/ACTIVATE_ACCOUNT|USER \d+|valid until/);
      const frame = page.frameLocator(`iframe[title="${german('mail.dialog.html', { subject })}"]`);
      expect(await frame.locator('body').textContent()).not.toMatch(ISO);
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    },
    slack(120_000),
  );

  it(
    'opens the mail badge: its list shows exactly what the badge counts',
    async () => {
      const page = await app.signedIn('admin@example.com');
      const badge = page.getByRole('link', { name: /^Nachrichten/ }).first();
      await badge.click();
      await page.waitForURL((url) => url.pathname === '/orders/comments');
      await page.getByRole('heading', { name: german('routes.orderComments'), level: 1 }).waitFor();
      // The list shows its count; the badge, answered by the same query, says the same number.
      const counted = page
        .getByText(/^\d+ ungelesene?r? Auftragskommentare?$/)
        .or(page.getByText(german('orderComments.empty')));
      await counted.first().waitFor();
      const listed = Number(/^(\d+)/.exec((await counted.first().textContent()) ?? '')?.[1] ?? '0');
      const label = (await badge.getAttribute('aria-label')) ?? (await badge.textContent()) ?? '';
      expect(Number(/(\d+)/.exec(label)?.[1] ?? '0')).toBe(listed);
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    },
    slack(120_000),
  );

  it(
    'writes a promotion’s French mail: the preview shows the placeholder filled',
    async () => {
      const page = await app.signedIn('admin@example.com');
      // The promotions are the sales company's: the administrator acts for it first.
      const company = page.getByRole('combobox', { name: german('shell.company.label') });
      await company.fill('Adconsole Sales');
      await page.getByRole('option', { name: 'Adconsole Sales', exact: true }).click();
      await expect.poll(() => company.inputValue(), { timeout: 10_000 }).toBe('Adconsole Sales');
      await page.goto(`${app.url}/sales/promotions`);
      const first = page
        .getByRole('main')
        .getByRole('link')
        .filter({ hasText: /\S/ })
        .and(page.locator('a[href^="/sales/promotions/"]'))
        .first();
      await first.waitFor();
      const href = (await first.getAttribute('href')) ?? '';
      const promotionId = /\/sales\/promotions\/(\d+)/.exec(href)?.[1];
      expect(promotionId).toBeDefined();
      await page.goto(`${app.url}/sales/promotions/${promotionId}/mailTemplate`);
      await page.getByRole('tab', { name: german('promotions.template.languages.FR') }).click();
      const french = page.getByRole('tabpanel', {
        name: german('promotions.template.languages.FR'),
      });
      const editor = french.getByRole('textbox', {
        name: german('promotions.template.editorLabel', {
          language: german('promotions.template.languages.FR'),
        }),
      });
      await editor.click();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.press('Backspace');
      await page.keyboard.type('Bonjour ');
      await french.getByRole('button', { name: german('promotions.template.placeholder') }).click();
      await page
        .getByRole('menuitem', { name: german('promotions.template.placeholders.firstName') })
        .click();
      await editor.getByText('{{firstName}}', { exact: false }).waitFor();
      await expect
        .poll(() => editor.evaluate((node) => node.contains(document.activeElement)), {
          timeout: 10_000,
        })
        .toBe(true);
      await page.keyboard.type(', voici notre offre.');
      // ProseMirror keeps a typed space before an inline node as a non-breaking one.
      expect((await editor.textContent())?.replace(/\u00a0/g, ' ')).toBe(
        'Bonjour {{firstName}}, voici notre offre.',
      );

      await french.getByText(german('promotions.template.preview')).click();
      await french.getByText('Bonjour Anna, voici notre offre.').waitFor();
      expect(await french.textContent()).not.toContain('{{');
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    },
    slack(120_000),
  );
});
