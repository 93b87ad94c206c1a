import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * A third-party tag's probe: it writes what it could read into `#probe` of its preview, the
 * console's storage (`read`, `empty` or `blocked`) and any storage of its own (`-own`, `-none`).
 * A preview sandboxed on another origin shows `blocked-none` (DOMAIN2 §5.3).
 */
export const STORAGE_PROBE = `<script>var r; try { r = window.parent.localStorage.getItem('token') ? 'read' : 'empty'; } catch (e) { r = 'blocked'; } try { window.localStorage.getItem('x'); r += '-own'; } catch (e) { r += '-none'; } document.write('<p id="probe">' + r + '</p>');</script>`;

/** Fills a third-party tag form's name and picks its first advertiser with an "a" in it. */
export async function nameTagAndPickAdvertiser(
  page: Page,
  labels: { name: string; advertiser: string },
  name: string,
) {
  await page.getByRole('textbox', { name: labels.name }).fill(name);
  const advertiser = page.getByRole('combobox', { name: labels.advertiser });
  const advertisers = page.waitForResponse((answer) =>
    answer.url().includes('/advertisers?search='),
  );
  await advertiser.fill('a');
  await advertisers;
  await page.getByRole('option', { disabled: false }).first().click();
  await expect.poll(() => advertiser.inputValue()).not.toBe('a');
}

/** The preview's frame on another origin, once it shows what the probe could read. */
export async function expectSandboxedPreview(page: Page, consoleUrl: string) {
  const frame = page.locator('iframe[sandbox="allow-scripts"]');
  await frame.waitFor();
  expect(new URL((await frame.getAttribute('src')) ?? '').origin).not.toBe(
    new URL(consoleUrl).origin,
  );
  await expect
    .poll(() =>
      page.frameLocator('iframe[sandbox="allow-scripts"]').locator('#probe').textContent(),
    )
    .toBe('blocked-none');
}
