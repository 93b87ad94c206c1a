import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { darkColors, lightColors } from '../../../packages/ui/src/theme/tokens.ts';
import { THEME_PREFERENCE_KEY } from '../src/app/storage.ts';
import { axeViolations, germanUi, sharedConsole } from './harness.ts';

// Issue 46: the user's colour scheme. The walk of every screen in dark mode is the codes walk's
// (codesWalk.ts, the codes-*.e2e files: it judges each screen there at 1440 and 390 px); this
// file checks the choice itself: the header's menu, remembered, following the system, and dark
// from the first paint.
const app = sharedConsole();

/** `#rrggbb` as the browser reports a computed colour. */
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)).join(', ')})`;

/** The theme the page is marked with and the one its provider shows. */
const themeOf = (page: Page) =>
  page.evaluate(() => ({
    document: document.documentElement.dataset.theme,
    provider: document.querySelector('#root [data-theme]')?.getAttribute('data-theme'),
  }));

const menuButton = (page: Page, choice: string) =>
  page.getByRole('button', {
    name: `${germanUi('ui.shell.theme')}: ${germanUi(choice)}`,
  });

describe('dark mode (issue 46)', () => {
  it('follows the system until the user chooses, remembers the choice, and shows no light flash', async () => {
    const page = await app.signedIn('sales@example.com');
    try {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await themeOf(page)).toEqual({ document: 'light', provider: 'light' });
      // No choice stored: the system's setting, followed as it changes.
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect.poll(() => themeOf(page)).toEqual({ document: 'dark', provider: 'dark' });
      await page.emulateMedia({ colorScheme: 'light' });
      await expect.poll(() => themeOf(page)).toEqual({ document: 'light', provider: 'light' });

      // The header's menu, by keyboard: "Dunkel" is chosen and remembered in the browser.
      await menuButton(page, 'ui.shell.themeSystem').focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await expect
        .poll(() => menu.getByRole('menuitemradio').allTextContents())
        .toEqual([
          germanUi('ui.shell.themeSystem'),
          germanUi('ui.shell.themeLight'),
          germanUi('ui.shell.themeDark'),
        ]);
      await menu.getByRole('menuitemradio', { name: germanUi('ui.shell.themeDark') }).click();
      await expect.poll(() => themeOf(page)).toEqual({ document: 'dark', provider: 'dark' });
      await menuButton(page, 'ui.shell.themeDark').waitFor();
      expect(await page.evaluate((key) => localStorage.getItem(key), THEME_PREFERENCE_KEY)).toBe(
        'dark',
      );
      expect(await axeViolations(page)).toEqual([]);

      // The choice wins over a light system, and after a reload the page is dark before the
      // console's code has run: its entry module held back, the empty page is already dark.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/assets\/boot-[^/]*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(page.url(), { waitUntil: 'commit' });
      await page.waitForFunction(
        (background) =>
          document.getElementById('root')?.childElementCount === 0 &&
          getComputedStyle(document.documentElement).backgroundColor === background,
        rgb(darkColors.background),
      );
      expect(
        await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme),
      ).toBe('dark');
      release();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await themeOf(page)).toEqual({ document: 'dark', provider: 'dark' });
      await page.unroute(/\/assets\/boot-[^/]*\.js$/);

      // Back to "as the system" (light here): the stored choice goes.
      await menuButton(page, 'ui.shell.themeDark').click();
      await page.getByRole('menuitemradio', { name: germanUi('ui.shell.themeSystem') }).click();
      await expect.poll(() => themeOf(page)).toEqual({ document: 'light', provider: 'light' });
      expect(
        await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor),
      ).toBe(rgb(lightColors.background));
      expect(await page.evaluate((key) => localStorage.getItem(key), THEME_PREFERENCE_KEY)).toBe(
        null,
      );
    } finally {
      await page.context().close();
    }
  });
});
