import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
import { startServer } from './e2e/server.ts';

const texts = (lang: string, ns: string) =>
  JSON.parse(readFileSync(`../../packages/i18n/src/locales/${lang}/${ns}.json`, 'utf8'));
const server = await startServer();
const browser = await chromium.launch(await chromiumLaunchOptions());
try {
  const login = await browser.newContext({ locale: 'de-CH' });
  const page0 = await login.newPage();
  await page0.goto(`${server.url}/login`);
  await page0.getByLabel('E-Mail').fill('sales@example.com');
  await page0.getByLabel('Passwort').fill('demo');
  await page0.getByRole('button', { name: 'Anmelden' }).click();
  await page0.waitForURL((url) => !/\/(login|authentication)/.test(url.pathname));
  const state = await login.storageState();
  for (const lang of ['de', 'fr', 'it']) {
    const sales = texts(lang, 'sales');
    for (const width of [1440, 390]) {
      for (const failing of [true, false]) {
        const context = await browser.newContext({
          locale: `${lang}-CH`,
          storageState: state,
          viewport: { width, height: 900 },
        });
        const page = await context.newPage();
        if (failing) await page.route(/\/assets\/RecordDialog-[^/]+\.js$/, (route) => route.abort());
        await page.goto(`${server.url}/sales/sources`);
        await page.getByRole('grid').getByRole('row').nth(1).waitFor();
        await page.getByRole('button', { name: sales.sources.actions.create, exact: true }).click();
        await page.getByRole('dialog').waitFor();
        await page.waitForTimeout(failing ? 800 : 500);
        await page.screenshot({ path: `/tmp/i36w-shots/${lang}-${width}-${failing ? 'failed' : 'dialog'}.png` });
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
