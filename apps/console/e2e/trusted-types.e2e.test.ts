import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  pageApi as api,
  axeViolations,
  chooseRow,
  cspViolations,
  german,
  openProof,
  runBulkAction,
  selectableRows,
  sharedConsole,
  textsOf,
} from './harness.ts';
import { slack } from './slack.ts';

/*
 * Issue 35: "Trusted Types enforced by the CSP (`require-trusted-types-for 'script'`, the
 * console and its libraries passing)". The built console on the real server, whose CSP requires
 * Trusted Types, in Chromium: the sign-in, a list, a record, the promotion mail editor (typing,
 * a placeholder, a paste, the preview) and a proof's PDF drawn by pdf.js report no violation
 * (the harness fails a test on any) and log no Trusted Types error; a script that writes a
 * string of HTML into the page is refused.
 */

const app = sharedConsole();
const de = textsOf('de');

/** The page's errors that name Trusted Types (uncaught ones and the console's). */
function trustedTypesErrors(page: Page): string[] {
  const errors: string[] = [];
  const note = (text: string) => {
    if (/Trusted ?(Types?|HTML|Script)/i.test(text)) errors.push(`${page.url()}: ${text}`);
  };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') note(message.text());
  });
  page.on('pageerror', (error) => note(String(error)));
  return errors;
}

/** A test's end: the page logged no Trusted Types error, and it closes. */
async function closeClean(page: Page, errors: string[]) {
  expect(errors).toEqual([]);
  await page.context().close();
}

/** A page signed in as the persona, with the Trusted Types errors it logs from now on. */
async function watched(persona: string) {
  const page = await app.signedIn(persona);
  return { page, errors: trustedTypesErrors(page) };
}

describe('Trusted Types in the console (issue 35)', () => {
  it(
    'signs in, opens a list and a record without a violation',
    async () => {
      const page = await app.newPage();
      const errors = trustedTypesErrors(page);
      await app.signIn(page, 'sales@example.com');
      await page.waitForURL((url) => !url.pathname.startsWith('/authentication'));
      await page.goto(`${app.url}/crm/accounts`);
      const grid = page.getByRole('grid').first();
      const link = grid.getByRole('link').first();
      await link.waitFor();
      const name = (await link.textContent()) ?? '';
      await link.click();
      await page.getByRole('heading', { level: 1, name }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await closeClean(page, errors);
    },
    slack(90_000),
  );

  it(
    'writes a promotion mail in the editor: typing, a placeholder, a paste and the preview',
    async () => {
      const { page, errors } = await watched('sales@example.com');
      const { items } = await api<{ items: { id: number }[] }>(
        page,
        'ws-funnel/promotions?limit=1',
      );
      const promotionId = items[0]?.id;
      expect(promotionId).toBeDefined();
      await page.goto(`${app.url}/sales/promotions/${promotionId}/mailTemplate`);
      const tab = page.getByRole('tabpanel', { name: de.app('promotions.template.languages.DE') });
      const editor = tab.getByRole('textbox', {
        name: de.app('promotions.template.editorLabel', {
          language: de.app('promotions.template.languages.DE'),
        }),
      });
      await editor.click();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.press('Delete');
      await page.keyboard.type('Guten Tag ');
      await tab.getByRole('button', { name: de.app('promotions.template.placeholder') }).click();
      await page
        .getByRole('menuitem', { name: de.app('promotions.template.placeholders.firstName') })
        .click();
      await editor.getByText('{{firstName}}', { exact: false }).waitFor();
      await editor.click();
      await page.keyboard.press('End');
      // Pasted HTML (ProseMirror reads it in a detached document through the default policy,
      // which cleans it): the bold text comes, the handler does not.
      await editor.evaluate((node) => {
        const data = new DataTransfer();
        data.setData('text/html', '<b>fett</b><img src="x" onerror="window.__pasted = 1">');
        data.setData('text/plain', 'fett');
        node.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
      });
      await editor.locator('strong', { hasText: 'fett' }).waitFor();
      expect(await page.evaluate(() => (window as { __pasted?: number }).__pasted)).toBeUndefined();
      expect((await editor.textContent())?.replace(/\u00a0/g, ' ')).toBe(
        'Guten Tag {{firstName}}fett',
      );
      // The preview: the HTML, cleaned and signed, with the placeholder filled.
      await tab.getByText(de.app('promotions.template.preview')).click();
      const preview = tab.locator('strong', { hasText: 'fett' });
      await preview.waitFor();
      expect(await tab.textContent()).not.toContain('{{firstName}}');
      expect(await axeViolations(page)).toEqual([]);
      await closeClean(page, errors);
    },
    slack(90_000),
  );

  it(
    "draws a proof's PDF with pdf.js in its worker",
    async () => {
      const { page, errors } = await watched('printops@example.com');
      // A proof of its own: one received creative's proof sent, then opened from the proofs tab.
      await page.goto(
        `${app.url}/print-operations/print/CREATIVE_RECEIVED?sort=publicationDate&order=DESC`,
      );
      const row = selectableRows(page).first();
      await row.waitFor();
      const id = ((await row.textContent()) ?? '').match(/· #(\d+)/)?.[1] ?? '';
      await chooseRow(row);
      await runBulkAction(
        page,
        german('printOps.actions.send-proofs'),
        1,
        false,
        'printOps.sendProofs',
      );

      // The worker is started from a trusted URL of the console's own origin.
      const worker = page.waitForEvent('worker');
      const dialog = await openProof(page, app.url, id);
      expect(new URL((await worker).url()).origin).toBe(new URL(app.url).origin);
      expect(
        Number(await dialog.locator('[data-pages]').getAttribute('data-pages')),
      ).toBeGreaterThan(0);
      await closeClean(page, errors);
    },
    slack(90_000),
  );

  it(
    'refuses a string of HTML a script writes into the page, and any other policy',
    async () => {
      const page = await app.newPage();
      await page.goto(`${app.url}/login`);
      await page.getByRole('button', { name: 'Anmelden' }).waitFor();
      const outcome = await page.evaluate(() => {
        const attempt = (run: () => void) => {
          try {
            run();
            return 'done';
          } catch (error) {
            return (error as Error).name;
          }
        };
        const target = document.createElement('div');
        document.body.append(target);
        const factory = (
          window as unknown as {
            trustedTypes: { createPolicy(name: string, rules: object): unknown };
          }
        ).trustedTypes;
        return {
          innerHTML: attempt(() => {
            target.innerHTML = '<img src=x onerror=alert(1)>';
          }),
          images: target.querySelectorAll('img').length,
          otherPolicy: attempt(() =>
            factory.createPolicy('evil', { createHTML: (s: string) => s }),
          ),
          secondDefault: attempt(() =>
            factory.createPolicy('default', { createHTML: (s: string) => s }),
          ),
        };
      });
      expect(outcome).toEqual({
        innerHTML: 'TypeError',
        images: 0,
        otherPolicy: 'TypeError',
        secondDefault: 'TypeError',
      });
      // The browser reported each refusal; they are this test's own, not the console's.
      await expect.poll(() => cspViolations.length).toBeGreaterThanOrEqual(3);
      const reported = cspViolations.splice(0);
      expect(reported.some((line) => line.includes('require-trusted-types-for'))).toBe(true);
      expect(reported.every((line) => /trusted-types/.test(line))).toBe(true);
      await page.context().close();
    },
    slack(60_000),
  );
});
