import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
const base = 'http://127.0.0.1:3133';
const browser = await chromium.launch(await chromiumLaunchOptions());
const shots = [
  ['printops@example.com', '/sales', 'printops-home'],
  ['ops@example.com', '/sales', 'ops-home'],
  ['postnetz@example.com', '/sales', 'postnetz-home'],
  ['admin@example.com', '/print-operations/print/CREATIVE_RECEIVED', 'admin-print'],
];
for (const language of ['de', 'fr', 'it']) {
  for (const width of [1440, 390]) {
    for (const [email, path, name] of shots) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'de-CH' });
      await context.addInitScript((lng) => localStorage.setItem('language', lng), language);
      const page = await context.newPage();
      await page.goto(`${base}/login`);
      await page.getByLabel(/E-Mail|E-mail|Email/i).first().fill(email);
      await page.locator('input[type=password]').fill('demo');
      await page.locator('button[type=submit]').click();
      await page.waitForURL((url) => !url.pathname.startsWith('/authentication') && url.pathname !== '/login');
      if (name === 'admin-print') {
        await page.waitForTimeout(1500);
        const box = page.getByRole('combobox').first();
        await box.fill('Adconsole Sales');
        await page.getByRole('option', { name: 'Adconsole Sales' }).click();
        await page.waitForTimeout(1000);
      }
      await page.goto(`${base}${path}`);
      await page.waitForTimeout(3500);
      await page.screenshot({ path: `/tmp/shell-shots/${name}-${language}-${width}.png`, fullPage: false });
      if (width === 390 && name === 'printops-home') {
        const menu = page.getByRole('button', { name: /Navigation|navigazione/ }).first();
        await menu.click();
        await page.waitForTimeout(500);
        await page.screenshot({ path: `/tmp/shell-shots/drawer-${language}.png` });
      }
      await context.close();
    }
  }
}
await browser.close();
console.log('done');
